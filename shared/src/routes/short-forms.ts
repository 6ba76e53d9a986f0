/**
 * The product-relative short forms of spec section 2 (`/combined-campaigns`, `/organisation/details`,
 * `/waiting-confirmation`…), resolved to the full route they stand for. A short form is read at the
 * root (`/recordings`) or inside a product (`/app/{productId}/recordings`); product routes reached
 * from the root use the fallback product, which the product redirect then checks as usual.
 */
import { matchRoutes } from 'react-router-dom';
import { buildPath, ROUTES, type RouteKey, SHORT_FORMS } from './paths';

interface ShortFormRoute {
  path: string;
  key: RouteKey;
}

const toRouterPattern = (form: string) => form.replace(/\{(\w+)\}/g, ':$1');

const SHORT_FORM_ROUTES: ShortFormRoute[] = Object.entries(SHORT_FORMS).flatMap(([form, key]) => [
  { path: toRouterPattern(form), key },
  { path: `/app/:productId${toRouterPattern(form)}`, key },
]);

/**
 * The full path of a short form, with `search` kept, or null when `pathname` is not one. Call it
 * only for paths that match no route: some short forms are also full routes (`/account`). A
 * product route reached from the root takes `fallbackProductId`; with none known yet (null) the
 * answer is null, so the caller can wait for the product list.
 */
export function resolveShortForm(
  pathname: string,
  search: string,
  fallbackProductId: string | null,
): string | null {
  const match = matchRoutes(SHORT_FORM_ROUTES, pathname)?.[0];
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) {
    if (value !== undefined) params[name] = value;
  }
  params.productId ??= fallbackProductId ?? '';
  if (!params.productId && ROUTES[match.route.key].path.includes(':productId')) return null;
  return `${buildPath(match.route.key, params)}${search}`;
}
