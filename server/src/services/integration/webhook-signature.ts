import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-hearback-signature';
export const TIMESTAMP_HEADER = 'x-hearback-timestamp';
export const EVENT_HEADER = 'x-hearback-event';
export const DELIVERY_HEADER = 'x-hearback-delivery';

/** 32 random bytes, prefixed so that a leaked secret is recognisable in logs and scanners. */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `v1=` and the hex HMAC-SHA256, keyed with the endpoint's secret, of `<timestamp>.<body>`:
 * the timestamp (Unix seconds, also in X-Hearback-Timestamp) is signed with the body, so a
 * receiver that refuses old timestamps cannot be fed a recorded request again.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (README, "Receiving webhooks"); kept here to document and test it. */
export function verifyWebhook(
  secret: string,
  signature: string,
  timestamp: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, seconds, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
