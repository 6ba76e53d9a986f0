import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { productUsers, users } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-errors';
import type { UserListItem, UserRole } from '../../generated/resolvers-types';
import { adminOf, inOrganisation, type Member, releaseInScope } from '../access';
import { auditValue, recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';

export const LAST_ADMIN =
  'An organisation needs at least one enabled Admin: make another user an Admin before you demote, disable or remove this one.';
const USER_NOT_FOUND = 'User not found.';

const listColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  invitationAccepted: users.invitationAccepted,
  photoURL: users.photoUrl,
  lastActivity: users.lastActivity,
  enabled: users.enabled,
};

/**
 * Locks the organisation's enabled Admins (so two Admins demoting each other at once cannot both
 * succeed), then the target, and refuses when the change would leave no enabled Admin.
 */
async function guardedTarget(
  tx: Transaction,
  admin: Member,
  id: string,
  losesAdmin: (row: { role: UserRole | null; enabled: boolean }) => boolean,
) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.organisationId, admin.organisationId), eq(users.role, 'Admin'), eq(users.enabled, true)),
    )
    .for('update');
  const [target] = await tx
    .select({ id: users.id, email: users.email, role: users.role, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.id, id), eq(users.organisationId, admin.organisationId)))
    .for('update');
  if (!target) throw notFound(USER_NOT_FOUND);
  if (!target.role)
    throw conflict('This user is waiting for review: accept or refuse their request instead.');
  const isEnabledAdmin = target.role === 'Admin' && target.enabled;
  if (isEnabledAdmin && losesAdmin(target) && admins.filter((a) => a.id !== id).length === 0) {
    throw conflict(LAST_ADMIN);
  }
  return target;
}

type Target = Awaited<ReturnType<typeof guardedTarget>>;

async function change(
  ctx: ServiceContext,
  action: string,
  id: string,
  losesAdmin: (row: { role: UserRole | null; enabled: boolean }) => boolean,
  write: (tx: Transaction, admin: Member, target: Target) => Promise<void>,
): Promise<Member> {
  const admin = await adminOf(ctx, action);
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  await inOrganisation(ctx.db, admin, async (tx) => {
    const target = await guardedTarget(tx, admin, id, losesAdmin);
    await write(tx, admin, target);
  });
  return admin;
}

async function listItem(ctx: ServiceContext, admin: Member, id: string): Promise<UserListItem> {
  const [row] = await inOrganisation(ctx.db, admin, (tx) =>
    tx.select(listColumns).from(users).where(eq(users.id, id)),
  );
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function updateUserRole(ctx: ServiceContext, id: string, role: UserRole): Promise<UserListItem> {
  const admin = await change(
    ctx,
    'change roles',
    id,
    () => role !== 'Admin',
    async (tx, by, target) => {
      await tx
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.organisationId, by.organisationId)));
      if (target.role !== role) {
        await recordAuditEvent(tx, by, {
          action: 'UserRoleChanged',
          targetType: 'User',
          targetId: id,
          targetLabel: target.email,
          changes: [{ field: 'role', from: target.role, to: role }],
        });
      }
    },
  );
  return listItem(ctx, admin, id);
}

export async function setUserEnabled(
  ctx: ServiceContext,
  id: string,
  enabled: boolean,
): Promise<UserListItem> {
  const admin = await change(
    ctx,
    enabled ? 'enable users' : 'disable users',
    id,
    () => !enabled,
    async (tx, by, target) => {
      await tx
        .update(users)
        .set({ enabled, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.organisationId, by.organisationId)));
      if (target.enabled !== enabled) {
        await recordAuditEvent(tx, by, {
          action: enabled ? 'UserEnabled' : 'UserDisabled',
          targetType: 'User',
          targetId: id,
          targetLabel: target.email,
          changes: [{ field: 'enabled', from: auditValue(target.enabled), to: auditValue(enabled) }],
        });
      }
    },
  );
  return listItem(ctx, admin, id);
}

/** Takes the user out of the organisation (and its products); their account stays theirs. */
export async function removeUser(ctx: ServiceContext, id: string): Promise<boolean> {
  await change(
    ctx,
    'remove users',
    id,
    () => true,
    async (tx, by, target) => {
      await recordAuditEvent(tx, by, {
        action: 'UserRemoved',
        targetType: 'User',
        targetId: id,
        targetLabel: target.email,
        changes: [{ field: 'role', from: target.role, to: null }],
      });
      await releaseInScope(tx, by, id);
      await tx
        .delete(productUsers)
        .where(and(eq(productUsers.organisationId, by.organisationId), eq(productUsers.userId, id)));
      await tx
        .update(users)
        .set({
          organisationId: null,
          role: null,
          enabled: true,
          invitationAccepted: false,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.organisationId, by.organisationId)));
    },
  );
  return true;
}
