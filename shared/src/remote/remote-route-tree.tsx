/**
 * The route tree a remote exposes as `./Routes`: one `<Route>` per entry of the route table that
 * belongs to the remote, so the table stays the only place a route is declared.
 */
import type { ComponentType } from 'react';
import { Route, UNSAFE_RouteContext as RouteContext, Routes } from 'react-router-dom';
import { type RemoteName, type RouteKey, routesOfRemote } from '../routes/paths';
import { PlaceholderPage } from './placeholder-page';

export type RemotePages = Partial<Record<RouteKey, ComponentType>>;

export interface RemoteRouteTreeProps {
  remote: RemoteName;
  /** The remote's pages by route key; a route without one shows its title only. */
  pages: RemotePages;
}

/**
 * The table holds absolute paths, so the tree is matched against the whole URL: the parent
 * route context is reset, otherwise a shell route such as `/app/*` mounting this tree would make
 * React Router match only the rest of the path and render nothing.
 */
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

export function RemoteRouteTree({ remote, pages }: RemoteRouteTreeProps) {
  return (
    <RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
      <Routes>
        {routesOfRemote(remote).map(([key, route]) => {
          const Page = pages[key];
          return (
            <Route
              key={key}
              path={route.path}
              element={Page ? <Page /> : <PlaceholderPage title={route.title()} />}
            />
          );
        })}
        {/* The shell only mounts a remote on its own routes; this keeps other paths silent. */}
        <Route path="*" element={null} />
      </Routes>
    </RouteContext.Provider>
  );
}
