import { createHmac, timingSafeEqual } from 'node:crypto';
import { isEmailAddress, normaliseEmailAddress } from '@hearback/input-rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { widgetIdentitySecrets } from '../../db/schema';
import { EMAIL_MAX } from '../validation/fields';

/**
 * Whom the host page says its visitor is: the e-mail address and the host server's signature of
 * it, HMAC-SHA256 keyed with the organisation's widget identity secret, as 64 hex digits. A page
 * can name anyone; only the host's server knows the secret, so only a signed identity is believed.
 */
export interface VisitorIdentity {
  email: string;
  signature: string;
}

export const identitySchema = z.object(
  {
    email: z
      .string({ error: 'The identity needs the e-mail address.' })
      .max(EMAIL_MAX, { error: 'The e-mail address is too long.' }),
    signature: z
      .string({ error: 'The identity needs its signature.' })
      .max(128, { error: 'The signature is too long.' }),
  },
  { error: 'The identity must be an object with email and signature.' },
);

/** The signature of exactly the text the page passes (the host signs what it prints). */
export function signIdentity(secret: string, email: string): string {
  return createHmac('sha256', secret).update(email, 'utf8').digest('hex');
}

/** Constant-time, so a forger learns nothing from how long a refusal takes. */
export function isSignedBy(secret: string, identity: VisitorIdentity): boolean {
  const expected = Buffer.from(signIdentity(secret, identity.email), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(identity.signature) ? Buffer.from(identity.signature, 'hex') : null;
  return given !== null && timingSafeEqual(expected, given);
}

/** The organisation's secret, or null while no Admin has made one (then no identity is believed). */
export async function identitySecretOf(tx: Transaction, organisationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ secret: widgetIdentitySecrets.secret })
    .from(widgetIdentitySecrets)
    .where(eq(widgetIdentitySecrets.organisationId, organisationId));
  return row?.secret ?? null;
}

/**
 * The contact e-mail the identity proves (lower-case, as contacts store it), or null when it is
 * unsigned, signed with anything but the current secret, or not an address: such a visitor is
 * anonymous for targeting.
 */
export async function verifiedEmail(
  tx: Transaction,
  organisationId: string,
  identity: VisitorIdentity | undefined,
): Promise<string | null> {
  if (!identity) return null;
  const email = identity.email.trim();
  if (!isEmailAddress(email)) return null;
  const secret = await identitySecretOf(tx, organisationId);
  return secret && isSignedBy(secret, identity) ? normaliseEmailAddress(email) : null;
}
