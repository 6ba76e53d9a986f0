/**
 * A session store frozen in one state, for component tests that only care what the UI does with
 * a given session (guards, menus); `signOut`/`refresh` are recorded rather than performed.
 */
import type { SessionStore } from '../session/session-store';
import type { SessionSnapshot } from '../session/session-types';

export interface StaticSessionStore extends SessionStore {
  /** Moves the store to another state, as a real sign-in or sign-out would. */
  set(snapshot: SessionSnapshot): void;
  readonly signOutCalls: number;
  readonly startCalls: number;
}

export function createStaticSessionStore(initial: SessionSnapshot): StaticSessionStore {
  let snapshot = initial;
  let signOutCalls = 0;
  let startCalls = 0;
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      startCalls += 1;
    },
    stop() {},
    async refresh() {},
    async signOut() {
      signOutCalls += 1;
      set({ status: 'signedOut', user: null });
    },
    setNavigator() {},
    set,
    get signOutCalls() {
      return signOutCalls;
    },
    get startCalls() {
      return startCalls;
    },
  };
}
