import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { QueryCountUsersArgs, QueryUsersArgs, UserListItem } from '../../generated/resolvers-types';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { parsePaging } from '../validation/paging';
import { userConditions, userOrder } from './user-filter';

/** A page of the caller's organisation's users; any member may list them. */
export async function listUsers(ctx: ServiceContext, args: QueryUsersArgs): Promise<UserListItem[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const where = userConditions(member.organisationId, args.filter);
  const order = userOrder(args.sorting);
  return inOrganisation(ctx.db, member, (tx) =>
    tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        invitationAccepted: users.invitationAccepted,
        photoURL: users.photoUrl,
        lastActivity: users.lastActivity,
        enabled: users.enabled,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
  );
}

export async function countUsers(ctx: ServiceContext, args: QueryCountUsersArgs): Promise<number> {
  const member = await memberOf(ctx);
  const where = userConditions(member.organisationId, args.filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
    return row?.count ?? 0;
  });
}
