/**
 * Hands the router to the session store (it navigates on sign-out and reads the path for the
 * exemptions) and starts the session, except on pages that skip the session check.
 */
import { isSessionCheckSkipped, useSessionStore } from '@hearback/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useSessionConnection(): void {
  const store = useSessionStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const locationRef = useRef({ pathname, search });

  useLayoutEffect(() => {
    locationRef.current = { pathname, search };
  }, [pathname, search]);

  useEffect(() => {
    store.setNavigator({
      // Replace: the guards may already have replaced the page, and Back must not return to a
      // page of the session that just ended.
      navigate: (path) => {
        void navigate(path, { replace: true });
      },
      getPathname: () => locationRef.current.pathname,
      getSearch: () => locationRef.current.search,
    });
  }, [store, navigate]);

  const skipped = isSessionCheckSkipped(pathname);
  useEffect(() => {
    // Once started the session stays on: leaving a public page for the dashboard needs it.
    if (!skipped) store.start();
  }, [store, skipped]);
}
