import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contacts, segments } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  QueryCountSegmentRuleMatchesArgs,
  QueryCountSegmentsArgs,
  QuerySegmentArgs,
  QuerySegmentsArgs,
  Segment,
  SegmentFilter,
  SegmentSort,
} from '../../generated/resolvers-types';
import { inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { likePattern, searchText } from '../validation/fields';
import { parsePaging, parseSorting } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { compileRules } from './compile-rules';
import {
  findSegment,
  type SegmentRow,
  segmentColumns,
  segmentSize,
  toSegment,
  withSizes,
} from './load-segments';
import { parseSegmentRules } from './segment-rules';

const filterSchema = z
  .object({
    search: searchText,
    kind: z.enum(['Static', 'Dynamic']).nullish(),
  })
  .nullish();

function segmentConditions(member: Member, productId: string, filter: SegmentFilter | null | undefined): SQL {
  const parsed = parseInput(filterSchema, filter, 'filter') ?? {};
  return and(
    eq(segments.organisationId, member.organisationId),
    eq(segments.productId, productId),
    parsed.kind ? eq(segments.kind, parsed.kind) : undefined,
    parsed.search ? ilike(segments.name, likePattern(parsed.search)) : undefined,
  )!;
}

/**
 * One sort field plus id: createdAt (default, newest first) on segments_product_created_idx, or
 * name on segments_product_name_key (lower(name)).
 */
function segmentOrder(sorting: readonly SegmentSort[] | null | undefined): SQL[] {
  const [first, ...rest] = parseSorting(sorting);
  if (rest.length > 0) throw badUserInput('Segments can be sorted by one field at a time.', 'sorting');
  if (first?.field === 'name') {
    return first.direction === 'ASC'
      ? [sql`lower(${segments.name}) asc`, asc(segments.id)]
      : [sql`lower(${segments.name}) desc`, desc(segments.id)];
  }
  // The index holds DESC NULLS LAST; PostgreSQL's plain DESC means NULLS FIRST, and the planner
  // does not count on NOT NULL, so the placement is spelled out (ASC reads it backwards).
  return first?.direction === 'ASC'
    ? [sql`${segments.createdAt} asc nulls first`, sql`${segments.id} asc nulls first`]
    : [sql`${segments.createdAt} desc nulls last`, sql`${segments.id} desc nulls last`];
}

export async function listSegments(ctx: ServiceContext, args: QuerySegmentsArgs): Promise<Segment[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const where = segmentConditions(member, args.productId, args.filter);
  const order = segmentOrder(args.sorting);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    const rows = await tx
      .select(segmentColumns)
      .from(segments)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset);
    return withSizes(tx, rows as SegmentRow[]);
  });
}

export async function countSegments(ctx: ServiceContext, args: QueryCountSegmentsArgs): Promise<number> {
  const member = await memberOf(ctx);
  const where = segmentConditions(member, args.productId, args.filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(segments).where(where);
    return row?.count ?? 0;
  });
}

export async function getSegment(ctx: ServiceContext, args: QuerySegmentArgs): Promise<Segment> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const row = await findSegment(tx, member, args.id);
    return toSegment(row, await segmentSize(tx, row));
  });
}

/** The rule editor's live count: the product's contacts the (unsaved) rules match now. */
export async function countSegmentRuleMatches(
  ctx: ServiceContext,
  args: QueryCountSegmentRuleMatchesArgs,
): Promise<number> {
  const member = await memberOf(ctx);
  const rules = parseSegmentRules(args.rules);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contacts)
      .where(
        and(
          eq(contacts.organisationId, member.organisationId),
          eq(contacts.productId, args.productId),
          compileRules(rules),
        ),
      );
    return row?.count ?? 0;
  });
}
