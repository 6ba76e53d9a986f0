/**
 * Mounts the remote that owns the current path. It is rendered by the pathless layout routes,
 * so the remote's own `<Routes>` sits under the root and matches the route table's ABSOLUTE
 * paths (a route with a path would make the remote's paths relative to it).
 */
import { findRoute } from '@hearback/shared';
import { useLocation } from 'react-router-dom';
import { RemoteRoutes } from '../../federation/RemoteRoutes';

export function CurrentRemote() {
  const { pathname } = useLocation();
  const found = findRoute(pathname);
  if (!found) return null;
  return <RemoteRoutes remote={found.route.remote} />;
}
