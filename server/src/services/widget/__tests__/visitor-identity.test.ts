import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedBy, signIdentity } from '../visitor-identity';

const SECRET = 'identity-secret-for-tests';

describe('visitor identity signatures', () => {
  it('is HMAC-SHA256 of the e-mail exactly as given, in hex, as a host server computes it', () => {
    const host = createHmac('sha256', SECRET).update('Ada@Example.com').digest('hex');
    expect(signIdentity(SECRET, 'Ada@Example.com')).toBe(host);
    expect(isSignedBy(SECRET, { email: 'Ada@Example.com', signature: host })).toBe(true);
    expect(isSignedBy(SECRET, { email: 'Ada@Example.com', signature: host.toUpperCase() })).toBe(true);
  });

  it('refuses another address, another secret, and anything that is not 64 hex digits', () => {
    const signature = signIdentity(SECRET, 'ada@example.com');
    expect(isSignedBy(SECRET, { email: 'bob@example.com', signature })).toBe(false);
    expect(isSignedBy('another-secret', { email: 'ada@example.com', signature })).toBe(false);
    for (const bad of ['', signature.slice(0, 63), `${signature}00`, `${signature.slice(0, 63)}g`]) {
      expect(isSignedBy(SECRET, { email: 'ada@example.com', signature: bad })).toBe(false);
    }
  });
});
