import { type SessionSnapshot, useSessionStore } from '@hearback/shared';
import { useCallback } from 'react';

type SessionTest = (session: SessionSnapshot) => boolean;

/** Long enough for a token exchange and the profile request on a slow line. */
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Waits for the page's session to reach a state (signed in, verified…). Firebase tells the
 * session store about a new user or token by itself; asking it to refresh at the same time would
 * race the new token being stored, and a request with the old one can end the session.
 *
 * The wait follows the store, not the component: the shell may move the user to a waiting page
 * (unmounting the form that started a sign-up) while the sign-up still has server work to finish.
 * Resolves true when the state is reached, false on timeout.
 */
export function useSessionWaiter(): (test: SessionTest, timeoutMs?: number) => Promise<boolean> {
  const store = useSessionStore();
  return useCallback(
    (test: SessionTest, timeoutMs = DEFAULT_TIMEOUT_MS) => {
      if (test(store.getSnapshot())) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const finish = (met: boolean) => {
          clearTimeout(timer);
          unsubscribe();
          resolve(met);
        };
        const timer = setTimeout(() => finish(false), timeoutMs);
        const unsubscribe = store.subscribe(() => {
          if (test(store.getSnapshot())) finish(true);
        });
      });
    },
    [store],
  );
}
