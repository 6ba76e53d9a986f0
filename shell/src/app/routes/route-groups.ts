/** The route table grouped by layout, so each layout route registers exactly its own routes. */
import { ROUTES, type RouteDefinition, type RouteKey, type RouteLayout } from '@hearback/shared';

export const LAYOUTS: readonly RouteLayout[] = ['app', 'auth', 'public'];

export function routesWithLayout(layout: RouteLayout): Array<[RouteKey, RouteDefinition]> {
  return (Object.entries(ROUTES) as Array<[RouteKey, RouteDefinition]>).filter(
    ([, route]) => route.layout === layout,
  );
}
