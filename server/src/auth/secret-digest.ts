import { hash } from 'node:crypto';

/**
 * What is stored in place of a secret someone holds (an API key, the token of an e-mailed link):
 * the row is found by the digest of what they present, and a leaked table gives no usable secret.
 * The secrets are long and random, so a plain SHA-256 is enough (no salt, no slow hash). The
 * one-shot form: it runs for every signed-in request (src/auth/verified-tokens.ts).
 */
export const secretDigest = (secret: string): string => hash('sha256', secret, 'hex');
