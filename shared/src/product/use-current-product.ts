/**
 * The current product (spec section 4): 'all' or one of the user's products, kept in
 * localStorage; any other stored or requested id falls back to 'all' with no product selected.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { ALL_PRODUCTS } from '../constants';
import { isKnownProductId } from '../routes/product-paths';
import type { Product } from './product-types';
import { readStoredProductId, subscribeToStoredProductId, writeStoredProductId } from './stored-product-id';
import { useProducts } from './use-products';

export interface CurrentProduct {
  /** 'all' or the id of one of `products`. */
  productId: string;
  product: Product | null;
  products: Product[];
  /** True until the product list is known. */
  loading: boolean;
  /** The list could not be loaded (see useProducts): not the same as having no product. */
  failed: boolean;
  retry(): Promise<void>;
  setCurrentProduct(id: string): void;
}

/** The rule itself, pure so it is tested without React. */
export function resolveCurrentProductId(requested: string | null, products: readonly Product[]): string {
  return isKnownProductId(requested, products) ? requested : ALL_PRODUCTS;
}

export function useCurrentProduct(): CurrentProduct {
  const { products, loading, failed, retry } = useProducts();
  const stored = useSyncExternalStore(subscribeToStoredProductId, readStoredProductId, () => null);
  const productId = resolveCurrentProductId(stored, products);

  const setCurrentProduct = useCallback(
    (id: string) => writeStoredProductId(resolveCurrentProductId(id, products)),
    [products],
  );

  return useMemo(
    () => ({
      productId,
      product: products.find((candidate) => candidate.id === productId) ?? null,
      products,
      loading,
      failed,
      retry,
      setCurrentProduct,
    }),
    [productId, products, loading, failed, retry, setCurrentProduct],
  );
}
