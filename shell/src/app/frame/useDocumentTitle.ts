/**
 * Every route sets the document title: the route, its product when it has one, then Hearback. A
 * public feedback page writes its own, in the visitor's language rather than the dashboard's.
 */
import { documentTitle, findRoute, useCurrentProduct, useDashboardLanguage } from '@hearback/shared';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { products } = useCurrentProduct();
  // A switch of language re-renders here, so the title is written again in the new language.
  useDashboardLanguage();
  const productNames = useMemo(
    () => new Map(products.map((product) => [product.id, product.name])),
    [products],
  );
  const publicPage = findRoute(pathname)?.route.layout === 'public';
  const title = publicPage ? null : documentTitle(pathname, productNames);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
