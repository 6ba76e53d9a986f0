/** Applies decideAccess to the current location: render, wait with a spinner, show why not, or redirect. */
import { useCurrentProduct, useSession } from '@hearback/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../common/FullPageSpinner';
import { decideAccess } from './decide-access';
import { ProductsLoadError } from './ProductsLoadError';

export function AccessGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const { products, loading, failed, retry, productId } = useCurrentProduct();
  const decision = decideAccess({
    pathname,
    search,
    status,
    user,
    products,
    productsLoading: loading,
    productsFailed: failed,
    preferredProductId: productId,
  });
  if (decision.kind === 'wait') return <FullPageSpinner />;
  if (decision.kind === 'productsFailed') return <ProductsLoadError onRetry={retry} />;
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  return children;
}
