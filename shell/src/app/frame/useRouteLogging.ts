/** Spec section 2: route changes are logged to the console. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function useRouteLogging(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    console.info(`[route] ${pathname}${search}`);
  }, [pathname, search]);
}
