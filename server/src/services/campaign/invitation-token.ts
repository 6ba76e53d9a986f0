import { randomBytes } from 'node:crypto';
import { isUuid } from '../validation/fields';

/** 192 random bits, URL-safe. */
export const newInvitationSecret = (): string => randomBytes(24).toString('base64url');

/**
 * The personal link's token: `<organisation id>.<secret>`. The public page acts as that
 * organisation (row-level security keeps the lookup inside it) and the secret names the
 * invitation; without the secret the organisation id opens nothing.
 */
export const invitationToken = (organisationId: string, secret: string): string =>
  `${organisationId}.${secret}`;

export function parseInvitationToken(token: string): { organisationId: string; secret: string } | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const organisationId = token.slice(0, dot).toLowerCase();
  const secret = token.slice(dot + 1);
  if (!isUuid(organisationId) || !/^[A-Za-z0-9_-]{16,64}$/.test(secret)) return null;
  return { organisationId, secret };
}

/**
 * The personal response page, and the same page's unsubscribe action; `language`, the mail's,
 * is the page's too (`&lang=`).
 */
export function invitationLinks(
  publicUrl: string,
  token: string,
  language?: string | null,
): { respond: string; unsubscribe: string } {
  const respond = `${publicUrl}/feedback?invitation=${encodeURIComponent(token)}${language ? `&lang=${language}` : ''}`;
  return { respond, unsubscribe: `${respond}&unsubscribe=1` };
}
