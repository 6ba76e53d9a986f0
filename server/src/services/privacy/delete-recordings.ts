import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { productSentiment, recordings } from '../../db/schema';

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
  // Negative deltas into shard 0, as deleting one recording does (services/recording/delete-recording.ts).
  const totals = new Map<string, { recordingsCount: number; sentimentCount: number; sentimentSum: number }>();
  for (const row of doomed) {
    const total = totals.get(row.productId) ?? { recordingsCount: 0, sentimentCount: 0, sentimentSum: 0 };
    total.recordingsCount -= 1;
    if (row.sentimentScore != null) {
      total.sentimentCount -= 1;
      total.sentimentSum -= row.sentimentScore;
    }
    totals.set(row.productId, total);
  }
  await tx
    .insert(productSentiment)
    .values([...totals].map(([productId, total]) => ({ organisationId, productId, shard: 0, ...total })))
    .onConflictDoUpdate({
      target: [productSentiment.organisationId, productSentiment.productId, productSentiment.shard],
      set: {
        recordingsCount: sql`${productSentiment.recordingsCount} + excluded.recordings_count`,
        sentimentCount: sql`${productSentiment.sentimentCount} + excluded.sentiment_count`,
        sentimentSum: sql`${productSentiment.sentimentSum} + excluded.sentiment_sum`,
        updatedAt: sql`now()`,
      },
    });
  return {
    count: doomed.length,
    fileKeys: doomed.flatMap((row) => (row.audioFileKey ? [row.audioFileKey] : [])),
  };
}
