import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invitations, joinRequests, organisations, users } from '../../db/schema';
import { setScope, withScope } from '../../db/scope';
import { conflict, forbidden, notFound } from '../../errors/app-errors';
import type { Invitation, OrganisationInvitation, User, UserRole } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { mailLanguageOf } from '../../i18n/stored-language';
import { invitationMail } from '../../mail/messages';
import { adminOf, inOrganisation, isAwaitingReview, memberOf, requireAdmin } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { mailThrottleOf } from '../rate-limit/mail-throttle';
import { readProfile } from '../user/get-me';
import { emailAddress, isUuid } from '../validation/fields';
import { parseInput } from '../validation/parse-input';

/** How long an invitation link works after it was (last) sent. */
export const INVITATION_TTL_DAYS = 7;
/** The spec's wording for every invitation that cannot be used (unknown, expired, withdrawn, used). */
export const INVITATION_FAILED = 'Failed to validate the invitation';

const DAY_MS = 86_400_000;
const expiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
};

const shape = (row: { id: string; email: string; role: UserRole; createdAt: Date; expiresAt: Date }) => ({
  ...row,
  expired: row.expiresAt.getTime() <= Date.now(),
});

const inviteSchema = z.object({
  email: emailAddress(),
  role: z.enum(['Admin', 'Member'], { error: 'Role must be Admin or Member.' }),
});

/**
 * Invites an address with a role and e-mails the link, in one transaction: when the mail cannot
 * be sent nothing is kept. A new invitation to the same address replaces the open one.
 */
export async function inviteUser(
  ctx: ServiceContext,
  args: { email: string; role: UserRole },
): Promise<OrganisationInvitation> {
  const admin = await adminOf(ctx, 'invite users');
  const { email, role } = parseInput(inviteSchema, args);
  await mailThrottleOf(ctx.db).invitationMail(admin.organisationId, email);
  const now = new Date();
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, admin.organisationId), eq(users.email, email)));
    if (existing) throw conflict(message('{{email}} is already a user of your organisation.', { email }));
    await tx
      .update(invitations)
      .set({ status: 'Cancelled', updatedAt: now })
      .where(
        and(
          eq(invitations.organisationId, admin.organisationId),
          eq(invitations.email, email),
          eq(invitations.status, 'Pending'),
        ),
      );
    const [created] = await tx
      .insert(invitations)
      .values({
        organisationId: admin.organisationId,
        email,
        role,
        invitedBy: admin.userId,
        expiresAt: expiry(now),
      })
      .returning(invitationColumns);
    await recordAuditEvent(tx, admin, {
      action: 'UserInvited',
      targetType: 'Invitation',
      targetId: created!.id,
      targetLabel: email,
      changes: [{ field: 'role', from: null, to: role }],
    });
    await sendInvitation(ctx, tx, admin, created!);
    return shape(created!);
  });
}

type Tx = Parameters<Parameters<typeof inOrganisation>[2]>[0];

async function sendInvitation(
  ctx: ServiceContext,
  tx: Tx,
  admin: { userId: string; organisationId: string },
  invitation: { id: string; email: string; role: UserRole; expiresAt: Date },
): Promise<void> {
  const [context] = await tx
    .select({
      organisationName: organisations.name,
      inviterLanguage: users.language,
      inviter: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, admin.userId))
    .where(eq(organisations.id, admin.organisationId));
  await ctx.mailer.send(
    invitationMail({
      to: invitation.email,
      organisationName: context!.organisationName,
      role: invitation.role,
      invitedBy: context!.inviter,
      link: `${ctx.publicUrl()}/auth/sign-up?inviteId=${invitation.id}`,
      expiresAt: invitation.expiresAt,
      language: mailLanguageOf(context!.inviterLanguage),
    }),
  );
}

const INVITATION_NOT_FOUND = 'Invitation not found.';

/** The organisation's open invitations, newest first (Admin only). */
export async function listInvitations(ctx: ServiceContext): Promise<OrganisationInvitation[]> {
  const admin = requireAdmin(await memberOf(ctx), 'see invitations');
  const rows = await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select(invitationColumns)
      .from(invitations)
      .where(and(eq(invitations.organisationId, admin.organisationId), eq(invitations.status, 'Pending')))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(500),
  );
  return rows.map(shape);
}

export async function cancelInvitation(ctx: ServiceContext, id: string): Promise<boolean> {
  const admin = await adminOf(ctx, 'cancel invitations');
  if (!isUuid(id)) throw notFound(INVITATION_NOT_FOUND);
  const cancelled = await inOrganisation(ctx.db, admin, async (tx) => {
    const rows = await tx
      .update(invitations)
      .set({ status: 'Cancelled', updatedAt: new Date() })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.organisationId, admin.organisationId),
          eq(invitations.status, 'Pending'),
        ),
      )
      .returning({ id: invitations.id, email: invitations.email });
    for (const row of rows) {
      await recordAuditEvent(tx, admin, {
        action: 'InvitationCancelled',
        targetType: 'Invitation',
        targetId: row.id,
        targetLabel: row.email,
      });
    }
    return rows;
  });
  if (cancelled.length === 0) throw notFound(INVITATION_NOT_FOUND);
  return true;
}

/** Sends the invitation again with a fresh expiry (an expired one too, while it is open). */
export async function resendInvitation(ctx: ServiceContext, id: string): Promise<OrganisationInvitation> {
  const admin = await adminOf(ctx, 'resend invitations');
  if (!isUuid(id)) throw notFound(INVITATION_NOT_FOUND);
  // The address is counted before the sending transaction, which on PGlite holds the only connection.
  const [open] = await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.organisationId, admin.organisationId),
          eq(invitations.status, 'Pending'),
        ),
      ),
  );
  if (!open) throw notFound(INVITATION_NOT_FOUND);
  await mailThrottleOf(ctx.db).invitationMail(admin.organisationId, open.email);
  const now = new Date();
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [renewed] = await tx
      .update(invitations)
      .set({ expiresAt: expiry(now), updatedAt: now })
      .where(
        and(
          eq(invitations.id, id),
          eq(invitations.organisationId, admin.organisationId),
          eq(invitations.status, 'Pending'),
        ),
      )
      .returning(invitationColumns);
    if (!renewed) throw notFound(INVITATION_NOT_FOUND);
    await recordAuditEvent(tx, admin, {
      action: 'InvitationResent',
      targetType: 'Invitation',
      targetId: renewed.id,
      targetLabel: renewed.email,
      changes: [{ field: 'expiresAt', from: null, to: renewed.expiresAt.toISOString() }],
    });
    await sendInvitation(ctx, tx, admin, renewed);
    return shape(renewed);
  });
}

type OpenInvitation = { id: string; organisationId: string; email: string; role: UserRole };

/** The open, unexpired invitation behind a link; visible through its id alone (row-level security). */
async function openInvitation(tx: Tx, id: string): Promise<OpenInvitation> {
  const [row] = await tx
    .select({
      id: invitations.id,
      organisationId: invitations.organisationId,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(eq(invitations.id, id));
  if (row?.status !== 'Pending' || row.expiresAt.getTime() <= Date.now()) {
    throw notFound(INVITATION_FAILED);
  }
  return row;
}

/** Public: the address an invitation link was sent to, so the sign-up form can show it. */
export async function verifyInvitation(ctx: ServiceContext, id: string): Promise<Invitation> {
  if (!isUuid(id)) throw notFound(INVITATION_FAILED);
  const invitation = await withScope(ctx.db, { invitationId: id }, (tx) => openInvitation(tx, id));
  return { email: invitation.email };
}

/**
 * The invitee joins with the invitation's role. The link reached their mailbox, so their e-mail
 * counts as verified (in Firebase too). A user waiting for a domain join review withdraws that
 * request. Everything happens in one transaction, the Firebase update last.
 */
export async function acceptInvitation(ctx: ServiceContext, id: string): Promise<User> {
  const caller = await ctx.caller();
  if (!isUuid(id)) throw notFound(INVITATION_FAILED);
  const awaiting = isAwaitingReview(caller);
  if (!caller.enabled && !awaiting) {
    throw forbidden('Your account is disabled. Ask an Admin of your organisation to enable it.');
  }
  if (caller.organisationId && !awaiting) throw conflict('You already belong to an organisation.');
  const now = new Date();
  const organisationId = await withScope(
    ctx.db,
    { invitationId: id, userId: caller.id, organisationId: caller.organisationId },
    async (tx) => {
      const invitation = await openInvitation(tx, id);
      if (invitation.email !== caller.email) {
        throw forbidden('This invitation was sent to another e-mail address. Sign in with that address.');
      }
      if (awaiting) {
        await tx
          .update(joinRequests)
          .set({ status: 'Withdrawn', decidedAt: now })
          .where(and(eq(joinRequests.userId, caller.id), eq(joinRequests.status, 'Pending')));
        await tx
          .update(users)
          .set({ organisationId: null, role: null, enabled: true })
          .where(eq(users.id, caller.id));
      }
      await setScope(tx, { organisationId: invitation.organisationId, userId: caller.id });
      const joined = await tx
        .update(users)
        .set({
          organisationId: invitation.organisationId,
          role: invitation.role,
          enabled: true,
          verified: true,
          invitationAccepted: true,
          updatedAt: now,
        })
        .where(and(eq(users.id, caller.id), isNull(users.organisationId)))
        .returning({ id: users.id });
      if (joined.length === 0) throw conflict('You already belong to an organisation.');
      const accepted = await tx
        .update(invitations)
        .set({ status: 'Accepted', acceptedBy: caller.id, updatedAt: now })
        .where(and(eq(invitations.id, id), eq(invitations.status, 'Pending')))
        .returning({ id: invitations.id });
      // Cancelled or used by a parallel request since it was read.
      if (accepted.length === 0) throw notFound(INVITATION_FAILED);
      await ctx.auth.updateUser(caller.firebaseUid, { emailVerified: true });
      return invitation.organisationId;
    },
  );
  return readProfile(ctx.db, caller.id, organisationId);
}
