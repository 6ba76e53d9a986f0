/** Where product-scoped paths go when the product is missing, invalid or changed (spec section 2). */
import { ALL_PRODUCTS } from '../constants';
import { findRoute } from './find-route';
import { buildPath, type RouteKey } from './paths';
import { isReviewOpen, withReview } from './review-query';

interface HasId {
  id: string;
}

export const isKnownProductId = (id: string | null | undefined, products: readonly HasId[]): id is string =>
  !!id && (id === ALL_PRODUCTS || products.some((product) => product.id === id));

/**
 * The product to land on: the preferred one (the stored current product) when still valid,
 * else 'all' — also when the user has no product at all.
 */
export function landingProductId(products: readonly HasId[], preferredId?: string | null): string {
  return isKnownProductId(preferredId, products) ? preferredId : ALL_PRODUCTS;
}

/**
 * The redirect for `/`, `/app` and a product route whose product id is not valid, or null when
 * the path may stay. The target is the landing product's home; `review=true` is carried over.
 */
export function resolveProductRedirect(
  pathname: string,
  search: string,
  products: readonly HasId[],
  preferredId?: string | null,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isEntry = path === '/' || path === '/app';
  if (!isEntry) {
    const productId = findRoute(path)?.params.productId;
    if (productId === undefined || isKnownProductId(productId, products)) return null;
  }
  const target = buildPath('productHome', { productId: landingProductId(products, preferredId) });
  return target + withReview('', isReviewOpen(search));
}

/**
 * Detail pages name a thing of one product; another product has no such thing, so switching
 * product there opens the list of the same section instead (spec section 2: the product id of
 * the path is rewritten, and the id of the other product's campaign would only be NOT_FOUND).
 */
const LIST_OF_DETAIL: Partial<Record<RouteKey, RouteKey>> = {
  segment: 'segments',
  campaign: 'campaigns',
  campaignSchedule: 'campaigns',
  campaignAttention: 'campaigns',
};

/**
 * The current path with its product id replaced (the product switcher), or null when the path
 * is not inside a product (the caller then goes to the product's home). A detail page becomes
 * its section's list.
 */
export function replaceProductId(pathname: string, newId: string): string | null {
  const found = findRoute(pathname);
  const oldId = found?.params.productId;
  if (!found || oldId === undefined) return null;
  const list = LIST_OF_DETAIL[found.key];
  if (list) return buildPath(list, { productId: newId });
  // /app/{productId}/… : the product id is always the second segment of a product route.
  const segments = pathname.split('/');
  segments[2] = encodeURIComponent(newId);
  return segments.join('/');
}

/**
 * Where the product switcher goes: the current page for the new product with its query, or,
 * from a detail page or outside a product, a list or the product's home with only `review=true`.
 */
export function productSwitchTarget(pathname: string, search: string, newId: string): string {
  const found = findRoute(pathname);
  const samePage = found?.params.productId !== undefined && !LIST_OF_DETAIL[found.key];
  const rewritten = replaceProductId(pathname, newId);
  if (rewritten && samePage) return `${rewritten}${search}`;
  const target = rewritten ?? buildPath('productHome', { productId: newId });
  return `${target}${withReview('', isReviewOpen(search))}`;
}
