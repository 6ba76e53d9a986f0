/**
 * The session of spec section 4 as a tiny external store (read with useSyncExternalStore): it
 * follows Firebase's ID token, keeps `auth_token` in localStorage for the Apollo header, loads
 * the `me` profile, refreshes the token 540000 ms after each successful load and signs out.
 */
import { AUTH_TOKEN_KEY, TOKEN_REFRESH_MS } from '../constants';
import { isForcedSignOutExempt, isSessionCheckSkipped } from '../routes/path-rules';
import { buildPath } from '../routes/paths';
import { browserStorage } from '../storage/browser-storage';
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
  /** The `me` profile, fetched from the network; null or a rejection means "no profile". */
  fetchMe(): Promise<MeUser | null>;
  /** Drops cached data of the user who signed out (the Apollo store). */
  clearCache?(): Promise<unknown> | unknown;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Used until the shell connects the router (standalone mounts). */
  navigator?: SessionNavigator;
}

export interface SessionStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Starts following Firebase; idempotent. The shell does not start it on pages that skip the check. */
  start(): void;
  /** Stops every listener and timer (page teardown, tests). */
  stop(): void;
  /** Re-reads the profile, e.g. after the user created an organisation. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
  setNavigator(navigator: SessionNavigator): void;
}

const browserNavigator: SessionNavigator = {
  navigate: (path) => window.location.assign(path),
  getPathname: () => window.location.pathname,
};

export function createSessionStore(dependencies: SessionDependencies): SessionStore {
  const storage = dependencies.storage ?? browserStorage();
  let navigator = dependencies.navigator ?? browserNavigator;
  let snapshot: SessionSnapshot = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  let auth: SessionAuth | null = null;
  let unsubscribeAuth: (() => void) | null = null;
  let firebaseUser: SessionAuthUser | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let pendingSignOut: Promise<void> | null = null;
  // Bumped by every auth event and sign-out, so the late answer of an older one is dropped.
  let generation = 0;

  const setSnapshot = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const clearRefreshTimer = () => {
    if (refreshTimer !== null) clearTimeout(refreshTimer);
    refreshTimer = null;
  };

  const scheduleTokenRefresh = () => {
    clearRefreshTimer();
    refreshTimer = setTimeout(() => {
      refreshTimer = null;
      // A forced refresh makes Firebase fire onIdTokenChanged, which reloads and reschedules.
      firebaseUser
        ?.getIdToken(true)
        .then((token) => storage.setItem(AUTH_TOKEN_KEY, token))
        .catch(() => signOut());
    }, TOKEN_REFRESH_MS);
  };

  const goToSignIn = () => navigator.navigate(buildPath('signIn'));

  const loadProfile = async (): Promise<MeUser | null> => {
    try {
      return await dependencies.fetchMe();
    } catch {
      return null;
    }
  };

  const handleSignedOut = () => {
    const wasSignedOut = snapshot.status === 'signedOut';
    firebaseUser = null;
    clearRefreshTimer();
    storage.removeItem(AUTH_TOKEN_KEY);
    setSnapshot({ status: 'signedOut', user: null });
    const pathname = navigator.getPathname();
    // Only on the transition: a visitor already signed out is kept out by the shell's guards.
    if (!wasSignedOut && !isForcedSignOutExempt(pathname) && !isSessionCheckSkipped(pathname)) goToSignIn();
  };

  const handleSignedIn = async (user: SessionAuthUser, current: number) => {
    firebaseUser = user;
    let token: string;
    try {
      token = await user.getIdToken();
    } catch {
      if (current === generation) await signOut();
      return;
    }
    if (current !== generation) return;
    storage.setItem(AUTH_TOKEN_KEY, token);
    const profile = await loadProfile();
    if (current !== generation) return;
    if (!profile) {
      await signOut();
      return;
    }
    setSnapshot({ status: 'signedIn', user: profile });
    scheduleTokenRefresh();
  };

  const onTokenChanged = (user: SessionAuthUser | null) => {
    generation += 1;
    clearRefreshTimer();
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

  function signOut(): Promise<void> {
    pendingSignOut ??= (async () => {
      generation += 1;
      clearRefreshTimer();
      unsubscribeFromAuth();
      try {
        await auth?.signOut();
      } catch {
        // The local session ends whatever Firebase answers; the stored token goes below.
      }
      firebaseUser = null;
      storage.removeItem(AUTH_TOKEN_KEY);
      setSnapshot({ status: 'signedOut', user: null });
      try {
        await dependencies.clearCache?.();
      } catch {
        // A cache that fails to clear must not keep the user on a page they may no longer see.
      }
      goToSignIn();
      // Listen again so a new sign-in on the sign-in page is picked up.
      if (started) subscribeToAuth();
    })().finally(() => {
      pendingSignOut = null;
    });
    return pendingSignOut;
  }

  async function refresh(): Promise<void> {
    if (!firebaseUser) return;
    const current = generation;
    const profile = await loadProfile();
    if (current !== generation) return;
    if (!profile) await signOut();
    else setSnapshot({ status: 'signedIn', user: profile });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      started = true;
      subscribeToAuth();
    },
    stop() {
      started = false;
      generation += 1;
      clearRefreshTimer();
      unsubscribeFromAuth();
    },
    refresh,
    signOut,
    setNavigator(next) {
      navigator = next;
    },
  };
}
