/** Where product-scoped paths go when the product is missing, invalid or changed (spec section 2). */
import { ALL_PRODUCTS } from '../constants';
import { findRoute } from './find-route';
import { buildPath } from './paths';
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
 * The current path with its product id replaced (the product switcher), or null when the path
 * is not inside a product (the caller then goes to the product's home).
 */
export function replaceProductId(pathname: string, newId: string): string | null {
  const found = findRoute(pathname);
  const oldId = found?.params.productId;
  if (!found || oldId === undefined) return null;
  // /app/{productId}/… : the product id is always the second segment of a product route.
  const segments = pathname.split('/');
  segments[2] = encodeURIComponent(newId);
  return segments.join('/');
}
