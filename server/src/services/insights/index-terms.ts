import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { ALL_DOCUMENTS, recordings, recordingTerms } from '../../db/schema';
import { recordingWords, termsOf } from './terms';

/** A recording and words of it (typed text, answers or a transcript). */
export interface RecordingWords {
  organisationId: string;
  productId: string;
  id: string;
  createdAt: Date;
  words: string;
  /** The page's language the words were written on, when known. */
  language?: string | null;
}

/** The UTC day a recording's terms are counted on. */
export const termDay = (createdAt: Date): string => createdAt.toISOString().slice(0, 10);

/** One recording's terms before and after a change, as stored in recording_terms. */
export interface TermsChange {
  recordingId: string;
  productId: string;
  day: string;
  before: readonly string[];
  after: readonly string[];
  /** The recording's own words have been read (the sweep); undefined leaves the flag as it is. */
  swept?: boolean;
}

/**
 * Adds the terms of `words` to the recording's terms, counting each new one once for the
 * recording's product and day: a word the recording already had (its typed text and its
 * transcript both say "checkout") is not counted twice, and calling this again changes nothing.
 * The transcription job calls it with the transcript in its final transaction.
 */
export async function indexRecordingTerms(tx: Transaction, recording: RecordingWords): Promise<void> {
  const terms = termsOf(recording.words, recording.language);
  if (terms.length === 0) return;
  // The row is normally made with the recording (drizzle/0021); a lost one is made here.
  await tx
    .insert(recordingTerms)
    .values({
      organisationId: recording.organisationId,
      recordingId: recording.id,
      productId: recording.productId,
      day: termDay(recording.createdAt),
    })
    .onConflictDoNothing();
  const stored = await storedTerms(tx, recording);
  if (!stored) return;
  const after = [...new Set([...stored.terms, ...terms])].sort();
  await applyTermsChanges(tx, recording.organisationId, [{ ...stored, before: stored.terms, after }]);
}

/**
 * Takes the terms of `words` out of the recording's terms and out of the counts, whatever else
 * of the recording says them too (reindexRecordingTerms keeps those). A recording that is
 * deleted needs no call: its row goes with it and a trigger does this (drizzle/0021).
 */
export async function unindexRecordingTerms(tx: Transaction, recording: RecordingWords): Promise<void> {
  const terms = new Set(termsOf(recording.words, recording.language));
  if (terms.size === 0) return;
  const stored = await storedTerms(tx, recording);
  if (!stored) return;
  const after = stored.terms.filter((term) => !terms.has(term));
  if (after.length === stored.terms.length) return;
  await applyTermsChanges(tx, recording.organisationId, [{ ...stored, before: stored.terms, after }]);
}

/**
 * Makes the recording's terms exactly those of its words as stored now (typed text, answers,
 * transcript), moving the counts by the difference: for a transcript replaced (transcribed
 * again), where taking the old words out with unindexRecordingTerms would also take out what the
 * typed text still says. Marks the recording swept, since its words have been read.
 */
export async function reindexRecordingTerms(
  tx: Transaction,
  recording: { organisationId: string; id: string },
): Promise<void> {
  const [row] = await tx
    .select({
      productId: recordings.productId,
      createdAt: recordings.createdAt,
      text: recordings.text,
      answers: recordings.answers,
      transcript: recordings.transcript,
      pageLanguage: recordings.pageLanguage,
    })
    .from(recordings)
    .where(and(eq(recordings.organisationId, recording.organisationId), eq(recordings.id, recording.id)));
  if (!row) return;
  await tx
    .insert(recordingTerms)
    .values({
      organisationId: recording.organisationId,
      recordingId: recording.id,
      productId: row.productId,
      day: termDay(row.createdAt),
    })
    .onConflictDoNothing();
  const stored = await storedTerms(tx, recording);
  if (!stored) return;
  await applyTermsChanges(tx, recording.organisationId, [
    { ...stored, before: stored.terms, after: termsOf(recordingWords(row), row.pageLanguage), swept: true },
  ]);
}

/** The recording's stored terms, locked until the transaction ends. */
async function storedTerms(tx: Transaction, recording: { organisationId: string; id: string }) {
  const [row] = await tx
    .select({
      recordingId: recordingTerms.recordingId,
      productId: recordingTerms.productId,
      day: recordingTerms.day,
      terms: recordingTerms.terms,
    })
    .from(recordingTerms)
    .where(
      and(
        eq(recordingTerms.organisationId, recording.organisationId),
        eq(recordingTerms.recordingId, recording.id),
      ),
    )
    .for('update');
  return row;
}

/**
 * Stores each recording's new terms and moves the day and history counts by the difference, in
 * one statement per table whatever the number of recordings. The recording_terms rows must be
 * locked by the caller. Counts are upserted in key order, the order the deletion trigger locks
 * them in, so concurrent writers queue instead of deadlocking.
 */
export async function applyTermsChanges(
  tx: Transaction,
  organisationId: string,
  changes: readonly TermsChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const days = new Map<string, { product_id: string; day: string; term: string; documents: number }>();
  const history = new Map<string, { product_id: string; term: string; documents: number }>();
  const count = (productId: string, day: string, term: string, delta: number) => {
    const dayKey = `${productId} ${day} ${term}`;
    const dayRow = days.get(dayKey) ?? { product_id: productId, day, term, documents: 0 };
    dayRow.documents += delta;
    days.set(dayKey, dayRow);
    const historyKey = `${productId} ${term}`;
    const historyRow = history.get(historyKey) ?? { product_id: productId, term, documents: 0 };
    historyRow.documents += delta;
    history.set(historyKey, historyRow);
  };
  for (const change of changes) {
    const before = new Set(change.before);
    const after = new Set(change.after);
    for (const term of after) if (!before.has(term)) count(change.productId, change.day, term, 1);
    for (const term of before) if (!after.has(term)) count(change.productId, change.day, term, -1);
    if (before.size === 0 && after.size > 0) count(change.productId, change.day, ALL_DOCUMENTS, 1);
    if (before.size > 0 && after.size === 0) count(change.productId, change.day, ALL_DOCUMENTS, -1);
  }

  const rows = changes.map((change) => ({
    recording_id: change.recordingId,
    terms: [...change.after],
    swept: change.swept ?? null,
  }));
  await tx.execute(sql`
    update recording_terms r set terms = x.terms, swept = coalesce(x.swept, r.swept)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(recording_id uuid, terms text[], swept boolean)
    where r.organisation_id = ${organisationId} and r.recording_id = x.recording_id`);

  const dayDeltas = [...days.values()].filter((row) => row.documents !== 0);
  if (dayDeltas.length > 0) {
    await tx.execute(sql`
      insert into product_term_days (organisation_id, product_id, day, term, documents)
      select ${organisationId}, x.product_id, x.day, x.term, x.documents
      from jsonb_to_recordset(${JSON.stringify(dayDeltas)}::jsonb)
        as x(product_id uuid, day date, term text, documents integer)
      order by x.product_id, x.day, x.term
      on conflict (organisation_id, product_id, day, term)
        do update set documents = product_term_days.documents + excluded.documents`);
  }
  const historyDeltas = [...history.values()].filter((row) => row.documents !== 0);
  if (historyDeltas.length > 0) {
    await tx.execute(sql`
      insert into product_terms (organisation_id, product_id, term, documents)
      select ${organisationId}, x.product_id, x.term, x.documents
      from jsonb_to_recordset(${JSON.stringify(historyDeltas)}::jsonb)
        as x(product_id uuid, term text, documents integer)
      order by x.product_id, x.term
      on conflict (organisation_id, product_id, term)
        do update set documents = product_terms.documents + excluded.documents`);
  }
  // Counts that reached zero go, as the deletion trigger's do.
  const fewerDays = dayDeltas.filter((row) => row.documents < 0);
  if (fewerDays.length > 0) {
    await tx.execute(sql`
      delete from product_term_days d
      using jsonb_to_recordset(${JSON.stringify(fewerDays)}::jsonb) as x(product_id uuid, day date, term text)
      where d.organisation_id = ${organisationId} and d.product_id = x.product_id and d.day = x.day
        and d.term = x.term and d.documents <= 0`);
  }
  const fewerEver = historyDeltas.filter((row) => row.documents < 0);
  if (fewerEver.length > 0) {
    await tx.execute(sql`
      delete from product_terms p
      using jsonb_to_recordset(${JSON.stringify(fewerEver)}::jsonb) as x(product_id uuid, term text)
      where p.organisation_id = ${organisationId} and p.product_id = x.product_id
        and p.term = x.term and p.documents <= 0`);
  }
}
