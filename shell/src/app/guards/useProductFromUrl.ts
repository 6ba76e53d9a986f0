/**
 * The product in the URL is the one being worked on: store it as the current product, so the
 * next visit of `/` lands there and remotes reading useCurrentProduct agree with the URL.
 */
import { isKnownProductId, productIdOf, useCurrentProduct } from '@hearback/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useProductFromUrl(): void {
  const { pathname } = useLocation();
  const { products, loading, productId, setCurrentProduct } = useCurrentProduct();
  const urlProductId = productIdOf(pathname);
  useEffect(() => {
    // Before the list is known every id would look unknown and be stored as 'all'.
    if (loading || !isKnownProductId(urlProductId, products) || urlProductId === productId) return;
    setCurrentProduct(urlProductId);
  }, [loading, urlProductId, products, productId, setCurrentProduct]);
}
