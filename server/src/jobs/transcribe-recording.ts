import { and, eq, sql } from 'drizzle-orm';
import { productSentiment, recordings } from '../db/schema';
import { sentimentOf } from '../services/recording/sentiment';
import { type TranscriptionProvider, TranscriptionRefusedError } from '../services/recording/transcription';
import type { FileStorage } from '../storage/storage';
import { jobType, PermanentJobError } from './job-type';
import type { JobHandler } from './worker';

export interface TranscribeRecordingPayload {
  recordingId: string;
}

/**
 * Enqueued with the voice recording it transcribes, in the submission's own statement
 * (services/widget/submit-submission.ts), keyed `recording:<id>`.
 */
export const transcribeRecording = jobType<TranscribeRecordingPayload>('recording.transcribe', {
  maxAttempts: 8,
  backoff: { baseMs: 30_000, maxMs: 2 * 3_600_000 },
  leaseMs: 10 * 60_000,
});

export const transcriptionKey = (recordingId: string): string => `recording:${recordingId}`;

/**
 * Fetches the recording's audio, has it transcribed, and stores the transcript with the
 * sentiment of the visitor's words (what they typed and what they said), moving the product's
 * sentiment totals by the difference in the same transaction.
 */
export function transcribeRecordingHandler(
  storage: FileStorage,
  provider: TranscriptionProvider,
): JobHandler<TranscribeRecordingPayload> {
  return async ({ recordingId }, job) => {
    const [recording] = await job.inOrganisation((tx) =>
      tx
        .select({
          audioFileKey: recordings.audioFileKey,
          audioContentType: recordings.audioContentType,
          transcript: recordings.transcript,
        })
        .from(recordings)
        .where(and(eq(recordings.organisationId, job.organisationId!), eq(recordings.id, recordingId))),
    );
    // Deleted meanwhile, or transcribed by an attempt whose outcome was not recorded.
    if (!recording?.audioFileKey || recording.transcript !== null) return;

    const file = await storage.open(recording.audioFileKey);
    if (!file) throw new PermanentJobError('The recording has no audio file any more.');
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);

    let transcript: string;
    try {
      transcript = await provider.transcribe(
        Buffer.concat(chunks),
        recording.audioContentType ?? 'audio/webm',
        job.signal,
      );
    } catch (error) {
      if (error instanceof TranscriptionRefusedError)
        throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }

    await job.inOrganisation(async (tx) => {
      const [current] = await tx
        .select({
          productId: recordings.productId,
          text: recordings.text,
          answers: recordings.answers,
          transcript: recordings.transcript,
          sentimentScore: recordings.sentimentScore,
        })
        .from(recordings)
        .where(and(eq(recordings.organisationId, job.organisationId!), eq(recordings.id, recordingId)))
        .for('update');
      if (!current || current.transcript !== null) return;
      // The same words as at submission (submit-submission.ts), then what was said.
      const typed =
        current.text ??
        (current.answers
          ?.map((answer) => answer.text)
          .filter(Boolean)
          .join('\n') ||
          null);
      const sentiment = sentimentOf([typed, transcript].filter(Boolean).join('\n'));
      await tx
        .update(recordings)
        .set({
          transcript,
          ...(sentiment ? { sentimentScore: sentiment.score, sentimentLabel: sentiment.label } : {}),
        })
        .where(and(eq(recordings.organisationId, job.organisationId!), eq(recordings.id, recordingId)));
      if (!sentiment) return;
      // A delta in shard 0, as a deletion does (delete-recording.ts): the recording was counted
      // at submission, its score perhaps too.
      const before = current.sentimentScore;
      await tx
        .insert(productSentiment)
        .values({
          organisationId: job.organisationId!,
          productId: current.productId,
          shard: 0,
          recordingsCount: 0,
          sentimentCount: before === null ? 1 : 0,
          sentimentSum: sentiment.score - (before ?? 0),
        })
        .onConflictDoUpdate({
          target: [productSentiment.organisationId, productSentiment.productId, productSentiment.shard],
          set: {
            sentimentCount: sql`${productSentiment.sentimentCount} + excluded.sentiment_count`,
            sentimentSum: sql`${productSentiment.sentimentSum} + excluded.sentiment_sum`,
            updatedAt: sql`now()`,
          },
        });
    });
    job.logger.info({ recordingId, characters: transcript.length }, 'Recording transcribed');
  };
}
