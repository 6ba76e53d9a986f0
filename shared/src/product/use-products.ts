/** The products the signed-in user may open, once they can use the dashboard inside an organisation. */
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { GetAllProductsDocument } from '../operations/get-all-products';
import { useSession } from '../session/use-session';
import type { Product } from './product-types';

export interface ProductsState {
  products: Product[];
  /** True until the list is known (also while signed out), so callers do not redirect on a guess. */
  loading: boolean;
  error: unknown;
  /**
   * The list could not be loaded and none is known: callers show an error with `retry`, and must
   * not read the empty list as "no products" (which would redirect).
   */
  failed: boolean;
  /** Loads the list again; resolves once it answered (a failure shows through `failed`). */
  retry(): Promise<void>;
}

const NO_PRODUCTS: Product[] = [];

export function useProducts(): ProductsState {
  const { status, isUsable, user } = useSession();
  // The API refuses products to a user without an organisation; asking would only produce an error.
  const canHaveProducts = status === 'signedIn' && isUsable && !!user?.organization;
  const { data, loading, error, refetch } = useQuery(GetAllProductsDocument, {
    // Spec section 7: always from the network; later renders watch the cache it filled.
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    skip: !canHaveProducts,
  });
  const retry = useCallback(async () => {
    try {
      await refetch();
    } catch {
      // Reported through `error` like the first load.
    }
  }, [refetch]);
  // Only a list never loaded is a failure: a reload that fails keeps the list it had.
  const failed = canHaveProducts && !!error && !data;
  return {
    products: data?.getAllProducts ?? NO_PRODUCTS,
    loading: canHaveProducts ? loading && !data && !failed : status === 'loading',
    error,
    failed,
    retry,
  };
}
