/**
 * A session store frozen in one state, for component tests that only care what the UI does with
 * a given session (guards, menus); `signOut`/`refresh` are recorded rather than performed.
 */
import { buildPath } from '../routes/paths';
import { signInPathFrom } from '../routes/return-path';
import type { SessionStore } from '../session/session-store';
import type { SessionNavigator, SessionSnapshot } from '../session/session-types';

export interface StaticSessionStore extends SessionStore {
  /** Moves the store to another state, as a real sign-in or sign-out would. */
  set(snapshot: SessionSnapshot): void;
  /** Shows or ends the reconnecting state, as a real store does while the server is away. */
  setReconnecting(reconnecting: boolean): void;
  readonly signOutCalls: number;
  readonly startCalls: number;
}

export function createStaticSessionStore(initial: SessionSnapshot): StaticSessionStore {
  let snapshot = initial;
  let reconnecting = false;
  let navigator: SessionNavigator | null = null;
  let signOutCalls = 0;
  let startCalls = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    notify();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    isReconnecting: () => reconnecting,
    start() {
      startCalls += 1;
    },
    stop() {},
    async refresh() {},
    checkConnection() {},
    async signOut(options) {
      signOutCalls += 1;
      set({ status: 'signedOut', user: null });
      // Like the real store, which clears the Apollo cache first: on to sign-in a moment later,
      // remembering the page only for a session that ended by itself.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const search = navigator?.getSearch?.() ?? '';
      navigator?.navigate(
        options?.returnHere ? signInPathFrom(navigator.getPathname(), search) : buildPath('signIn'),
      );
    },
    setNavigator(next) {
      navigator = next;
    },
    set,
    setReconnecting(next) {
      reconnecting = next;
      notify();
    },
    get signOutCalls() {
      return signOutCalls;
    },
    get startCalls() {
      return startCalls;
    },
  };
}
