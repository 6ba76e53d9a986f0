import { randomBytes } from 'node:crypto';
import { secretDigest } from '../../auth/secret-digest';

/** Every key starts so, which tells an API key from a Firebase ID token (a JWT never does). */
export const API_KEY_PREFIX = 'hb_';

/** 256 bits from the operating system's CSPRNG. */
const SECRET_BYTES = 32;

/** `hb_` and 43 base64url characters. */
const API_KEY_SHAPE = /^hb_[A-Za-z0-9_-]{43}$/;

/** Characters after `hb_` kept in clear to tell keys apart: too few to narrow a search. */
const VISIBLE_CHARACTERS = 8;

export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

export const isWellFormedApiKey = (token: string): boolean => API_KEY_SHAPE.test(token);

/**
 * SHA-256 of the whole key, hex. A fast hash is enough here, unlike for passwords: a key is 256
 * random bits, not something a person chose, so no dictionary or brute force can find a key from
 * its hash, however fast each guess; a slow hash (bcrypt, scrypt, Argon2) would only add
 * its cost to every API request. Being unsalted and deterministic, the hash is also the
 * look-up key (a unique index), so a request costs one indexed read.
 */
export const hashApiKey = (key: string): string => secretDigest(key);

export const apiKeyPrefix = (key: string): string => key.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARACTERS);

export interface NewApiKey {
  /** Shown to the Admin once, never stored. */
  secret: string;
  prefix: string;
  hash: string;
}

export function newApiKey(): NewApiKey {
  const secret = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { secret, prefix: apiKeyPrefix(secret), hash: hashApiKey(secret) };
}
