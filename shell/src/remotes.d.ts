/**
 * Hand-written types of what each remote exposes (the MF type plugin downloads types over HTTP,
 * which a build here must not do). They mirror every remote's `src/exposes/Routes.tsx` (a route
 * tree component, default export) and `src/exposes/lifecycles.tsx` (single-spa lifecycles).
 */

declare module 'remote_auth/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_auth/lifecycles' {
  export const bootstrap: import('@hearback/shared').RemoteLifecycles['bootstrap'];
  export const mount: import('@hearback/shared').RemoteLifecycles['mount'];
  export const unmount: import('@hearback/shared').RemoteLifecycles['unmount'];
}

declare module 'remote_products/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_products/lifecycles' {
  export const bootstrap: import('@hearback/shared').RemoteLifecycles['bootstrap'];
  export const mount: import('@hearback/shared').RemoteLifecycles['mount'];
  export const unmount: import('@hearback/shared').RemoteLifecycles['unmount'];
}

declare module 'remote_campaigns/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_campaigns/lifecycles' {
  export const bootstrap: import('@hearback/shared').RemoteLifecycles['bootstrap'];
  export const mount: import('@hearback/shared').RemoteLifecycles['mount'];
  export const unmount: import('@hearback/shared').RemoteLifecycles['unmount'];
}

declare module 'remote_segments/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_segments/lifecycles' {
  export const bootstrap: import('@hearback/shared').RemoteLifecycles['bootstrap'];
  export const mount: import('@hearback/shared').RemoteLifecycles['mount'];
  export const unmount: import('@hearback/shared').RemoteLifecycles['unmount'];
}

declare module 'remote_settings/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_settings/lifecycles' {
  export const bootstrap: import('@hearback/shared').RemoteLifecycles['bootstrap'];
  export const mount: import('@hearback/shared').RemoteLifecycles['mount'];
  export const unmount: import('@hearback/shared').RemoteLifecycles['unmount'];
}

declare module 'remote_feedback/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
declare module 'remote_feedback/lifecycles' {
  export const bootstrap: import('@hearback/shared').RemoteLifecycles['bootstrap'];
  export const mount: import('@hearback/shared').RemoteLifecycles['mount'];
  export const unmount: import('@hearback/shared').RemoteLifecycles['unmount'];
}
