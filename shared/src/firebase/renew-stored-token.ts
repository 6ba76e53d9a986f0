/**
 * Brings an expired stored ID token up to date before a request. A tab that slept past the
 * token's hour, or a page that does not run the session (the pending-user page opened from an
 * e-mail), would otherwise send a stale token and get its user refused. A token that is still
 * good is left alone: the session store keeps it current, and Firebase is not asked at all.
 */
import { AUTH_TOKEN_KEY } from '../constants';

/** The part of Firebase Auth used here; firebase's `Auth` satisfies it. */
export interface TokenSource {
  authStateReady(): Promise<void>;
  readonly currentUser: { getIdToken(): Promise<string> } | null;
}

/** A token this close to its expiry may expire on the way; Firebase renews within 30 s of it. */
const EXPIRY_MARGIN_MS = 60_000;

/** Whether `token` is a JWT whose `exp` is more than the margin away; anything unreadable is not. */
export function isTokenFresh(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 - now > EXPIRY_MARGIN_MS;
  } catch {
    return false;
  }
}

export async function renewStoredToken(
  auth: TokenSource,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: () => number = Date.now,
): Promise<void> {
  const stored = storage.getItem(AUTH_TOKEN_KEY);
  // No stored token: nobody signed in here (or signed out), and a public page stays anonymous.
  if (!stored || isTokenFresh(stored, now())) return;
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return;
  const token = await user.getIdToken();
  // The session may have moved on meanwhile (signed out, or stored a newer token): keep its word.
  if (auth.currentUser === user && storage.getItem(AUTH_TOKEN_KEY) === stored) {
    storage.setItem(AUTH_TOKEN_KEY, token);
  }
}
