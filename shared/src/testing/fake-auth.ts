/**
 * A stand-in for Firebase Auth with the two methods the session uses, driven by the test: the
 * real SDK is exercised against the auth emulator in the browser suite, not in unit tests.
 */
import type { SessionAuth, SessionAuthUser } from '../session/session-types';

export interface FakeAuthUser extends SessionAuthUser {
  /** How many times a forced refresh was asked for. */
  forcedRefreshes: number;
  /** Makes getIdToken reject with `error` (a Firebase error has a `code`) until given null. */
  failTokenRequests(error: unknown): void;
}

export interface FakeAuth extends SessionAuth {
  /** Fires the token listeners with a user whose token is `token` (as a sign-in would). */
  signIn(token?: string): FakeAuthUser;
  /** Fires the listeners with no user (as an expired session elsewhere would). */
  dropUser(): void;
  readonly listenerCount: number;
  readonly signOutCalls: number;
  readonly currentUser: FakeAuthUser | null;
}

export function createFakeAuth(): FakeAuth {
  const listeners = new Set<(user: SessionAuthUser | null) => void>();
  let currentUser: FakeAuthUser | null = null;
  let signOutCalls = 0;
  let tokenSerial = 0;
  const emit = () => {
    for (const listener of [...listeners]) listener(currentUser);
  };

  const makeUser = (initialToken: string): FakeAuthUser => {
    let token = initialToken;
    let tokenFailure: unknown = null;
    const user: FakeAuthUser = {
      forcedRefreshes: 0,
      failTokenRequests(error) {
        tokenFailure = error;
      },
      async getIdToken(forceRefresh) {
        if (tokenFailure) throw tokenFailure;
        if (forceRefresh) {
          user.forcedRefreshes += 1;
          tokenSerial += 1;
          token = `${initialToken}-refreshed-${tokenSerial}`;
          // Firebase announces a new token to its onIdTokenChanged listeners.
          queueMicrotask(emit);
        }
        return token;
      },
    };
    return user;
  };

  return {
    onIdTokenChanged(next) {
      listeners.add(next);
      // Like Firebase, a new listener is told the current state straight away (asynchronously).
      queueMicrotask(() => {
        if (listeners.has(next)) next(currentUser);
      });
      return () => listeners.delete(next);
    },
    async signOut() {
      signOutCalls += 1;
      currentUser = null;
      emit();
    },
    signIn(token = 'token-1') {
      currentUser = makeUser(token);
      emit();
      return currentUser;
    },
    dropUser() {
      currentUser = null;
      emit();
    },
    get listenerCount() {
      return listeners.size;
    },
    get signOutCalls() {
      return signOutCalls;
    },
    get currentUser() {
      return currentUser;
    },
  };
}
