import { createHmac, timingSafeEqual } from 'node:crypto';

/** A mailed confirmation link works this long: a visitor reads their mail the same day, or the next. */
export const FEEDBACK_EMAIL_LINK_TTL_MS = 24 * 60 * 60_000;

export interface FeedbackEmailClaim {
  organisationId: string;
  recordingId: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

export type TokenReading =
  | { status: 'valid'; claim: FeedbackEmailClaim }
  | { status: 'expired'; claim: FeedbackEmailClaim }
  | { status: 'invalid' };

const VERSION = 1;
// version (1) + organisation (16) + recording (16) + expiry in ms (6, good until the year 10889)
const PAYLOAD_BYTES = 39;
const UUID_HEX = /^[0-9a-f]{32}$/;

const uuidBytes = (uuid: string) => {
  const hex = uuid.replace(/-/g, '').toLowerCase();
  if (!UUID_HEX.test(hex)) throw new Error(`Not a UUID: ${uuid}`);
  return Buffer.from(hex, 'hex');
};

const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Signed, expiring tokens of the links that confirm a visitor's e-mail address
 * (`/feedback/verify?token=…`): the recording and its organisation, an expiry, and an
 * HMAC-SHA256 over them. Nothing is stored: the signature is the proof that the link came from
 * the mail sent to the recording's address. The key is derived from the upload signing secret
 * (which every API server behind a proxy already shares) for this one purpose, so a signature of
 * one kind is never valid as another.
 */
export function feedbackEmailTokens(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('hearback:feedback-email-verification:v1').digest();
  const sign = (payload: Buffer) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(claim: { organisationId: string; recordingId: string }): { token: string; expiresAt: Date } {
      const expires = now() + FEEDBACK_EMAIL_LINK_TTL_MS;
      const payload = Buffer.alloc(PAYLOAD_BYTES);
      payload.writeUInt8(VERSION, 0);
      uuidBytes(claim.organisationId).copy(payload, 1);
      uuidBytes(claim.recordingId).copy(payload, 17);
      payload.writeUIntBE(expires, 33, 6);
      return {
        token: `${payload.toString('base64url')}.${sign(payload).toString('base64url')}`,
        expiresAt: new Date(expires),
      };
    },

    /** What a token claims when its signature holds; `expired` still names the recording. */
    read(token: string): TokenReading {
      const [encoded, signature, ...rest] = token.trim().split('.');
      if (!encoded || !signature || rest.length > 0) return { status: 'invalid' };
      const payload = Buffer.from(encoded, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (
        payload.length !== PAYLOAD_BYTES ||
        payload.readUInt8(0) !== VERSION ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return { status: 'invalid' };
      }
      const claim: FeedbackEmailClaim = {
        organisationId: uuidOf(payload.subarray(1, 17)),
        recordingId: uuidOf(payload.subarray(17, 33)),
        expires: payload.readUIntBE(33, 6),
      };
      return claim.expires <= now() ? { status: 'expired', claim } : { status: 'valid', claim };
    },
  };
}

export type FeedbackEmailTokens = ReturnType<typeof feedbackEmailTokens>;
