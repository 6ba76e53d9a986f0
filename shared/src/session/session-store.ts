/**
 * The session of spec section 4 as a tiny external store (read with useSyncExternalStore): it
 * follows Firebase's ID token, keeps `auth_token` in localStorage for the Apollo header, loads
 * the `me` profile, refreshes the token 540000 ms after each successful load and signs out.
 *
 * It signs out only when the credentials are refused (UNAUTHENTICATED from the API, an account
 * Firebase reports disabled or deleted), when no profile comes back, or when asked to. A token
 * or profile request that does not reach the server (no network, a 5xx during a deploy) is tried
 * again with backoff while `isReconnecting()` says so; the user, and with them the page and
 * whatever was typed into it, stay as they are meanwhile.
 */
import { AUTH_TOKEN_KEY, TOKEN_REFRESH_MS } from '../constants';
import { isForcedSignOutExempt, isSessionCheckSkipped } from '../routes/path-rules';
import { buildPath } from '../routes/paths';
import { signInPathFrom } from '../routes/return-path';
import { browserStorage } from '../storage/browser-storage';
import { reconnectDelayMs } from './reconnect-delay';
import { classifySessionFailure } from './session-failure';
import type {
  MeUser,
  SessionAuth,
  SessionAuthUser,
  SessionNavigator,
  SessionSnapshot,
} from './session-types';

export interface SessionDependencies {
  /** Called on start(), not before: Firebase can only be set up once the runtime config is loaded. */
  getAuth(): SessionAuth;
  /**
   * The `me` profile, fetched from the network. null means "no profile" (the session ends); a
   * rejection ends it only when it refuses the credentials, and is retried otherwise.
   */
  fetchMe(): Promise<MeUser | null>;
  /** Drops cached data of the user who signed out (the Apollo store). */
  clearCache?(): Promise<unknown> | unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Used until the shell connects the router (standalone mounts). */
  navigator?: SessionNavigator;
  /** The pause before retry number `attempt` (from 0); reconnectDelayMs by default. */
  retryDelayMs?(attempt: number): number;
}

export interface SignOutOptions {
  /**
   * Sign-in then leads back to the current page: for a session that ended by itself. A user who
   * signs out on purpose starts afresh (the next person at the browser may be someone else).
   */
  returnHere?: boolean;
}

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** True while the server cannot be reached and the session keeps trying (the "Reconnecting…" notice). */
  isReconnecting(): boolean;
  /** Starts following Firebase; idempotent. The shell does not start it on pages that skip the check. */
  start(): void;
  /** Stops every listener and timer (page teardown, tests). */
  stop(): void;
  /** Re-reads the profile, e.g. after the user created an organisation; waits out a connection problem. */
  refresh(): Promise<void>;
  /** Another request could not reach the API: re-read the profile, with retries, until it answers. */
  checkConnection(): void;
  signOut(options?: SignOutOptions): Promise<void>;
  setNavigator(navigator: SessionNavigator): void;
}

const browserNavigator: SessionNavigator = {
  navigate: (path) => window.location.assign(path),
  getPathname: () => window.location.pathname,
  getSearch: () => window.location.search,
};

/** The answer of a request that a newer auth event or a sign-out made moot. */
const SUPERSEDED = Symbol('superseded');

interface RetryWait {
  timer: ReturnType<typeof setTimeout>;
  wake(): void;
}

export function createSessionStore(dependencies: SessionDependencies): SessionStore {
  const storage = dependencies.storage ?? browserStorage();
  const retryDelayMs = dependencies.retryDelayMs ?? ((attempt: number) => reconnectDelayMs(attempt));
  let navigator = dependencies.navigator ?? browserNavigator;
  let snapshot: SessionSnapshot = { status: 'loading', user: null };
  let reconnecting = false;
  const listeners = new Set<() => void>();
  let auth: SessionAuth | null = null;
  let unsubscribeAuth: (() => void) | null = null;
  let firebaseUser: SessionAuthUser | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  const retryWaits = new Set<RetryWait>();
  // Token and profile requests under way (with their retries), so a connection check adds none.
  let requestsUnderWay = 0;
  let pendingSignOut: Promise<void> | null = null;
  // Bumped by every auth event and sign-out, so the late answer of an older one is dropped.
  let generation = 0;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const setSnapshot = (next: SessionSnapshot) => {
    snapshot = next;
    notify();
  };

  const setReconnecting = (next: boolean) => {
    if (reconnecting === next) return;
    reconnecting = next;
    notify();
  };

  const clearRefreshTimer = () => {
    if (refreshTimer !== null) clearTimeout(refreshTimer);
    refreshTimer = null;
  };

  /** Ends every pause between retries at once; the woken loops see they are superseded and stop. */
  const cancelRetryWaits = () => {
    for (const wait of [...retryWaits]) {
      clearTimeout(wait.timer);
      retryWaits.delete(wait);
      wait.wake();
    }
  };

  const pauseBeforeRetry = (attempt: number) =>
    new Promise<void>((resolve) => {
      const wait: RetryWait = {
        timer: setTimeout(() => {
          retryWaits.delete(wait);
          resolve();
        }, retryDelayMs(attempt)),
        wake: resolve,
      };
      retryWaits.add(wait);
    });

  /**
   * Runs `request` until it gets an answer: while the server cannot be reached it shows the
   * reconnecting state and tries again after a growing pause; refused credentials end the session.
   */
  async function untilAnswered<T>(
    current: number,
    request: () => Promise<T>,
  ): Promise<T | typeof SUPERSEDED> {
    requestsUnderWay += 1;
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const answer = await request();
          return current === generation ? answer : SUPERSEDED;
        } catch (error) {
          if (current !== generation) return SUPERSEDED;
          if (classifySessionFailure(error) === 'rejected') {
            await endSession({ returnHere: true });
            return SUPERSEDED;
          }
          setReconnecting(true);
          await pauseBeforeRetry(attempt);
          if (current !== generation) return SUPERSEDED;
        }
      }
    } finally {
      requestsUnderWay -= 1;
    }
  }

  const signInTarget = (returnHere: boolean) =>
    returnHere ? signInPathFrom(navigator.getPathname(), navigator.getSearch?.() ?? '') : buildPath('signIn');

  const scheduleTokenRefresh = () => {
    clearRefreshTimer();
    refreshTimer = setTimeout(() => {
      refreshTimer = null;
      void refreshToken();
    }, TOKEN_REFRESH_MS);
  };

  const refreshToken = async () => {
    const user = firebaseUser;
    if (!user) return;
    const token = await untilAnswered(generation, () => user.getIdToken(true));
    // A forced refresh makes Firebase fire onIdTokenChanged, which reloads and reschedules.
    if (token !== SUPERSEDED) storage.setItem(AUTH_TOKEN_KEY, token);
  };

  const acceptProfile = (profile: MeUser) => {
    setReconnecting(false);
    setSnapshot({ status: 'signedIn', user: profile });
  };

  const handleSignedOut = () => {
    const wasSignedOut = snapshot.status === 'signedOut';
    firebaseUser = null;
    clearRefreshTimer();
    storage.removeItem(AUTH_TOKEN_KEY);
    setReconnecting(false);
    setSnapshot({ status: 'signedOut', user: null });
    const pathname = navigator.getPathname();
    // Only on the transition: a visitor already signed out is kept out by the shell's guards.
    if (!wasSignedOut && !isForcedSignOutExempt(pathname) && !isSessionCheckSkipped(pathname)) {
      navigator.navigate(signInTarget(true));
    }
  };

  const handleSignedIn = async (user: SessionAuthUser, current: number) => {
    firebaseUser = user;
    const profile = await untilAnswered(current, async () => {
      const token = await user.getIdToken();
      // A newer event owns the stored token; untilAnswered drops this answer.
      if (current !== generation) return null;
      storage.setItem(AUTH_TOKEN_KEY, token);
      return dependencies.fetchMe();
    });
    if (profile === SUPERSEDED) return;
    if (!profile) {
      await endSession({ returnHere: true });
      return;
    }
    acceptProfile(profile);
    scheduleTokenRefresh();
  };

  const onTokenChanged = (user: SessionAuthUser | null) => {
    generation += 1;
    clearRefreshTimer();
    cancelRetryWaits();
    if (user) void handleSignedIn(user, generation);
    else handleSignedOut();
  };

  const subscribeToAuth = () => {
    auth ??= dependencies.getAuth();
    unsubscribeAuth ??= auth.onIdTokenChanged(onTokenChanged);
  };

  const unsubscribeFromAuth = () => {
    unsubscribeAuth?.();
    unsubscribeAuth = null;
  };

  let started = false;

  function endSession({ returnHere = false }: SignOutOptions = {}): Promise<void> {
    pendingSignOut ??= (async () => {
      const target = signInTarget(returnHere === true);
      generation += 1;
      clearRefreshTimer();
      cancelRetryWaits();
      unsubscribeFromAuth();
      try {
        await auth?.signOut();
      } catch {
        // The local session ends whatever Firebase answers; the stored token goes below.
      }
      firebaseUser = null;
      storage.removeItem(AUTH_TOKEN_KEY);
      setReconnecting(false);
      setSnapshot({ status: 'signedOut', user: null });
      try {
        await dependencies.clearCache?.();
      } catch {
        // A cache that fails to clear must not keep the user on a page they may no longer see.
      }
      navigator.navigate(target);
      // Listen again so a new sign-in on the sign-in page is picked up.
      if (started) subscribeToAuth();
    })().finally(() => {
      pendingSignOut = null;
    });
    return pendingSignOut;
  }

  async function refresh(): Promise<void> {
    if (!firebaseUser) return;
    const profile = await untilAnswered(generation, () => dependencies.fetchMe());
    if (profile === SUPERSEDED) return;
    if (!profile) await endSession({ returnHere: true });
    else acceptProfile(profile);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    isReconnecting: () => reconnecting,
    start() {
      started = true;
      subscribeToAuth();
    },
    stop() {
      started = false;
      generation += 1;
      clearRefreshTimer();
      cancelRetryWaits();
      unsubscribeFromAuth();
      setReconnecting(false);
    },
    refresh,
    checkConnection() {
      if (snapshot.status !== 'signedIn' || requestsUnderWay > 0) return;
      void refresh();
    },
    // Wrapped: a click handler passing its event must not be read as options.
    signOut: (options) => endSession({ returnHere: options?.returnHere === true }),
    setNavigator(next) {
      navigator = next;
    },
  };
}
