/**
 * Which ROUTES entry a path is. react-router's own ranking decides, so the answer is the route a
 * remote's `<Routes>` will render: literal segments beat `:param` ones (`/app/products` is the
 * product list, not a product called "products").
 */
import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteDefinition, type RouteKey } from './paths';

export interface FoundRoute {
  key: RouteKey;
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

const ROUTE_OBJECTS = (Object.keys(ROUTES) as RouteKey[]).map((key) => ({ id: key, path: ROUTES[key].path }));

export function findRoute(pathname: string): FoundRoute | null {
  const match = matchRoutes(ROUTE_OBJECTS, pathname)?.[0];
  if (!match) return null;
  const key = match.route.id;
  return { key, route: ROUTES[key], params: { ...match.params } };
}

/** The `:productId` of a path, or null when the path is not inside a product. */
export function productIdOf(pathname: string): string | null {
  return findRoute(pathname)?.params.productId ?? null;
}
