import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportConnectionProblem } from '../../apollo/connection-problem';
import { reportUnauthenticated } from '../../apollo/unauthenticated';
import { AUTH_TOKEN_KEY, TOKEN_REFRESH_MS } from '../../constants';
import { createFakeAuth, type FakeAuth } from '../../testing/fake-auth';
import { makeMeUser } from '../../testing/me-user';
import { checkConnectionWhenUnreachable, signOutWhenUnauthenticated } from '../page-session';
import { createSessionStore, type SessionDependencies } from '../session-store';
import type { MeUser } from '../session-types';

/** Lets promise chains (token, profile, sign-out) run to the end. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
};

/** The pauses between retries in these tests: 1 s, 2 s, 4 s… (no spread, so timings are exact). */
const RETRY_DELAYS = (attempt: number) => 1000 * 2 ** attempt;

/** What the Apollo client throws for a 503 from a deploy or a proxy. */
const unavailable = () =>
  new ServerError('Response not successful: Received status code 503', {
    response: new Response('', { status: 503 }),
    bodyText: '',
  });
/** What fetch throws when the network is down. */
const offline = () => new TypeError('Failed to fetch');
const unauthenticated = () =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'Your session has expired.', extensions: { code: 'UNAUTHENTICATED' } }],
  });
const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function setup(
  options: { pathname?: string; search?: string; fetchMe?: SessionDependencies['fetchMe'] } = {},
) {
  const auth: FakeAuth = createFakeAuth();
  let pathname = options.pathname ?? '/app/all';
  let search = options.search ?? '';
  const navigate = vi.fn((path: string) => {
    const url = new URL(path, 'http://dashboard.test');
    pathname = url.pathname;
    search = url.search;
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
    navigator: { navigate, getPathname: () => pathname, getSearch: () => search },
    retryDelayMs: RETRY_DELAYS,
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

  it('signs out and goes to sign-in, then back to the page, when no profile comes back', async () => {
    const { auth, store, navigate } = setup({ fetchMe: async () => null });
    store.start();
    auth.signIn();
    await settle();

    expect(auth.signOutCalls).toBe(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(navigate).toHaveBeenLastCalledWith('/auth/sign-in?returnTo=%2Fapp%2Fall');
  });

  it('signs out when the API refuses the credentials (UNAUTHENTICATED)', async () => {
    const { auth, store, navigate } = setup({
      pathname: '/app/p1/recordings',
      search: '?review=true',
      fetchMe: async () => {
        throw unauthenticated();
      },
    });
    store.start();
    auth.signIn();
    await settle();

    expect(auth.signOutCalls).toBe(1);
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(store.isReconnecting()).toBe(false);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/auth/sign-in?returnTo=${encodeURIComponent('/app/p1/recordings?review=true')}`,
    );
  });

  it('clears the user and token and sends to sign-in, remembering the page, when Firebase has no user', async () => {
    const { auth, store, navigate } = setup({ pathname: '/app/p1/campaigns' });
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    store.start();
    await settle();

    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in?returnTo=%2Fapp%2Fp1%2Fcampaigns');
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
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in?returnTo=%2Fapp%2Fall');
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
    // The user's own sign-out starts afresh: the next person at this browser may be someone else.
    const { auth, store, navigate, clearCache } = setup({ pathname: '/app/p1/recordings' });
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
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in?returnTo=%2Fapp%2Fall');
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
  describe('when the server cannot be reached', () => {
    it.each([
      ['a 503', unavailable],
      ['no network', offline],
      [
        'a GraphQL error other than UNAUTHENTICATED',
        () => new CombinedGraphQLErrors({ errors: [{ message: 'Something went wrong.' }] }),
      ],
    ])('keeps the first load waiting and retries after %s, without signing out', async (_, failure) => {
      let failures = 3;
      const { auth, store, navigate, fetchMe } = setup({
        fetchMe: async () => {
          if (failures > 0) {
            failures -= 1;
            throw failure();
          }
          return makeMeUser();
        },
      });
      store.start();
      auth.signIn();
      await settle();
      expect(store.getSnapshot().status).toBe('loading');
      expect(store.isReconnecting()).toBe(true);

      // Retries after 1 s, 2 s and 4 s: the fourth attempt gets the profile.
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMe).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMe).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(fetchMe).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(4000);
      await settle();
      expect(fetchMe).toHaveBeenCalledTimes(4);

      expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: makeMeUser() });
      expect(store.isReconnecting()).toBe(false);
      expect(auth.signOutCalls).toBe(0);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('keeps the signed-in user (the same object) while the profile reload after a token refresh fails', async () => {
      let down = false;
      const { auth, store, navigate, fetchMe } = setup({
        fetchMe: async () => {
          if (down) throw unavailable();
          return makeMeUser();
        },
      });
      store.start();
      const user = auth.signIn('token-a');
      await settle();
      const before = store.getSnapshot();
      const notified: boolean[] = [];
      store.subscribe(() => notified.push(store.isReconnecting()));

      down = true;
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
      await settle();
      expect(user.forcedRefreshes).toBe(1);
      expect(store.getSnapshot()).toBe(before);
      expect(store.isReconnecting()).toBe(true);
      // The refreshed token is kept for the retries.
      expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-a-refreshed-1');

      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
      expect(store.getSnapshot()).toBe(before);
      expect(auth.signOutCalls).toBe(0);
      expect(navigate).not.toHaveBeenCalled();

      down = false;
      await vi.advanceTimersByTimeAsync(8000);
      await settle();
      expect(store.isReconnecting()).toBe(false);
      expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: makeMeUser() });
      expect(notified).toEqual([true, false, false]);
      expect(fetchMe).toHaveBeenCalledTimes(6);

      // The next refresh is scheduled from the successful load.
      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
      await settle();
      expect(user.forcedRefreshes).toBe(2);
    });

    it('retries a token refresh that Firebase could not make (network), keeping the user', async () => {
      const { auth, store, navigate } = setup();
      store.start();
      const user = auth.signIn('token-a');
      await settle();
      user.failTokenRequests(firebaseError('auth/network-request-failed'));

      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
      await settle();
      expect(store.isReconnecting()).toBe(true);
      expect(store.getSnapshot().status).toBe('signedIn');
      expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-a');

      user.failTokenRequests(null);
      await vi.advanceTimersByTimeAsync(1000);
      await settle();
      expect(user.forcedRefreshes).toBe(1);
      expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-a-refreshed-1');
      expect(store.isReconnecting()).toBe(false);
      expect(auth.signOutCalls).toBe(0);
      expect(navigate).not.toHaveBeenCalled();
    });

    it.each(['auth/user-disabled', 'auth/user-not-found', 'auth/user-token-expired'])(
      'signs out when Firebase refuses the token refresh with %s',
      async (code) => {
        const { auth, store, navigate } = setup();
        store.start();
        const user = auth.signIn();
        await settle();
        user.failTokenRequests(firebaseError(code));

        await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_MS);
        await settle();
        expect(auth.signOutCalls).toBe(1);
        expect(store.getSnapshot().status).toBe('signedOut');
        expect(navigate).toHaveBeenCalledWith('/auth/sign-in?returnTo=%2Fapp%2Fall');
      },
    );

    it('waits at most 30 s between tries however long the outage', async () => {
      const { auth, store, fetchMe } = createDefaultDelayStore();
      store.start();
      auth.signIn();
      await settle();
      // 1 + 2 + 4 + 8 + 16 s at most (with the spread: 1.25 × each), then 30 s (+25 %) each.
      await vi.advanceTimersByTimeAsync(1.25 * 31_000);
      const afterBackoff = fetchMe.mock.calls.length;
      expect(afterBackoff).toBe(6);
      await vi.advanceTimersByTimeAsync(3 * 37_500);
      expect(fetchMe.mock.calls.length - afterBackoff).toBeGreaterThanOrEqual(3);
      expect(store.isReconnecting()).toBe(true);
      store.stop();
      expect(store.isReconnecting()).toBe(false);
    });

    it('stops retrying when the user signs out meanwhile', async () => {
      const { auth, store, fetchMe, navigate } = setup({
        fetchMe: async () => {
          throw offline();
        },
      });
      store.start();
      auth.signIn();
      await settle();
      expect(store.isReconnecting()).toBe(true);

      await store.signOut();
      expect(store.isReconnecting()).toBe(false);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth/sign-in');
      const calls = fetchMe.mock.calls.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMe.mock.calls.length).toBe(calls);
    });

    it('checks the connection when another request could not reach the API, quietly when it is back', async () => {
      let down = false;
      const { auth, store, fetchMe, navigate } = setup({
        fetchMe: async () => {
          if (down) throw unavailable();
          return makeMeUser();
        },
      });
      const unsubscribe = checkConnectionWhenUnreachable(store);
      store.start();
      auth.signIn();
      await settle();
      const reconnectingSeen: boolean[] = [];
      store.subscribe(() => reconnectingSeen.push(store.isReconnecting()));

      // A blip: the check finds the API answering and shows nothing.
      reportConnectionProblem();
      await settle();
      expect(fetchMe).toHaveBeenCalledTimes(2);
      expect(reconnectingSeen).not.toContain(true);

      // An outage: the check keeps trying, one loop however many requests fail.
      down = true;
      reportConnectionProblem();
      reportConnectionProblem();
      await settle();
      expect(fetchMe).toHaveBeenCalledTimes(3);
      expect(store.isReconnecting()).toBe(true);
      reportConnectionProblem();
      await settle();
      expect(fetchMe).toHaveBeenCalledTimes(3);

      down = false;
      await vi.advanceTimersByTimeAsync(1000);
      await settle();
      expect(store.isReconnecting()).toBe(false);
      expect(store.getSnapshot().status).toBe('signedIn');
      expect(auth.signOutCalls).toBe(0);
      expect(navigate).not.toHaveBeenCalled();
      unsubscribe();
    });

    it('does not check the connection for a visitor who is not signed in', async () => {
      const { store, fetchMe } = setup({ pathname: '/auth/sign-in' });
      store.start();
      await settle();
      store.checkConnection();
      await settle();
      expect(fetchMe).not.toHaveBeenCalled();
    });
  });
});

/** A store with the real reconnect delays (1 s doubling to 30 s, with their spread) and an API that is down. */
function createDefaultDelayStore() {
  const auth = createFakeAuth();
  const fetchMe = vi.fn(async (): Promise<MeUser | null> => {
    throw unavailable();
  });
  const store = createSessionStore({
    getAuth: () => auth,
    fetchMe,
    navigator: { navigate: vi.fn(), getPathname: () => '/app/all' },
  });
  return { auth, store, fetchMe };
}
