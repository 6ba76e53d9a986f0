import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../constants';
import { isTokenFresh, renewStoredToken, type TokenSource } from '../renew-stored-token';

/** An unsigned JWT expiring at `exp` (seconds), as the Auth Emulator issues them. */
const jwt = (exp: number) =>
  `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ exp, sub: 'u1' })).replace(/=+$/, '')}.`;
const NOW = Date.parse('2026-11-25T12:00:00Z');

/** Firebase as the page sees it right after load: the user is restored once authStateReady resolves. */
function restoredAuth(token: string) {
  const getIdToken = vi.fn(async () => token);
  const auth: TokenSource & { currentUser: { getIdToken: typeof getIdToken } | null } = {
    currentUser: null,
    authStateReady: vi.fn(async () => {
      auth.currentUser = { getIdToken };
    }),
  };
  return { auth, getIdToken };
}

describe('renewStoredToken', () => {
  it('replaces a stale stored token with the one Firebase holds, once Firebase has restored the user', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired-yesterday');
    const { auth } = restoredAuth('fresh');
    await renewStoredToken(auth, window.localStorage);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh');
  });

  it('leaves an anonymous visitor alone (no stored token: Firebase is not even asked)', async () => {
    const { auth } = restoredAuth('fresh');
    await renewStoredToken(auth, window.localStorage);
    expect(auth.authStateReady).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('leaves a token that is still good alone, without asking Firebase', async () => {
    const fresh = jwt(NOW / 1000 + 600);
    window.localStorage.setItem(AUTH_TOKEN_KEY, fresh);
    const { auth } = restoredAuth('other');
    await renewStoredToken(auth, window.localStorage, () => NOW);
    expect(auth.authStateReady).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(fresh);
  });

  it('renews a token that has expired, or is about to', async () => {
    for (const exp of [NOW / 1000 - 3600, NOW / 1000 + 30]) {
      window.localStorage.setItem(AUTH_TOKEN_KEY, jwt(exp));
      const { auth } = restoredAuth('fresh');
      await renewStoredToken(auth, window.localStorage, () => NOW);
      expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh');
    }
  });

  it('does not overwrite a token the session stored meanwhile', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const { auth, getIdToken } = restoredAuth('renewed-here');
    getIdToken.mockImplementation(async () => {
      window.localStorage.setItem(AUTH_TOKEN_KEY, 'stored-by-the-session');
      return 'renewed-here';
    });
    await renewStoredToken(auth, window.localStorage);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored-by-the-session');
  });

  it('reads the expiry of a JWT and finds nothing fresh in what is not one', () => {
    expect(isTokenFresh(jwt(NOW / 1000 + 600), NOW)).toBe(true);
    expect(isTokenFresh(jwt(NOW / 1000 + 10), NOW)).toBe(false);
    expect(isTokenFresh('expired-token-of-yesterday', NOW)).toBe(false);
    expect(isTokenFresh('a.%%%.b', NOW)).toBe(false);
  });

  it('does not bring a token back that a sign-out removed meanwhile', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    const { auth, getIdToken } = restoredAuth('fresh');
    getIdToken.mockImplementation(async () => {
      window.localStorage.removeItem(AUTH_TOKEN_KEY);
      return 'fresh';
    });
    await renewStoredToken(auth, window.localStorage);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
