import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recordings, recordingTerms } from '../../db/schema';
import { withScope } from '../../db/scope';
import { jobType } from '../../jobs/job-type';
import { asQueue, rowsOf } from '../../jobs/queue-role';
import type { JobHandler } from '../../jobs/worker';
import { applyTermsChanges } from './index-terms';
import { recordingWords, termsOf } from './terms';

/** How often new recordings' words reach the themes: themes are of days and weeks, not seconds. */
export const TERMS_SWEEP_EVERY_MS = 5 * 60_000;

/** Recordings per transaction: short locks, and the counts of a batch are one upsert per table. */
export const TERMS_SWEEP_BATCH = 500;

/** Installation-wide and recurring: reads the words of every recording not swept yet. */
export const sweepTerms = jobType<Record<string, never>>('insights.sweep-terms', {
  maxAttempts: 3,
  leaseMs: 30 * 60_000,
});

/**
 * The organisations with recordings waiting, read as the queue's role (drizzle/0021 lets it see
 * which organisation a waiting row belongs to, nothing else of it).
 */
export async function organisationsWithUnswept(db: Database): Promise<string[]> {
  const rows = await asQueue(db, (tx) =>
    tx
      .selectDistinct({ organisationId: recordingTerms.organisationId })
      .from(recordingTerms)
      .where(sql`not ${recordingTerms.swept}`),
  );
  return rows.map((row) => row.organisationId);
}

/**
 * Reads the words (typed text, answers, transcript) of the organisation's recordings not swept
 * yet and adds their terms to the counts, a batch per transaction, as the organisation (row-level
 * security applies). Rows another sweep holds are skipped, not waited for. Answers how many
 * recordings were swept.
 */
export async function sweepOrganisationTerms(
  db: Database,
  organisationId: string,
  batchSize = TERMS_SWEEP_BATCH,
): Promise<number> {
  let total = 0;
  // Onwards from the last batch's end: the index entries of rows swept a moment ago are still in
  // the unswept index until a vacuum, and starting over each time would step over them all again.
  let after = { day: '0001-01-01', recordingId: '00000000-0000-0000-0000-000000000000' };
  for (;;) {
    const batch = await withScope(db, { organisationId }, async (tx) => {
      // Picked and locked from the unswept index alone, in its order; then their recordings by
      // primary key: the work is the batch's, however long the backlog.
      const rows = rowsOf<{ recordingId: string; productId: string; day: string; terms: string[] }>(
        await tx.execute(sql`
          select recording_id as "recordingId", product_id as "productId", day::text as day, terms
          from ${recordingTerms}
          where organisation_id = ${organisationId} and not swept
            and (day, recording_id) > (${after.day}::date, ${after.recordingId}::uuid)
          order by ${recordingTerms.day}, ${recordingTerms.recordingId}
          limit ${batchSize}
          for update skip locked`),
      );
      if (rows.length === 0) return rows;
      const words = new Map(
        (
          await tx
            .select({
              id: recordings.id,
              text: recordings.text,
              answers: recordings.answers,
              transcript: recordings.transcript,
              pageLanguage: recordings.pageLanguage,
            })
            .from(recordings)
            .where(
              and(
                eq(recordings.organisationId, organisationId),
                inArray(
                  recordings.id,
                  rows.map((row) => row.recordingId),
                ),
              ),
            )
        ).map((recording) => [
          recording.id,
          { words: recordingWords(recording), language: recording.pageLanguage },
        ]),
      );
      await applyTermsChanges(
        tx,
        organisationId,
        rows.map((row) => {
          const said = words.get(row.recordingId);
          return {
            recordingId: row.recordingId,
            productId: row.productId,
            day: row.day,
            before: row.terms,
            // A union: the transcription job may have added the transcript's terms already.
            after: [...new Set([...row.terms, ...termsOf(said?.words, said?.language)])].sort(),
            swept: true,
          };
        }),
      );
      return rows;
    });
    total += batch.length;
    const last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return total;
    after = { day: last.day, recordingId: last.recordingId };
  }
}

/** Every organisation with recordings waiting, one after the other. */
export async function sweepAllTerms(db: Database): Promise<number> {
  let total = 0;
  for (const organisationId of await organisationsWithUnswept(db)) {
    total += await sweepOrganisationTerms(db, organisationId);
  }
  return total;
}

export const sweepTermsHandler = (): JobHandler<Record<string, never>> => async (_payload, job) => {
  const swept = await sweepAllTerms(job.db);
  if (swept > 0) job.logger.info({ recordings: swept }, 'Recordings swept for themes');
};
