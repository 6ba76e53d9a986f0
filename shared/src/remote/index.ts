export { createRemoteLifecycles, type RemoteLifecycles } from './create-remote-lifecycles';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page';
export { type RemotePages, RemoteRouteTree, type RemoteRouteTreeProps } from './remote-route-tree';
