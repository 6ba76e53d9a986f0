import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_EMAIL_LINK_TTL_MS, feedbackEmailTokens } from '../email-verification-token';

const SECRET = 'a-signing-secret-of-at-least-32-characters';
const CLAIM = {
  organisationId: '0b6f2a4e-3c1d-4e5f-8a9b-0c1d2e3f4a5b',
  recordingId: 'F1E2D3C4-B5A6-4978-8695-A4B3C2D1E0F9',
};

describe('feedback e-mail tokens', () => {
  it('reads back what was issued, until the expiry', () => {
    let now = 1_800_000_000_000;
    const tokens = feedbackEmailTokens(SECRET, () => now);
    const { token, expiresAt } = tokens.issue(CLAIM);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(expiresAt.getTime()).toBe(now + FEEDBACK_EMAIL_LINK_TTL_MS);
    const claim = {
      organisationId: CLAIM.organisationId,
      recordingId: CLAIM.recordingId.toLowerCase(),
      expires: expiresAt.getTime(),
    };
    expect(tokens.read(token)).toEqual({ status: 'valid', claim });
    now = expiresAt.getTime() - 1;
    expect(tokens.read(token).status).toBe('valid');
    now = expiresAt.getTime();
    expect(tokens.read(token)).toEqual({ status: 'expired', claim });
  });

  it('refuses a token signed with another secret, altered, truncated or malformed', () => {
    const tokens = feedbackEmailTokens(SECRET);
    const { token } = tokens.issue(CLAIM);
    const [payload, signature] = token.split('.') as [string, string];
    const other = feedbackEmailTokens(`${SECRET}-rotated`).issue(CLAIM).token;
    // Another recording of the same organisation, under the original signature.
    const bytes = Buffer.from(payload, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    const altered = `${bytes.toString('base64url')}.${signature}`;
    for (const bad of [
      other,
      altered,
      `${payload}.${signature.slice(0, -2)}`,
      payload,
      `${payload}.${signature}.extra`,
      '',
      'not a token',
    ]) {
      expect(tokens.read(bad)).toEqual({ status: 'invalid' });
    }
  });

  it('never accepts a download-link signature of the same secret as a token', () => {
    // The key is derived for this purpose: an HMAC with the raw secret does not verify.
    const tokens = feedbackEmailTokens(SECRET);
    const { token } = tokens.issue(CLAIM);
    const [payload] = token.split('.') as [string];
    const raw = createHmac('sha256', SECRET).update(Buffer.from(payload, 'base64url')).digest('base64url');
    expect(tokens.read(`${payload}.${raw}`)).toEqual({ status: 'invalid' });
  });
});
