import { buildPath, useCurrentProduct } from '@hearback/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** How long a new product may take to reach the shell's product list before we go anyway. */
const LIST_CATCH_UP_MS = 5_000;

/**
 * Makes a product current and opens its home. A product created a moment ago is opened only once
 * the shell's product list has it: the current-product rule and the shell's redirect both check
 * that list, and would otherwise send the user to 'all'.
 */
export function useOpenProduct(): { open: (id: string) => void; openWhenListed: (id: string) => void } {
  const { products, setCurrentProduct } = useCurrentProduct();
  const navigate = useNavigate();
  const [awaited, setAwaited] = useState<string | null>(null);

  const open = useCallback(
    (id: string) => {
      setCurrentProduct(id);
      navigate(buildPath('productHome', { productId: id }));
    },
    [setCurrentProduct, navigate],
  );

  useEffect(() => {
    if (!awaited) return;
    if (products.some((product) => product.id === awaited)) {
      setAwaited(null);
      open(awaited);
      return;
    }
    const timer = setTimeout(() => {
      setAwaited(null);
      navigate(buildPath('productHome', { productId: awaited }));
    }, LIST_CATCH_UP_MS);
    return () => clearTimeout(timer);
  }, [awaited, products, open, navigate]);

  return { open, openWhenListed: setAwaited };
}
