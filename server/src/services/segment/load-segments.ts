import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { contacts, products, segmentMembers, segments } from '../../db/schema';
import { badUserInput, notFound } from '../../errors/app-errors';
import type { Segment } from '../../generated/resolvers-types';
import type { Member } from '../access';
import { visibleProducts } from '../product/product-filter';
import { isUuid } from '../validation/fields';
import { compileRules } from './compile-rules';
import type { SegmentRule } from './segment-rules';

export const SEGMENT_NOT_FOUND = 'Segment not found.';

export const segmentColumns = {
  id: segments.id,
  organisationId: segments.organisationId,
  productId: segments.productId,
  name: segments.name,
  description: segments.description,
  kind: segments.kind,
  rules: segments.rules,
  createdAt: segments.createdAt,
  updatedAt: segments.updatedAt,
};

export type SegmentRow = {
  [K in keyof typeof segmentColumns]: (typeof segmentColumns)[K]['_']['data'] | null;
} & {
  id: string;
  organisationId: string;
  productId: string;
  name: string;
  kind: 'Static' | 'Dynamic';
  createdAt: Date;
  updatedAt: Date;
};

/** The segment's product is one the member may open. */
export function segmentVisible(member: Member): SQL {
  return sql`exists (select 1 from ${products} where ${and(
    eq(products.organisationId, segments.organisationId),
    eq(products.id, segments.productId),
    visibleProducts(member),
  )})`;
}

/** NOT_FOUND unless the segment exists in a product the member may open. */
export async function findSegment(tx: Transaction, member: Member, id: string): Promise<SegmentRow> {
  if (!isUuid(id)) throw notFound(SEGMENT_NOT_FOUND);
  const [row] = await tx
    .select(segmentColumns)
    .from(segments)
    .where(
      and(eq(segments.organisationId, member.organisationId), eq(segments.id, id), segmentVisible(member)),
    );
  if (!row) throw notFound(SEGMENT_NOT_FOUND);
  return row as SegmentRow;
}

/** A Static segment, for adding and removing members; a Dynamic one is BAD_USER_INPUT. */
export async function findStaticSegment(tx: Transaction, member: Member, id: string, field = 'segmentId') {
  const segment = await findSegment(tx, member, id);
  if (segment.kind !== 'Static') {
    throw badUserInput(
      'Members of a Dynamic segment are the contacts its rules match: change the rules instead.',
      field,
    );
  }
  return segment;
}

/**
 * The segment's contacts as one condition on `contacts`: a Static segment's member rows, or a
 * Dynamic segment's rules (stored only after segment-rules.ts accepted them).
 */
export function membersCondition(segment: SegmentRow): SQL {
  const ofProduct = and(
    eq(contacts.organisationId, segment.organisationId),
    eq(contacts.productId, segment.productId),
  )!;
  if (segment.kind === 'Dynamic') {
    return segment.rules ? and(ofProduct, compileRules(segment.rules as SegmentRule))! : sql`false`;
  }
  return and(
    ofProduct,
    sql`exists (select 1 from ${segmentMembers} m where m.organisation_id = ${contacts.organisationId}
      and m.segment_id = ${segment.id}::uuid and m.contact_id = ${contacts.id})`,
  )!;
}

/** How many contacts the segment holds now. */
export async function segmentSize(tx: Transaction, segment: SegmentRow): Promise<number> {
  if (segment.kind === 'Static') {
    // Index-only on the members' primary key; the contacts join is implied by the foreign key.
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(segmentMembers)
      .where(
        and(
          eq(segmentMembers.organisationId, segment.organisationId),
          eq(segmentMembers.segmentId, segment.id),
        ),
      );
    return row?.count ?? 0;
  }
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(membersCondition(segment));
  return row?.count ?? 0;
}

export const toSegment = (row: SegmentRow, size: number): Segment => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  description: row.description,
  kind: row.kind,
  rules: row.kind === 'Dynamic' ? row.rules : null,
  size,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Rows with their sizes (one count per row: a page holds at most 100). */
export async function withSizes(tx: Transaction, rows: SegmentRow[]): Promise<Segment[]> {
  const sized: Segment[] = [];
  for (const row of rows) sized.push(toSegment(row, await segmentSize(tx, row)));
  return sized;
}
