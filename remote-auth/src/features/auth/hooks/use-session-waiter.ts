import { type Session, useSession } from '@hearback/shared';
import { useCallback, useEffect, useRef } from 'react';

type SessionTest = (session: Session) => boolean;

interface Waiter {
  test: SessionTest;
  resolve: (met: boolean) => void;
}

/** Long enough for a token exchange and the profile request on a slow line. */
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Waits for the shell's session to reach a state (signed in, verified…). Firebase tells the
 * session store about a new user or token by itself; asking it to refresh at the same time would
 * race the new token being stored, and a request with the old one can end the session.
 * Resolves true when the state is reached, false on timeout.
 */
export function useSessionWaiter(): (test: SessionTest, timeoutMs?: number) => Promise<boolean> {
  const session = useSession();
  const latest = useRef(session);
  latest.current = session;
  const waiters = useRef(new Set<Waiter>());

  useEffect(() => {
    for (const waiter of [...waiters.current]) {
      if (waiter.test(session)) {
        waiters.current.delete(waiter);
        waiter.resolve(true);
      }
    }
  }, [session]);

  useEffect(() => {
    const pending = waiters.current;
    return () => {
      for (const waiter of pending) waiter.resolve(false);
      pending.clear();
    };
  }, []);

  return useCallback((test: SessionTest, timeoutMs = DEFAULT_TIMEOUT_MS) => {
    if (test(latest.current)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        test,
        resolve: (met) => {
          clearTimeout(timer);
          resolve(met);
        },
      };
      const timer = setTimeout(() => {
        waiters.current.delete(waiter);
        resolve(false);
      }, timeoutMs);
      waiters.current.add(waiter);
    });
  }, []);
}
