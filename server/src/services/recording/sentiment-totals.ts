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

/**
 * Moves a product's sentiment totals from a recording's old score to its new one, as a delta in
 * shard 0 (as a deletion does, delete-recording.ts): the recording was counted at submission,
 * and its score perhaps too, in whichever shard.
 */
export async function moveProductSentiment(
  tx: Transaction,
  product: { organisationId: string; productId: string },
  before: number | null,
  after: number | null,
): Promise<void> {
  const countDelta = (after === null ? 0 : 1) - (before === null ? 0 : 1);
  const sumDelta = (after ?? 0) - (before ?? 0);
  if (countDelta === 0 && sumDelta === 0) return;
  await tx
    .insert(productSentiment)
    .values({
      organisationId: product.organisationId,
      productId: product.productId,
      shard: 0,
      recordingsCount: 0,
      sentimentCount: countDelta,
      sentimentSum: sumDelta,
    })
    .onConflictDoUpdate({
      target: [productSentiment.organisationId, productSentiment.productId, productSentiment.shard],
      set: {
        sentimentCount: sql`${productSentiment.sentimentCount} + excluded.sentiment_count`,
        sentimentSum: sql`${productSentiment.sentimentSum} + excluded.sentiment_sum`,
        updatedAt: sql`now()`,
      },
    });
}
