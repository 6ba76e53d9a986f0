import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { unauthenticated } from '../errors/app-errors';

/** What the API trusts about the caller once the Firebase ID token is verified. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
  /** True when Firebase verified the e-mail, or the account signed in through Google. */
  verified: boolean;
  displayName: string | null;
  photoUrl: string | null;
}

/** `authorization: Bearer <token>`; an empty or other value counts as no token. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function identityFromToken(token: DecodedIdToken): VerifiedIdentity {
  if (!token.email)
    throw unauthenticated('Your account has no e-mail address. Sign in with e-mail or Google.');
  return {
    uid: token.uid,
    email: token.email.toLowerCase(),
    verified: token.email_verified === true || token.firebase.sign_in_provider === 'google.com',
    displayName: typeof token.name === 'string' ? token.name : null,
    photoUrl: typeof token.picture === 'string' ? token.picture : null,
  };
}

const TOKEN_REJECTIONS = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * True when Firebase refused the token itself. Anything else (no network, no credentials for the
 * revocation check) is our fault, not the caller's: it must not sign them out.
 */
export const isTokenRejection = (error: unknown): boolean =>
  TOKEN_REJECTIONS.has((error as { code?: string } | null)?.code ?? '');

export const invalidSession = () =>
  unauthenticated('Your session has expired or is not valid. Sign in again.');

/**
 * The token's claims once Firebase verified signature, audience, issuer and expiry. `checkRevoked`
 * also asks Firebase whether the session was revoked or the account disabled (a network call).
 */
export async function verifyIdToken(
  auth: Auth,
  token: string,
  checkRevoked: boolean,
): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(token, checkRevoked);
  } catch (error) {
    if (!isTokenRejection(error)) throw error;
    throw invalidSession();
  }
}

/**
 * Verifies the token afresh, bypassing every cache (src/auth/verified-tokens.ts); with
 * `checkRevoked`, for Admin mutations.
 */
export async function verifyIdentity(
  auth: Auth,
  token: string,
  checkRevoked = false,
): Promise<VerifiedIdentity> {
  return identityFromToken(await verifyIdToken(auth, token, checkRevoked));
}
