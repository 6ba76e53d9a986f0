import { and, eq, sql } from 'drizzle-orm';
import { contactImports, segments } from '../../../db/schema';
import { badUserInput } from '../../../errors/app-errors';
import type {
  ContactImport,
  MutationCreateContactImportArgs,
  QueryContactImportArgs,
} from '../../../generated/resolvers-types';
import { adminOf, inOrganisation, memberOf } from '../../access';
import type { ServiceContext } from '../../context';
import { requireVisibleProduct } from '../../recording/load-recordings';
import { parseInput } from '../../validation/parse-input';
import { findStaticSegment } from '../load-segments';
import { segmentNameTaken } from '../segment-conflict';
import { segmentName } from '../segment-input';
import { parseImportSettings } from './import-input';
import { findImport, toContactImport } from './load-import';

/** What a Member is refused (docs/decisions.md, "Segments"). */
export const IMPORT_CONTACTS = 'import contacts';

/**
 * Checks the target and the mapping and records the import, Pending: the file follows on
 * uploadPath. A new segment is only named here; the import's transaction creates it, so a
 * failed import leaves no empty segment behind.
 */
export async function createContactImport(
  ctx: ServiceContext,
  args: MutationCreateContactImportArgs,
): Promise<ContactImport> {
  const admin = await adminOf(ctx, IMPORT_CONTACTS);
  const { input } = args;
  const settings = parseImportSettings(input);
  const hasSegment = input.segmentId != null && input.segmentId !== '';
  const hasName = input.newSegmentName != null && input.newSegmentName.trim() !== '';
  if (hasSegment === hasName) {
    throw badUserInput('Choose a segment to import into, or name a new one (not both).', 'input.segmentId');
  }
  const newSegmentName = hasName
    ? parseInput(segmentName, input.newSegmentName, 'input.newSegmentName')
    : null;
  return inOrganisation(ctx.db, admin, async (tx) => {
    await requireVisibleProduct(tx, admin, input.productId);
    if (hasSegment) {
      const segment = await findStaticSegment(tx, admin, input.segmentId!, 'input.segmentId');
      if (segment.productId !== input.productId) {
        throw badUserInput('The segment belongs to another product.', 'input.segmentId');
      }
    } else {
      const [taken] = await tx
        .select({ id: segments.id })
        .from(segments)
        .where(
          and(
            eq(segments.organisationId, admin.organisationId),
            eq(segments.productId, input.productId),
            sql`lower(${segments.name}) = lower(${newSegmentName})`,
          ),
        );
      if (taken) throw segmentNameTaken(newSegmentName!);
    }
    const [row] = await tx
      .insert(contactImports)
      .values({
        organisationId: admin.organisationId,
        productId: input.productId,
        segmentId: hasSegment ? input.segmentId! : null,
        newSegmentName,
        createdBy: admin.userId,
        ...settings,
      })
      .returning();
    return toContactImport(tx, row!);
  });
}

export async function getContactImport(
  ctx: ServiceContext,
  args: QueryContactImportArgs,
): Promise<ContactImport> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) =>
    toContactImport(tx, await findImport(tx, member, args.id)),
  );
}
