import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Logger } from '../logger';
import { BoundedCache } from './bounded-cache';
import {
  identityFromToken,
  invalidSession,
  isTokenRejection,
  type VerifiedIdentity,
  verifyIdToken,
} from './identity';
import { secretDigest } from './secret-digest';

export interface VerifiedTokenSettings {
  /**
   * How old Firebase's answer to "was this session revoked, or the account disabled?" may be
   * when a request is served on it; a token older than that is checked again first.
   */
  revocationCheckMs: number;
  /** Tokens kept at most; the one used longest ago makes room. */
  maxTokens: number;
}

export interface VerifiedTokens {
  /** The identity a Firebase ID token proves; throws UNAUTHENTICATED for one that does not. */
  identity(token: string): Promise<VerifiedIdentity>;
  /** Drops a token whose session was found revoked elsewhere (an Admin mutation's check). */
  forget(token: string): void;
}

interface Entry {
  identity: Promise<VerifiedIdentity>;
  /** When the revocation check this entry stands on began. */
  checkedAt: number;
  /** The token's own expiry (ms); unknown, hence infinite, while the check runs. */
  expiresAt: number;
}

/**
 * Verified ID tokens, so that a signed-in request costs no call to Firebase: a token is verified
 * once, revocation included, and then serves until it expires, its revocation checked again
 * whenever the last answer is `revocationCheckMs` old. Tokens are kept by their SHA-256, never
 * as themselves, and one token's entry answers for that exact token only. Concurrent requests
 * with a token being checked wait for that one check. A token that does not verify is not kept.
 *
 * When Firebase cannot be asked (no network, no service account), the request is served on the
 * token's signature and expiry alone, as before this cache existed, and a warning is logged; the
 * check is tried again after `revocationCheckMs`.
 */
export function createVerifiedTokens(
  auth: Auth,
  settings: VerifiedTokenSettings,
  logger: Logger,
  now: () => number = Date.now,
): VerifiedTokens {
  const tokens = new BoundedCache<string, Entry>(settings.maxTokens);

  async function check(token: string): Promise<DecodedIdToken> {
    try {
      return await auth.verifyIdToken(token, true);
    } catch (error) {
      if (isTokenRejection(error)) throw invalidSession();
      logger.warn(
        { err: error },
        'Firebase could not be asked whether a session was revoked; it is served on its signature alone until the next check',
      );
      return verifyIdToken(auth, token, false);
    }
  }

  return {
    identity(token) {
      const key = secretDigest(token);
      const at = now();
      const kept = tokens.get(key);
      if (kept && at < kept.expiresAt && at - kept.checkedAt < settings.revocationCheckMs)
        return kept.identity;
      // First sight, expired (Firebase then says so), or the revocation answer is due.
      const identity = check(token)
        .then((decoded) => {
          const verified = identityFromToken(decoded);
          entry.expiresAt = decoded.exp * 1000;
          return verified;
        })
        .catch((error: unknown) => {
          tokens.deleteIf(key, entry);
          throw error;
        });
      const entry: Entry = { identity, checkedAt: at, expiresAt: Number.POSITIVE_INFINITY };
      tokens.set(key, entry);
      return identity;
    },
    forget(token) {
      tokens.delete(secretDigest(token));
    },
  };
}
