import { and, eq } from 'drizzle-orm';
import { recordings } from '../../db/schema';
import type { MutationDeleteRecordingArgs } from '../../generated/resolvers-types';
import { adminOf, inOrganisation } from '../access';
import { auditValue, recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { findRecording } from './load-recordings';
import { addToProductTotals, totalsDeltaOf } from './sentiment-totals';

/**
 * Admins delete a recording: the row and the product's sentiment totals change in one
 * transaction, and the voice file goes only after the commit, so no row ever points at a missing
 * file. A file whose removal fails is left behind (logged), which costs disk space, not data.
 */
export async function deleteRecording(
  ctx: ServiceContext,
  args: MutationDeleteRecordingArgs,
): Promise<string> {
  const admin = await adminOf(ctx, 'delete recordings');
  const deleted = await inOrganisation(ctx.db, admin, async (tx) => {
    const row = await findRecording(tx, admin, args.id, { forUpdate: true });
    await tx
      .delete(recordings)
      .where(and(eq(recordings.organisationId, admin.organisationId), eq(recordings.id, row.id!)));
    await addToProductTotals(
      tx,
      admin.organisationId,
      totalsDeltaOf([{ productId: row.productId!, sentimentScore: row.sentimentScore ?? null }], -1),
    );
    await recordAuditEvent(tx, admin, {
      action: 'RecordingDeleted',
      targetType: 'Recording',
      targetId: row.id,
      targetLabel: `${row.messageType} of ${auditValue(row.createdAt)}`,
      changes: [{ field: 'productId', from: row.productId ?? null, to: null }],
    });
    return row;
  });
  if (deleted.audioFileKey) {
    await ctx.storage.remove(deleted.audioFileKey).catch((error: unknown) => {
      ctx.logger.error({ err: error, fileKey: deleted.audioFileKey }, 'A deleted recording left its file');
    });
  }
  return deleted.id!;
}
