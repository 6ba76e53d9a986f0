import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contacts } from '../../db/schema';
import type {
  Contact,
  ContactFilter,
  QueryContactArgs,
  QueryContactsArgs,
  QueryCountContactsArgs,
} from '../../generated/resolvers-types';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { searchText } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { contactColumns, contactOrder, contactSearch, findContact, toContact } from './load-contacts';

const filterSchema = z.object({ search: searchText }).nullish();

export const parseContactFilter = (filter: ContactFilter | null | undefined) =>
  parseInput(filterSchema, filter, 'filter') ?? {};

function productContacts(
  organisationId: string,
  productId: string,
  filter: ContactFilter | null | undefined,
) {
  return and(
    eq(contacts.organisationId, organisationId),
    eq(contacts.productId, productId),
    contactSearch(parseContactFilter(filter).search),
  )!;
}

export async function listContacts(ctx: ServiceContext, args: QueryContactsArgs): Promise<Contact[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const where = productContacts(member.organisationId, args.productId, args.filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    const rows = await tx
      .select(contactColumns)
      .from(contacts)
      .where(where)
      .orderBy(...contactOrder)
      .limit(paging.limit)
      .offset(paging.offset);
    return rows.map(toContact);
  });
}

export async function countContacts(ctx: ServiceContext, args: QueryCountContactsArgs): Promise<number> {
  const member = await memberOf(ctx);
  const where = productContacts(member.organisationId, args.productId, args.filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(contacts).where(where);
    return row?.count ?? 0;
  });
}

export async function getContact(ctx: ServiceContext, args: QueryContactArgs): Promise<Contact> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => toContact(await findContact(tx, member, args.id)));
}
