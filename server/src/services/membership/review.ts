import { and, asc, desc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { joinRequests, notifications, users } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-errors';
import type { ReviewUser, ReviewUserInput, UserByInvite, UserRole } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { validationMessage } from '../../i18n/validation-messages';
import { adminOf, inOrganisation, type Member, memberOf, releaseInScope, requireAdmin } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { isUuid, UUID_PATTERN } from '../validation/fields';
import { parseInput } from '../validation/parse-input';

export const REVIEW_BATCH_MAX = 100;
const REQUEST_NOT_FOUND = 'This request to join was not found.';

/** Users whose request to join waits for review, oldest first (Admin only; the dashboard polls it). */
export async function organisationReviewUsers(ctx: ServiceContext): Promise<ReviewUser[]> {
  const admin = requireAdmin(await memberOf(ctx), 'review users');
  return inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(joinRequests)
      .innerJoin(users, eq(users.id, joinRequests.userId))
      .where(and(eq(joinRequests.organisationId, admin.organisationId), eq(joinRequests.status, 'Pending')))
      .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id))
      .limit(REVIEW_BATCH_MAX),
  );
}

const reviewSchema = z
  .array(
    z.object({
      id: z.string().regex(UUID_PATTERN, { error: 'This user is not waiting for review.' }),
      email: z.string(),
      role: z.enum(['Admin', 'Member'], { error: 'Role must be Admin, Member or null (refused).' }).nullish(),
    }),
  )
  .min(1, { error: 'Choose at least one user to review.' })
  .max(REVIEW_BATCH_MAX, {
    error: validationMessage('Review at most {{max}} users at once.', { max: REVIEW_BATCH_MAX }),
  })
  .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, {
    error: 'Each user can be reviewed once per request.',
  });

/** Applies every decision in one transaction: all of them, or none. */
export async function reviewUsers(ctx: ServiceContext, list: readonly ReviewUserInput[]): Promise<boolean> {
  const admin = await adminOf(ctx, 'review users');
  const decisions = parseInput(reviewSchema, list, 'users');
  await inOrganisation(ctx.db, admin, async (tx) => {
    for (const decision of decisions) {
      const request = await pendingRequest(tx, admin, decision.id);
      if (!request)
        throw notFound(message('{{email}} is not waiting for review.', { email: decision.email }));
      await decide(tx, admin, request, decision.role ?? null);
    }
  });
  return true;
}

interface PendingRequest {
  id: string;
  userId: string;
  status: string;
  email: string;
  enabled: boolean;
}

/** The latest request behind an id from the Admins' e-mail (the request id) or the user's id. */
async function requestBehind(
  tx: Transaction,
  admin: Member,
  id: string,
): Promise<PendingRequest | undefined> {
  const [request] = await tx
    .select({
      id: joinRequests.id,
      userId: joinRequests.userId,
      status: joinRequests.status,
      email: joinRequests.email,
      enabled: users.enabled,
    })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(
      and(
        eq(joinRequests.organisationId, admin.organisationId),
        or(eq(joinRequests.id, id), eq(joinRequests.userId, id)),
      ),
    )
    .orderBy(asc(joinRequests.status), desc(joinRequests.createdAt))
    .limit(1);
  return request;
}

async function pendingRequest(tx: Transaction, admin: Member, id: string) {
  const request = await requestBehind(tx, admin, id);
  return request?.status === 'Pending' ? request : undefined;
}

/** A role admits the user (enabled, with that role); null refuses them and frees them to go elsewhere. */
async function decide(tx: Transaction, admin: Member, request: PendingRequest, role: UserRole | null) {
  const now = new Date();
  await recordAuditEvent(tx, admin, {
    action: role ? 'JoinRequestAccepted' : 'JoinRequestRefused',
    targetType: 'User',
    targetId: request.userId,
    targetLabel: request.email,
    changes: role ? [{ field: 'role', from: null, to: role }] : [],
  });
  if (!role) await releaseInScope(tx, admin, request.userId);
  await tx
    .update(users)
    .set(
      role
        ? { role, enabled: true, invitationAccepted: true, updatedAt: now }
        : { organisationId: null, role: null, enabled: true, invitationAccepted: false, updatedAt: now },
    )
    .where(and(eq(users.id, request.userId), eq(users.organisationId, admin.organisationId)));
  await tx
    .update(joinRequests)
    .set({
      status: role ? 'Accepted' : 'Refused',
      decidedRole: role,
      decidedBy: admin.userId,
      decidedAt: now,
    })
    .where(eq(joinRequests.id, request.id));
  // The deciding Admin's own bell entry is done with; row-level security keeps the other
  // Admins' copies theirs to read.
  await tx
    .update(notifications)
    .set({ state: 'Read', readAt: now })
    .where(and(eq(notifications.subjectId, request.id), eq(notifications.userId, admin.userId)));
}

/** The /pending-user page: who is behind a request (Admin of that organisation only). */
export async function userByInviteId(ctx: ServiceContext, inviteId: string): Promise<UserByInvite> {
  const admin = requireAdmin(await memberOf(ctx), 'review users');
  if (!isUuid(inviteId)) throw notFound(REQUEST_NOT_FOUND);
  const request = await inOrganisation(ctx.db, admin, (tx) => requestBehind(tx, admin, inviteId));
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return {
    id: request.userId,
    email: request.email,
    enabled: request.status === 'Accepted' && request.enabled,
  };
}

/** activateNewUser (Member) and declineNewUser (refused) from the /pending-user page. */
export async function decideRequest(
  ctx: ServiceContext,
  inviteId: string,
  role: UserRole | null,
): Promise<boolean> {
  const admin = await adminOf(ctx, 'review users');
  if (!isUuid(inviteId)) throw notFound(REQUEST_NOT_FOUND);
  await inOrganisation(ctx.db, admin, async (tx) => {
    const request = await requestBehind(tx, admin, inviteId);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (request.status !== 'Pending') throw conflict('This request to join was already reviewed.');
    await decide(tx, admin, request, role);
  });
  return true;
}
