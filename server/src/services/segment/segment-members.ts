import { and, eq, inArray, sql } from 'drizzle-orm';
import { contacts, segmentMembers } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  Contact,
  MutationAddSegmentMemberArgs,
  MutationRemoveSegmentMembersArgs,
  QueryCountSegmentMembersArgs,
  QuerySegmentMembersArgs,
  Segment,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { adminOf, inOrganisation, memberOf } from '../access';
import { withUniqueContact } from '../contact/contact-conflict';
import { parseContactInput } from '../contact/contact-input';
import { parseContactFilter } from '../contact/list-contacts';
import { contactColumns, contactOrder, contactSearch, toContact } from '../contact/load-contacts';
import { upsertContacts } from '../contact/upsert-contacts';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { findSegment, findStaticSegment, membersCondition, segmentSize, toSegment } from './load-segments';
import { CHANGE_SEGMENTS } from './save-segment';

/** Contact ids per call; the page's selection never comes near it. */
export const MAX_MEMBER_IDS = 500;

export async function listSegmentMembers(
  ctx: ServiceContext,
  args: QuerySegmentMembersArgs,
): Promise<Contact[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const search = contactSearch(parseContactFilter(args.filter).search);
  return inOrganisation(ctx.db, member, async (tx) => {
    const segment = await findSegment(tx, member, args.segmentId);
    const rows = await tx
      .select(contactColumns)
      .from(contacts)
      .where(and(membersCondition(segment), search))
      .orderBy(...contactOrder)
      .limit(paging.limit)
      .offset(paging.offset);
    return rows.map(toContact);
  });
}

export async function countSegmentMembers(
  ctx: ServiceContext,
  args: QueryCountSegmentMembersArgs,
): Promise<number> {
  const member = await memberOf(ctx);
  const search = contactSearch(parseContactFilter(args.filter).search);
  return inOrganisation(ctx.db, member, async (tx) => {
    const segment = await findSegment(tx, member, args.segmentId);
    if (!search) return segmentSize(tx, segment);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(membersCondition(segment), search));
    return row?.count ?? 0;
  });
}

/** Upserts the contact by e-mail (as an import row would) and makes it a member. */
export async function addSegmentMember(
  ctx: ServiceContext,
  args: MutationAddSegmentMemberArgs,
): Promise<Contact> {
  const admin = await adminOf(ctx, CHANGE_SEGMENTS);
  const values = parseContactInput(args.input);
  return withUniqueContact(values, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      const segment = await findStaticSegment(tx, admin, args.segmentId);
      await upsertContacts(
        tx,
        {
          organisationId: admin.organisationId,
          productId: segment.productId,
          segmentId: segment.id,
          source: 'Manual',
        },
        [values],
      );
      const [row] = await tx
        .select(contactColumns)
        .from(contacts)
        .where(
          and(
            eq(contacts.organisationId, admin.organisationId),
            eq(contacts.productId, segment.productId),
            eq(contacts.email, values.email),
          ),
        );
      return toContact(row!);
    }),
  );
}

export async function removeSegmentMembers(
  ctx: ServiceContext,
  args: MutationRemoveSegmentMembersArgs,
): Promise<Segment> {
  const admin = await adminOf(ctx, CHANGE_SEGMENTS);
  if (args.contactIds.length === 0)
    throw badUserInput('Choose at least one contact to remove.', 'contactIds');
  if (args.contactIds.length > MAX_MEMBER_IDS) {
    throw badUserInput(
      message('At most {{max}} contacts can be removed at once.', { max: MAX_MEMBER_IDS }),
      'contactIds',
    );
  }
  // An id that is not a UUID names no contact: removing it changes nothing, like any other.
  const ids = args.contactIds.filter(isUuid);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const segment = await findStaticSegment(tx, admin, args.segmentId);
    if (ids.length > 0) {
      await tx
        .delete(segmentMembers)
        .where(
          and(
            eq(segmentMembers.organisationId, admin.organisationId),
            eq(segmentMembers.segmentId, segment.id),
            inArray(segmentMembers.contactId, ids),
          ),
        );
    }
    return toSegment(segment, await segmentSize(tx, segment));
  });
}
