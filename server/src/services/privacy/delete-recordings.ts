import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { recordings } from '../../db/schema';
import { addToProductTotals, totalsDeltaOf } from '../recording/sentiment-totals';

export interface DeletedRecordings {
  count: number;
  /** Voice files to remove once the deletion is committed. */
  fileKeys: string[];
}

/**
 * Deletes up to `limit` recordings of one organisation matching `where`, oldest first, and takes
 * them out of their products' sentiment totals, in the caller's transaction. With `skipLocked`,
 * rows another transaction holds are left for next time instead of waited for.
 */
export async function deleteRecordingRows(
  tx: Transaction,
  organisationId: string,
  where: SQL,
  { limit, skipLocked = false }: { limit: number; skipLocked?: boolean },
): Promise<DeletedRecordings> {
  const doomed = await tx
    .select({
      id: recordings.id,
      productId: recordings.productId,
      sentimentScore: recordings.sentimentScore,
      audioFileKey: recordings.audioFileKey,
    })
    .from(recordings)
    .where(and(eq(recordings.organisationId, organisationId), where))
    .orderBy(asc(recordings.createdAt), asc(recordings.id))
    .limit(limit)
    .for('update', skipLocked ? { skipLocked: true } : {});
  if (doomed.length === 0) return { count: 0, fileKeys: [] };

  await tx.delete(recordings).where(
    and(
      eq(recordings.organisationId, organisationId),
      inArray(
        recordings.id,
        doomed.map((row) => row.id),
      ),
    ),
  );
  await addToProductTotals(tx, organisationId, totalsDeltaOf(doomed, -1));
  return {
    count: doomed.length,
    fileKeys: doomed.flatMap((row) => (row.audioFileKey ? [row.audioFileKey] : [])),
  };
}
