/** Every route sets the document title: the route, its product when it has one, then Hearback. */
import { documentTitle, useCurrentProduct } from '@hearback/shared';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const { products } = useCurrentProduct();
  const productNames = useMemo(
    () => new Map(products.map((product) => [product.id, product.name])),
    [products],
  );
  const title = documentTitle(pathname, productNames);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
