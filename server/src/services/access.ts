import type { Database, Transaction } from '../db/database';
import { setScope, withScope } from '../db/scope';
import { forbidden } from '../errors/app-errors';
import { message } from '../i18n/message';
import type { ServiceContext } from './context';
import type { Caller } from './user/caller';

/** A caller allowed to work with their organisation's data. */
export interface Member {
  userId: string;
  organisationId: string;
  role: 'Admin' | 'Member';
  /**
   * An organisation API key: Member-level and read-only, but not attached to products, so it
   * reads every product of the organisation (docs/decisions.md, "API keys").
   */
  apiKeyId?: string;
}

/** Usable (enabled and verified) and holding a role in an organisation, else FORBIDDEN. */
export function requireMember(caller: Caller): Member {
  if (isAwaitingReview(caller)) throw forbidden(AWAITING_REVIEW);
  if (!caller.enabled)
    throw forbidden('Your account is disabled. Ask an Admin of your organisation to enable it.');
  if (!caller.verified) throw forbidden('Verify your e-mail address to continue.');
  if (!caller.organisationId) throw forbidden('You do not belong to an organisation yet.');
  if (!caller.role) throw forbidden(AWAITING_REVIEW);
  const member: Member = { userId: caller.id, organisationId: caller.organisationId, role: caller.role };
  if (caller.apiKeyId) member.apiKeyId = caller.apiKeyId;
  return member;
}

export const AWAITING_REVIEW = "Your access to this organisation is waiting for an Admin's review.";

/** A user who asked to join (domain join): in the organisation, without role, not enabled yet. */
export const isAwaitingReview = (caller: Caller): boolean =>
  Boolean(caller.organisationId) && !caller.role && !caller.enabled;

/** `action` completes "Only an Admin can …", e.g. "create products". */
export function requireAdmin(member: Member, action: string): Member {
  if (member.role !== 'Admin')
    throw forbidden(message('Only an Admin can {{action}}.', { action: message(action) }));
  return member;
}

/** A scoped transaction for the member's organisation (row-level security applies). */
export function inOrganisation<T>(
  db: Database,
  member: Member,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return withScope(
    db,
    { organisationId: member.organisationId, userId: member.userId, apiKeyId: member.apiKeyId },
    work,
  );
}

/** The usable member behind the request, for reads any member may do. */
export async function memberOf(ctx: ServiceContext): Promise<Member> {
  return requireMember(await ctx.caller());
}

/** An Admin whose session is confirmed not revoked, for writes. */
export async function adminOf(ctx: ServiceContext, action: string): Promise<Member> {
  const admin = requireAdmin(await memberOf(ctx), action);
  await ctx.confirmSession();
  return admin;
}

/** Lets the member's transaction take one user out of the organisation (see 0004's policy). */
export function releaseInScope(tx: Transaction, member: Member, userId: string): Promise<void> {
  return setScope(tx, {
    organisationId: member.organisationId,
    userId: member.userId,
    releasedUserId: userId,
  });
}
