import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { secretDigest } from '../../auth/secret-digest';
import { domainEmailConfirmations, organisations } from '../../db/schema';
import { apiError, conflict, forbidden, notFound } from '../../errors/app-errors';
import type { OrganisationDomain } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { mailLanguageOfUser } from '../../i18n/stored-language';
import { domainConfirmationMail } from '../../mail/messages';
import { adminOf, inOrganisation } from '../access';
import type { ServiceContext } from '../context';
import { RATE_LIMITED } from '../rate-limit/mail-throttle';
import { minutesToWait } from '../rate-limit/minutes-to-wait';
import { NO_DOMAIN } from './check-domain-dns';
import { markDomainVerified } from './mark-domain-verified';
import { canProveByEmail, DOMAIN_ACTION, domainView, readDomainRow } from './organisation-domain';

/** A confirmation link works this long: an Admin reads their mail the same day, or the next. */
export const DOMAIN_EMAIL_TTL_MS = 24 * 3_600_000;
/** Confirmation e-mails an organisation can ask for per hour (they go to its own Admins only). */
export const DOMAIN_EMAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

/** Where the link lands: the organisation page, which confirms it for the signed-in Admin. */
export const DOMAIN_CONFIRMATION_PARAM = 'domainConfirmation';

export const LINK_NOT_VALID =
  'This confirmation link is not valid any more. Send a new one from the organisation page.';

/**
 * The e-mail proof: an Admin whose own verified address is at the domain gets a link; opening it
 * (confirmOrganisationDomainEmail) proves the domain. The mail is sent inside the transaction
 * that stores the link, so a mail server that refuses it leaves no link behind.
 */
export async function sendOrganisationDomainEmail(ctx: ServiceContext): Promise<boolean> {
  const admin = await adminOf(ctx, DOMAIN_ACTION);
  const now = new Date();
  await inOrganisation(ctx.db, admin, async (tx) => {
    const row = await readDomainRow(tx, admin);
    if (!row.domain) throw conflict(NO_DOMAIN);
    if (row.verifiedAt) throw conflict(message('{{domain}} is already verified.', { domain: row.domain }));
    if (!canProveByEmail(row)) {
      throw forbidden(
        message(
          'Your own e-mail address is not at {{domain}}, so it cannot prove the domain. Add the DNS record instead.',
          { domain: row.domain },
        ),
      );
    }
    const recent = await tx
      .select({ createdAt: domainEmailConfirmations.createdAt })
      .from(domainEmailConfirmations)
      .where(
        and(
          eq(domainEmailConfirmations.organisationId, admin.organisationId),
          gt(domainEmailConfirmations.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .orderBy(asc(domainEmailConfirmations.createdAt));
    if (recent.length >= DOMAIN_EMAILS_PER_HOUR) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((recent[0]!.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000),
      );
      throw apiError(
        message(
          'Your organisation asked for {{count}} confirmation e-mails within the hour. Wait {{wait}} and try again.',
          { count: DOMAIN_EMAILS_PER_HOUR, wait: minutesToWait(retryAfterSeconds) },
        ),
        { code: RATE_LIMITED, retryAfterSeconds },
      );
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + DOMAIN_EMAIL_TTL_MS);
    await tx.insert(domainEmailConfirmations).values({
      organisationId: admin.organisationId,
      userId: admin.userId,
      domain: row.domain,
      tokenHash: secretDigest(token),
      expiresAt,
    });
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, admin.organisationId));
    await ctx.mailer.send(
      domainConfirmationMail({
        to: row.adminEmail,
        organisationName: organisation!.name,
        domain: row.domain,
        link: `${ctx.publicUrl()}/app/organisation?${DOMAIN_CONFIRMATION_PARAM}=${encodeURIComponent(token)}`,
        expiresAt,
        language: await mailLanguageOfUser(tx, admin.userId),
      }),
    );
  });
  return true;
}

/**
 * Opening the e-mailed link: valid for the Admin it was sent to, once, within its day, while the
 * website still has that domain and their address is still at it.
 */
export async function confirmOrganisationDomainEmail(
  ctx: ServiceContext,
  token: string,
): Promise<OrganisationDomain> {
  const admin = await adminOf(ctx, DOMAIN_ACTION);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const now = new Date();
    const [link] = await tx
      .update(domainEmailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(domainEmailConfirmations.tokenHash, secretDigest(token.trim())),
          eq(domainEmailConfirmations.organisationId, admin.organisationId),
          eq(domainEmailConfirmations.userId, admin.userId),
          isNull(domainEmailConfirmations.usedAt),
          gt(domainEmailConfirmations.expiresAt, now),
        ),
      )
      .returning({ domain: domainEmailConfirmations.domain });
    if (!link) throw notFound(LINK_NOT_VALID);
    const row = await readDomainRow(tx, admin);
    if (row.domain !== link.domain || !canProveByEmail(row)) throw notFound(LINK_NOT_VALID);
    if (!row.verifiedAt)
      await markDomainVerified(tx, admin, { domain: link.domain, token: row.token }, 'AdminEmail');
    return domainView({ ...(await readDomainRow(tx, admin)), domain: link.domain });
  });
}
