/**
 * The document title of a dashboard path: the route's title, the product's name when the route
 * is inside a product, then the product name of Hearback ("Recordings · Demo Bank for iOS ·
 * Hearback"), so a tab, the history and a screen reader's announcement of the page say where it is.
 */
import { ALL_PRODUCTS } from '../constants';
import { findRoute } from '../routes/find-route';
import { A11Y_TEXTS } from './texts';

/** Paths outside the route table that are no page of their own: they redirect at once. */
const REDIRECTING_PATHS = new Set(['/', '/app']);

export function documentTitle(pathname: string, productNames: ReadonlyMap<string, string>): string {
  const found = findRoute(pathname);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!found) {
    const parts = REDIRECTING_PATHS.has(trimmed) ? [] : [A11Y_TEXTS.pageNotFound()];
    return [...parts, A11Y_TEXTS.appName].join(A11Y_TEXTS.titleSeparator);
  }
  const productId = found.params.productId;
  const productName =
    productId === undefined
      ? undefined
      : productId === ALL_PRODUCTS
        ? A11Y_TEXTS.allProducts()
        : productNames.get(productId);
  return [found.route.title(), productName, A11Y_TEXTS.appName]
    .filter((part): part is string => Boolean(part))
    .join(A11Y_TEXTS.titleSeparator);
}
