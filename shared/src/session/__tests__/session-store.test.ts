import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportUnauthenticated } from '../../apollo/unauthenticated';
import { AUTH_TOKEN_KEY, TOKEN_REFRESH_MS } from '../../constants';
import { createFakeAuth, type FakeAuth } from '../../testing/fake-auth';
import { makeMeUser } from '../../testing/me-user';
import { signOutWhenUnauthenticated } from '../page-session';
import { createSessionStore, type SessionDependencies } from '../session-store';
import type { MeUser } from '../session-types';

/** Lets promise chains (token, profile, sign-out) run to the end. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
};

function setup(options: { pathname?: string; fetchMe?: SessionDependencies['fetchMe'] } = {}) {
  const auth: FakeAuth = createFakeAuth();
  let pathname = options.pathname ?? '/app/all';
  const navigate = vi.fn((path: string) => {
    pathname = path;
  });
  const tokensSeenByFetchMe: Array<string | null> = [];
  const fetchMe = vi.fn(
    options.fetchMe ??
      (async (): Promise<MeUser | null> => {
        tokensSeenByFetchMe.push(window.localStorage.getItem(AUTH_TOKEN_KEY));
        return makeMeUser();
      }),
  );
  const clearCache = vi.fn();
  const store = createSessionStore({
    getAuth: () => auth,
    fetchMe,
    clearCache,
    navigator: { navigate, getPathname: () => pathname },
  });
  return {
    auth,
    store,
    navigate,
    fetchMe,
    clearCache,
    tokensSeenByFetchMe,
    setPath: (p: string) => (pathname = p),
  };
}

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is loading until Firebase answers', () => {
    const { store } = setup();
    expect(store.getSnapshot()).toEqual({ status: 'loading', user: null });
  });

  it('stores the fresh ID token, then loads the profile from the network', async () => {
    const { auth, store, tokensSeenByFetchMe, navigate } = setup();
    store.start();
    auth.signIn('token-a');
    await settle();

    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-a');
    expect(tokensSeenByFetchMe).toEqual(['token-a']);
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: makeMeUser() });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('notifies subscribers of each transition', async () => {
    const { auth, store } = setup();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getSnapshot().status));
    store.start();
    auth.signIn();
    await settle();
    auth.dropUser();
    await settle();
    expect(statuses).toEqual(['signedIn', 'signedOut']);
  });

  it('signs out and goes to sign-in when no profile comes back', async () => {
    const { auth, store, navigate } = setup({ fetchMe: async () => null });
    store.start();
    auth.signIn();
    await settle();

    expect(auth.signOutCalls).toBe(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(navigate).toHaveBeenLastCalledWith('/auth/sign-in');
  });

  it('treats a failed profile request as no profile', async () => {
    const { auth, store, navigate } = setup({
      fetchMe: async () => {
        throw new Error('Sign in again.');
      },
    });
    store.start();
    auth.signIn();
    await settle();

    expect(auth.signOutCalls).toBe(1);
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
  });

  it('clears the user and token and sends to sign-in when Firebase has no user', async () => {
    const { auth, store, navigate } = setup({ pathname: '/app/p1/campaigns' });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    store.start();
    await settle();

    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
    expect(auth.signOutCalls).toBe(0);
  });

  it.each([
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/finish-link-sign-up',
    '/auth/reset-password',
    '/pending-user',
    '/feedback/techxpo1',
  ])('does not send a visitor without user away from %s', async (pathname) => {
    const { store, navigate } = setup({ pathname });
    store.start();
    await settle();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends to sign-in when the user disappears while signed in (session ended elsewhere)', async () => {
    const { auth, store, navigate } = setup();
    store.start();
    auth.signIn();
    await settle();
    auth.dropUser();
    await settle();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
  });

  it('refreshes the token 540000 ms after a successful load, and again after that', async () => {
    const { auth, store, fetchMe } = setup();
    store.start();
    const user = auth.signIn('token-a');
    await settle();
    expect(TOKEN_REFRESH_MS).toBe(540000);

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS - 1);
    expect(user.forcedRefreshes).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(user.forcedRefreshes).toBe(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-a-refreshed-1');
    // The refreshed token reloads the profile like any token change.
    expect(fetchMe).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    await settle();
    expect(user.forcedRefreshes).toBe(2);
  });

  it('schedules no refresh when the load failed', async () => {
    const { auth, store } = setup({ fetchMe: async () => null });
    store.start();
    const user = auth.signIn();
    await settle();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS * 2);
    expect(user.forcedRefreshes).toBe(0);
  });

  it('signOut ends the Firebase session, clears the token, stops the refresh and goes to sign-in', async () => {
    const { auth, store, navigate, clearCache } = setup();
    store.start();
    const user = auth.signIn();
    await settle();

    await store.signOut();
    await settle();

    expect(auth.signOutCalls).toBe(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS * 2);
    expect(user.forcedRefreshes).toBe(0);
  });

  it('picks up a new sign-in after signing out', async () => {
    const { auth, store } = setup();
    store.start();
    auth.signIn();
    await settle();
    await store.signOut();
    await settle();

    auth.signIn('token-b');
    await settle();
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-b');
  });

  it('signs out once when asked twice at the same time', async () => {
    const { auth, store, navigate } = setup();
    store.start();
    auth.signIn();
    await settle();
    await Promise.all([store.signOut(), store.signOut()]);
    expect(auth.signOutCalls).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('drops a profile that arrives after the user already signed out', async () => {
    let answer: (user: MeUser) => void = () => {};
    const { auth, store } = setup({ fetchMe: () => new Promise((resolve) => (answer = resolve)) });
    store.start();
    auth.signIn();
    await settle();
    auth.dropUser();
    await settle();
    answer(makeMeUser());
    await settle();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
  });

  it('refresh() reloads the profile', async () => {
    let profile = makeMeUser({ organization: null, role: null });
    const { auth, store } = setup({ fetchMe: async () => profile });
    store.start();
    auth.signIn();
    await settle();
    expect(store.getSnapshot().user?.organization).toBeNull();

    profile = makeMeUser();
    await store.refresh();
    expect(store.getSnapshot().user?.organization?.name).toBe('Analytical Engines');
  });

  it('stop() stops listening and the refresh timer', async () => {
    const { auth, store } = setup();
    store.start();
    const user = auth.signIn();
    await settle();
    store.stop();
    expect(auth.listenerCount).toBe(0);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
    expect(user.forcedRefreshes).toBe(0);
  });

  it('signs a signed-in user out when the API reports UNAUTHENTICATED', async () => {
    const { auth, store, navigate } = setup();
    const unsubscribe = signOutWhenUnauthenticated(store, () => '/app/all');
    store.start();
    auth.signIn();
    await settle();

    reportUnauthenticated();
    await settle();
    expect(auth.signOutCalls).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in');
    unsubscribe();
  });

  it('ignores UNAUTHENTICATED on pages that skip the session check', async () => {
    const { auth, store } = setup();
    const unsubscribe = signOutWhenUnauthenticated(store, () => '/feedback');
    store.start();
    auth.signIn();
    await settle();
    reportUnauthenticated();
    await settle();
    expect(auth.signOutCalls).toBe(0);
    unsubscribe();
  });
});
