import { and, eq } from 'drizzle-orm';
import { segments } from '../../db/schema';
import type {
  MutationCreateSegmentArgs,
  MutationDeleteSegmentArgs,
  MutationUpdateSegmentArgs,
  Segment,
} from '../../generated/resolvers-types';
import { adminOf, inOrganisation } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { findSegment, type SegmentRow, segmentColumns, segmentSize, toSegment } from './load-segments';
import { withUniqueSegmentName } from './segment-conflict';
import { parseCreateSegment, parseUpdateSegment } from './segment-input';

/** What a Member is refused: segments are changed by Admins (docs/decisions.md, "Segments"). */
export const CHANGE_SEGMENTS = 'change segments';

export async function createSegment(ctx: ServiceContext, args: MutationCreateSegmentArgs): Promise<Segment> {
  const admin = await adminOf(ctx, CHANGE_SEGMENTS);
  const values = parseCreateSegment(args.input);
  return withUniqueSegmentName(values.name, () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      await requireVisibleProduct(tx, admin, args.productId);
      const [row] = await tx
        .insert(segments)
        .values({ organisationId: admin.organisationId, productId: args.productId, ...values })
        .returning(segmentColumns);
      return toSegment(row as SegmentRow, await segmentSize(tx, row as SegmentRow));
    }),
  );
}

export async function updateSegment(ctx: ServiceContext, args: MutationUpdateSegmentArgs): Promise<Segment> {
  const admin = await adminOf(ctx, CHANGE_SEGMENTS);
  return withUniqueSegmentName(args.update.name?.trim(), () =>
    inOrganisation(ctx.db, admin, async (tx) => {
      const current = await findSegment(tx, admin, args.id);
      const changes = parseUpdateSegment(args.update, current.kind);
      const [row] = await tx
        .update(segments)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(segments.organisationId, admin.organisationId), eq(segments.id, current.id)))
        .returning(segmentColumns);
      return toSegment(row as SegmentRow, await segmentSize(tx, row as SegmentRow));
    }),
  );
}

export async function deleteSegment(ctx: ServiceContext, args: MutationDeleteSegmentArgs): Promise<string> {
  const admin = await adminOf(ctx, CHANGE_SEGMENTS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findSegment(tx, admin, args.id);
    // Its member rows go with it (ON DELETE CASCADE); the contacts stay.
    await tx
      .delete(segments)
      .where(and(eq(segments.organisationId, admin.organisationId), eq(segments.id, current.id)));
    return current.id;
  });
}
