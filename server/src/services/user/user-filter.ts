import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { UserFilter, UserSort, UserSortField } from '../../generated/resolvers-types';
import { likePattern, searchText } from '../validation/fields';
import { parseSorting } from '../validation/paging';
import { parseInput } from '../validation/parse-input';

const filterSchema = z
  .object({
    search: searchText,
    role: z.enum(['Admin', 'Member']).nullish(),
    invitationAccepted: z.boolean().nullish(),
    enabled: z.boolean().nullish(),
  })
  .nullish();

/** The organisation's users matching the filter, as one SQL condition. */
export function userConditions(organisationId: string, filter: UserFilter | null | undefined): SQL {
  const parsed = parseInput(filterSchema, filter, 'filter') ?? {};
  const conditions: (SQL | undefined)[] = [eq(users.organisationId, organisationId)];
  if (parsed.search) {
    const pattern = likePattern(parsed.search);
    conditions.push(
      or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)),
    );
  }
  if (parsed.role != null) conditions.push(eq(users.role, parsed.role));
  if (parsed.invitationAccepted != null)
    conditions.push(eq(users.invitationAccepted, parsed.invitationAccepted));
  if (parsed.enabled != null) conditions.push(eq(users.enabled, parsed.enabled));
  return and(...conditions)!;
}

const sortColumns: Record<UserSortField, SQL> = {
  email: sql`${users.email}`,
  firstName: sql`lower(${users.firstName})`,
  lastName: sql`lower(${users.lastName})`,
  role: sql`${users.role}`,
  lastActivity: sql`${users.lastActivity}`,
  createdAt: sql`${users.createdAt}`,
};

/** ORDER BY terms; empty values last in both directions, and id last so pages never overlap. */
export function userOrder(sorting: readonly UserSort[] | null | undefined): SQL[] {
  const order = parseSorting(sorting).map(({ field, direction }) =>
    direction === 'DESC'
      ? sql`${sortColumns[field]} desc nulls last`
      : sql`${sortColumns[field]} asc nulls last`,
  );
  if (order.length === 0) order.push(asc(users.email));
  order.push(asc(users.id));
  return order;
}
