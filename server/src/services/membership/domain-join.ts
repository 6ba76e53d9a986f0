import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { joinRequests, notifications, organisations, users } from '../../db/schema';
import { setScope, withScope } from '../../db/scope';
import { apiError, conflict, forbidden, notFound } from '../../errors/app-errors';
import type { DomainJoinOffer, User } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { mailLanguageOf } from '../../i18n/stored-language';
import { joinRequestMail } from '../../mail/messages';
import { isAwaitingReview } from '../access';
import type { ServiceContext, ServiceDependencies } from '../context';
import { notificationText } from '../notification/notification-message';
import { notificationRecipients, type Recipient } from '../notification/notification-recipients';
import { emailDomain, isFreeMailDomain } from '../organization/website-domain';
import { RATE_LIMITED } from '../rate-limit/mail-throttle';
import { minutesToWait } from '../rate-limit/minutes-to-wait';
import type { Caller } from '../user/caller';
import { readProfile } from '../user/get-me';
import { isUuid } from '../validation/fields';

/** Where an Admin reviews waiting users: the review panel of any product page. */
export const REVIEW_PANEL_PATH = '/app/all?review=true';

/** Each request e-mails the Admins: asking, withdrawing and asking again is limited per hour. */
export const JOIN_REQUESTS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

const NOT_OFFERED = 'This organisation does not take requests to join from your e-mail domain.';
const ALREADY_MEMBER = 'You already belong to an organisation.';

export interface JoinRequested {
  requestId: string;
  email: string;
  organisation: { id: string; name: string };
  admins: Recipient[];
}

/** Who may be offered organisations by e-mail domain: usable, and in no organisation yet. */
const isLooking = (caller: Caller) => caller.enabled && caller.verified && !caller.organisationId;

/**
 * The organisations that proved they own the domain of the caller's e-mail address, oldest first.
 * Offering is all it does: nobody is moved anywhere, and the organisations learn nothing.
 */
export async function domainJoinOffers(ctx: ServiceContext): Promise<DomainJoinOffer[]> {
  const caller = await ctx.caller();
  const domain = emailDomain(caller.email);
  if (!isLooking(caller) || isFreeMailDomain(domain)) return [];
  return withScope(ctx.db, { userId: caller.id, lookupDomain: domain }, (tx) => offersFor(tx, domain));
}

/** Row-level security shows the lookup only proven organisations too (migration 0022). */
async function offersFor(
  tx: Transaction,
  domain: string,
  organisationId?: string,
): Promise<DomainJoinOffer[]> {
  const proven = await tx
    .select({ organizationId: organisations.id, organizationName: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.websiteDomain, domain),
        isNotNull(organisations.domainVerifiedAt),
        organisationId ? eq(organisations.id, organisationId) : undefined,
      ),
    )
    .orderBy(asc(organisations.createdAt), asc(organisations.id));
  return proven.map((organisation) => ({ ...organisation, domain }));
}

/**
 * The caller's consent: they ask to join one of the organisations domainJoinOffers named. They
 * enter it without role and disabled (the dashboard shows /waiting/confirmation), a pending
 * request is recorded and the Admins are told as the organisation's ReviewUsers notification
 * setting says; e-mails go out once the transaction has committed.
 */
export async function requestDomainJoin(ctx: ServiceContext, organisationId: string): Promise<User> {
  const caller = await ctx.caller();
  if (isAwaitingReview(caller)) throw conflict('You already asked to join an organisation.');
  if (!caller.enabled) throw forbidden('Your account is disabled.');
  if (!caller.verified) throw forbidden('Verify your e-mail address to continue.');
  if (caller.organisationId) throw conflict(ALREADY_MEMBER);
  const domain = emailDomain(caller.email);
  if (!isUuid(organisationId) || isFreeMailDomain(domain)) throw notFound(NOT_OFFERED);
  await ctx.confirmSession();

  const joined = await withScope(ctx.db, { userId: caller.id, lookupDomain: domain }, async (tx) => {
    const [offer] = await offersFor(tx, domain, organisationId);
    if (!offer) throw notFound(NOT_OFFERED);
    const organisation = { id: offer.organizationId, name: offer.organizationName };
    await setScope(tx, { organisationId: organisation.id, userId: caller.id });
    await limitRequests(tx, caller.id, organisation.id);
    return enterForReview(tx, caller, organisation);
  });
  await mailJoinRequest(ctx, joined);
  return readProfile(ctx.db, caller.id, joined.organisation.id);
}

async function limitRequests(tx: Transaction, userId: string, organisationId: string) {
  const now = Date.now();
  const recent = await tx
    .select({ createdAt: joinRequests.createdAt })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.organisationId, organisationId),
        eq(joinRequests.userId, userId),
        gt(joinRequests.createdAt, new Date(now - HOUR_MS)),
      ),
    )
    .orderBy(asc(joinRequests.createdAt));
  if (recent.length < JOIN_REQUESTS_PER_HOUR) return;
  // The oldest request of the hour leaves the window first.
  const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + HOUR_MS - now) / 1000));
  throw apiError(
    message(
      'You asked to join this organisation {{count}} times within the hour. Wait {{wait}} and try again.',
      {
        count: JOIN_REQUESTS_PER_HOUR,
        wait: minutesToWait(retryAfterSeconds),
      },
    ),
    { code: RATE_LIMITED, retryAfterSeconds },
  );
}

async function enterForReview(
  tx: Transaction,
  user: Caller,
  organisation: { id: string; name: string },
): Promise<JoinRequested> {
  const moved = await tx
    .update(users)
    .set({
      organisationId: organisation.id,
      role: null,
      enabled: false,
      invitationAccepted: false,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), isNull(users.organisationId)))
    .returning({ id: users.id });
  // A parallel request of the same user got there first; this transaction rolls back.
  if (moved.length === 0) throw conflict(ALREADY_MEMBER);
  const [request] = await tx
    .insert(joinRequests)
    .values({ organisationId: organisation.id, userId: user.id, email: user.email })
    .returning({ id: joinRequests.id });
  // The organisation's notification settings say whether Admins hear of it in-app, by e-mail or both.
  const told = await notificationRecipients(tx, { organisationId: organisation.id, topic: 'ReviewUsers' });
  if (told.inApp.length > 0) {
    await tx.insert(notifications).values(
      told.inApp.map((admin) => ({
        organisationId: organisation.id,
        userId: admin.id,
        kind: 'ReviewUsers' as const,
        ...notificationText(
          message('{{email}} asked to join {{organisation}}.', {
            email: user.email,
            organisation: organisation.name,
          }),
        ),
        link: REVIEW_PANEL_PATH,
        subjectId: request!.id,
      })),
    );
  }
  return { requestId: request!.id, email: user.email, organisation, admins: told.email };
}

/**
 * The caller takes their consent back while the request waits: they leave the organisation
 * (enabled, without organisation), free to found one or to ask elsewhere.
 */
export async function withdrawJoinRequest(ctx: ServiceContext): Promise<User> {
  const caller = await ctx.caller();
  const organisationId = caller.organisationId;
  if (!isAwaitingReview(caller) || !organisationId) {
    throw notFound('You have no request to join waiting for review.');
  }
  await withScope(ctx.db, { organisationId, userId: caller.id }, async (tx) => {
    const now = new Date();
    await tx
      .update(joinRequests)
      .set({ status: 'Withdrawn', decidedAt: now })
      .where(
        and(
          eq(joinRequests.organisationId, organisationId),
          eq(joinRequests.userId, caller.id),
          eq(joinRequests.status, 'Pending'),
        ),
      );
    const left = await tx
      .update(users)
      .set({ organisationId: null, role: null, enabled: true, invitationAccepted: false, updatedAt: now })
      .where(
        and(
          eq(users.id, caller.id),
          eq(users.organisationId, organisationId),
          isNull(users.role),
          eq(users.enabled, false),
        ),
      )
      .returning({ id: users.id });
    // An Admin decided in the meantime.
    if (left.length === 0) throw conflict('An Admin has already reviewed your request.');
  });
  return readProfile(ctx.db, caller.id, null);
}

/**
 * E-mails the Admins once the request is committed. Best effort: the notification is already in
 * the bell, so a mail server that is down must not undo the request.
 */
export async function mailJoinRequest(deps: ServiceDependencies, joined: JoinRequested): Promise<void> {
  const reviewLink = `${deps.publicUrl()}/pending-user?inviteId=${joined.requestId}`;
  await Promise.all(
    joined.admins.map((admin) =>
      deps.mailer
        .send(
          joinRequestMail({
            to: admin.email,
            email: joined.email,
            organisationName: joined.organisation.name,
            reviewLink,
            language: mailLanguageOf(admin.language),
          }),
        )
        .catch((error: unknown) =>
          deps.logger.error({ err: error, to: admin.email }, 'The join request e-mail could not be sent'),
        ),
    ),
  );
}
