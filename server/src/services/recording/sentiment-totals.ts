import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { productSentiment, type RecordingAnswer, type SentimentSourceValue } from '../../db/schema';
import { type Sentiment, sentimentOf } from './sentiment';

/** What the visitor typed: the text, else the answers' texts (as the widget's submission scores it). */
export function typedWords(recording: {
  text: string | null;
  answers: RecordingAnswer[] | null;
}): string | null {
  return (
    recording.text ??
    (recording.answers
      ?.map((answer) => answer.text)
      .filter(Boolean)
      .join('\n') ||
      null)
  );
}

/** The sentiment of what was typed and what was said, and which of the two it was read from. */
export function sentimentOfWords(
  typed: string | null,
  transcript: string | null,
): { sentiment: Sentiment | null; source: SentimentSourceValue | null } {
  const hasTyped = Boolean(typed?.trim());
  const hasSaid = Boolean(transcript?.trim());
  const sentiment = sentimentOf(
    [hasTyped ? typed : null, hasSaid ? transcript : null].filter(Boolean).join('\n'),
  );
  if (!sentiment) return { sentiment: null, source: null };
  return {
    sentiment,
    source: hasTyped && hasSaid ? 'TextAndTranscript' : hasSaid ? 'Transcript' : 'Text',
  };
}

/** How a product's running totals (product_sentiment) change. */
export interface TotalsDelta {
  recordingsCount: number;
  sentimentCount: number;
  sentimentSum: number;
}

/**
 * What adding (sign 1) or removing (sign -1) recordings does to their products' totals, per
 * product. Scores are summed as the doubles sentimentOf gave, as a submission adds them.
 */
export function totalsDeltaOf(
  rows: readonly { productId: string; sentimentScore: number | null }[],
  sign: 1 | -1,
): Map<string, TotalsDelta> {
  const byProduct = new Map<string, TotalsDelta>();
  for (const row of rows) {
    const delta = byProduct.get(row.productId) ?? { recordingsCount: 0, sentimentCount: 0, sentimentSum: 0 };
    delta.recordingsCount += sign;
    if (row.sentimentScore !== null) {
      delta.sentimentCount += sign;
      delta.sentimentSum += sign * row.sentimentScore;
    }
    byProduct.set(row.productId, delta);
  }
  return byProduct;
}

/**
 * Adds deltas to products' totals in shard 0, in one statement. The totals are sums over a
 * product's shards, so a change after the submission (a deletion, a transcript's score, the demo
 * seed) never has to find the shard the recording was counted in.
 */
export async function addToProductTotals(
  tx: Transaction,
  organisationId: string,
  deltas: ReadonlyMap<string, TotalsDelta>,
): Promise<void> {
  if (deltas.size === 0) return;
  await tx
    .insert(productSentiment)
    .values([...deltas].map(([productId, delta]) => ({ organisationId, productId, shard: 0, ...delta })))
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

/** Moves a product's sentiment totals from a recording's old score to its new one. */
export async function moveProductSentiment(
  tx: Transaction,
  product: { organisationId: string; productId: string },
  before: number | null,
  after: number | null,
): Promise<void> {
  const countDelta = (after === null ? 0 : 1) - (before === null ? 0 : 1);
  const sumDelta = (after ?? 0) - (before ?? 0);
  if (countDelta === 0 && sumDelta === 0) return;
  await addToProductTotals(
    tx,
    product.organisationId,
    new Map([
      [product.productId, { recordingsCount: 0, sentimentCount: countDelta, sentimentSum: sumDelta }],
    ]),
  );
}
