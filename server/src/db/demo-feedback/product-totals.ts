import { sql } from 'drizzle-orm';
import type { Transaction } from '../database';
import { productSentiment } from '../schema';

/**
 * Adds recordings the seed stored to their product's sentiment totals, as a delta in shard 0
 * (the rule of delete-recording.ts and the transcription job): the totals then equal a recount,
 * whichever shards real submissions used. Scores are summed as the doubles sentimentOf gave, as
 * a submission adds them.
 */
export async function addToProductTotals(
  tx: Transaction,
  organisationId: string,
  rows: { productId: string; score: number | null }[],
): Promise<void> {
  const byProduct = new Map<string, { recordings: number; scored: number; sum: number }>();
  for (const row of rows) {
    const totals = byProduct.get(row.productId) ?? { recordings: 0, scored: 0, sum: 0 };
    totals.recordings += 1;
    if (row.score !== null) {
      totals.scored += 1;
      totals.sum += row.score;
    }
    byProduct.set(row.productId, totals);
  }
  for (const [productId, totals] of byProduct) {
    await tx
      .insert(productSentiment)
      .values({
        organisationId,
        productId,
        shard: 0,
        recordingsCount: totals.recordings,
        sentimentCount: totals.scored,
        sentimentSum: totals.sum,
      })
      .onConflictDoUpdate({
        target: [productSentiment.organisationId, productSentiment.productId, productSentiment.shard],
        set: {
          recordingsCount: sql`${productSentiment.recordingsCount} + excluded.recordings_count`,
          sentimentCount: sql`${productSentiment.sentimentCount} + excluded.sentiment_count`,
          sentimentSum: sql`${productSentiment.sentimentSum} + excluded.sentiment_sum`,
          updatedAt: sql`now()`,
        },
      });
  }
}
