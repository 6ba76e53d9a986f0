import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { jobs, products, questions, recordings, type StoredTranscriptWord } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { Recording, Transcription, TranscriptWord } from '../../generated/resolvers-types';
import { inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { visibleProducts } from '../product/product-filter';
import { isUuid } from '../validation/fields';
import { transcribeRecording, transcriptionJobKey } from './transcription/transcription-job';

export const RECORDING_NOT_FOUND = 'Recording not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The recording's product is one the member may open (Members: attached products only). */
export function recordingVisible(member: Member): SQL {
  return sql`exists (select 1 from ${products} where ${and(
    eq(products.organisationId, recordings.organisationId),
    eq(products.id, recordings.productId),
    visibleProducts(member),
  )})`;
}

/** NOT_FOUND unless the product exists in the member's organisation and the member may open it. */
export async function requireVisibleProduct(
  tx: Transaction,
  member: Member,
  productId: string,
): Promise<void> {
  if (!isUuid(productId)) throw notFound(PRODUCT_NOT_FOUND);
  const [found] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), visibleProducts(member)));
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
}

export const recordingColumns = {
  id: recordings.id,
  organisationId: recordings.organisationId,
  productId: recordings.productId,
  messageType: recordings.messageType,
  text: recordings.text,
  transcript: recordings.transcript,
  phoneNumber: recordings.phoneNumber,
  answers: recordings.answers,
  contactName: recordings.contactName,
  contactEmail: recordings.contactEmail,
  contactPhoneNumber: recordings.contactPhoneNumber,
  contactPurpose: recordings.contactPurpose,
  contactEmailVerifiedAt: recordings.contactEmailVerifiedAt,
  pageUrl: recordings.pageUrl,
  pageTitle: recordings.pageTitle,
  audioFileKey: recordings.audioFileKey,
  audioContentType: recordings.audioContentType,
  audioSize: recordings.audioSize,
  audioDurationMs: recordings.audioDurationMs,
  sentimentScore: recordings.sentimentScore,
  sentimentLabel: recordings.sentimentLabel,
  sentimentSource: recordings.sentimentSource,
  transcriptionStatus: recordings.transcriptionStatus,
  transcriptionReason: recordings.transcriptionReason,
  transcriptionEngine: recordings.transcriptionEngine,
  transcriptionAttempts: recordings.transcriptionAttempts,
  transcriptionRequests: recordings.transcriptionRequests,
  transcribedAt: recordings.transcribedAt,
  reviewed: recordings.reviewed,
  createdAt: recordings.createdAt,
  submittedAt: recordings.submittedAt,
};

type RecordingRow = {
  [K in keyof typeof recordingColumns]: (typeof recordingColumns)[K]['_']['data'] | null;
};

/**
 * Transcriptions whose words are read only when asked for (Transcription.words): the list never
 * shows them, and a long message's words weigh more than the rest of its row.
 */
const wordsToLoad = new WeakMap<Transcription, { recordingId: string }>();

const wordsOf = (stored: StoredTranscriptWord[] | null): TranscriptWord[] =>
  (stored ?? []).map((word) => ({ word: word.w, startMs: word.s, endMs: word.e, confidence: word.c }));

/** A transcription's words: read for the member (only a recording they may see has any). */
export async function transcriptWords(
  ctx: ServiceContext,
  transcription: Transcription,
): Promise<TranscriptWord[]> {
  const pending = wordsToLoad.get(transcription);
  if (!pending) return transcription.words;
  const member = await memberOf(ctx);
  const [row] = await inOrganisation(ctx.db, member, (tx) =>
    tx
      .select({ words: recordings.transcriptWords })
      .from(recordings)
      .where(
        and(
          eq(recordings.organisationId, member.organisationId),
          eq(recordings.id, pending.recordingId),
          recordingVisible(member),
        ),
      ),
  );
  return wordsOf(row?.words ?? null);
}

/**
 * When the next attempt of each recording waiting after a failed attempt runs: its job's run_at
 * (one query for the page, through the jobs' unique key).
 */
async function nextAttempts(tx: Transaction, rows: RecordingRow[]): Promise<Map<string, Date>> {
  const retrying = rows.filter(
    (row) => row.transcriptionStatus === 'Queued' && (row.transcriptionAttempts ?? 0) > 0,
  );
  if (retrying.length === 0) return new Map();
  const keyOf = new Map(
    retrying.map((row) => [transcriptionJobKey(row.id!, row.transcriptionRequests ?? 0), row.id!]),
  );
  const waiting = await tx
    .select({ key: jobs.idempotencyKey, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, transcribeRecording.kind),
        sql`coalesce(${jobs.organisationId}, '00000000-0000-0000-0000-000000000000'::uuid) = ${retrying[0]!.organisationId}::uuid`,
        inArray(jobs.idempotencyKey, [...keyOf.keys()]),
        eq(jobs.state, 'queued'),
      ),
    );
  return new Map(waiting.map((job) => [keyOf.get(job.key!)!, job.runAt]));
}

function transcriptionOf(row: RecordingRow, nextAttemptAt: Date | null): Transcription | null {
  if (!row.audioFileKey) return null;
  const transcription: Transcription = {
    // Every voice message has a status since drizzle/0020; none would be one never asked for.
    status: row.transcriptionStatus ?? 'Off',
    engine: row.transcriptionEngine,
    reason: row.transcriptionReason,
    attempts: row.transcriptionAttempts ?? 0,
    nextAttemptAt,
    completedAt: row.transcribedAt,
    words: [],
    automatic: true,
  };
  wordsToLoad.set(transcription, { recordingId: row.id! });
  return transcription;
}

/**
 * Rows as the API shows them, with each answer's question text (one query for the whole page;
 * a question deleted since answers null).
 */
export async function toRecordings(tx: Transaction, rows: RecordingRow[]): Promise<Recording[]> {
  const questionIds = [
    ...new Set(rows.flatMap((row) => (row.answers ?? []).map((answer) => answer.questionId))),
  ].filter(isUuid);
  const asked =
    questionIds.length === 0 || !rows[0]
      ? []
      : await tx
          .select({ id: questions.id, text: questions.text })
          .from(questions)
          .where(
            and(eq(questions.organisationId, rows[0].organisationId!), inArray(questions.id, questionIds)),
          );
  const textOf = new Map(asked.map((question) => [question.id, question.text]));
  const nextAttemptOf = await nextAttempts(tx, rows);
  return rows.map((row) => ({
    id: row.id!,
    productId: row.productId!,
    messageType: row.messageType!,
    text: row.text,
    transcript: row.transcript,
    phoneNumber: row.phoneNumber,
    answers: (row.answers ?? []).map((answer) => ({
      questionId: answer.questionId,
      question: textOf.get(answer.questionId) ?? null,
      answer: answer.text,
    })),
    contact: {
      name: row.contactName,
      email: row.contactEmail,
      phoneNumber: row.contactPhoneNumber,
      purpose: row.contactPurpose,
    },
    contactEmailVerified: row.contactEmailVerifiedAt != null,
    pageUrl: row.pageUrl,
    pageTitle: row.pageTitle,
    audio: row.audioFileKey
      ? {
          contentType: row.audioContentType ?? 'application/octet-stream',
          size: row.audioSize ?? 0,
          durationMs: row.audioDurationMs,
        }
      : null,
    sentimentScore: row.sentimentScore,
    sentimentLabel: row.sentimentLabel,
    // Rows scored before drizzle/0020, or by a writer that does not say, were scored from typed words.
    sentimentSource: row.sentimentSource ?? (row.sentimentScore == null ? null : 'Text'),
    transcription: transcriptionOf(row, nextAttemptOf.get(row.id!) ?? null),
    reviewed: row.reviewed!,
    createdAt: row.createdAt!,
    submittedAt: row.submittedAt,
  }));
}

/** One recording the member may see, or NOT_FOUND (also for another organisation's id). */
export async function findRecording(
  tx: Transaction,
  member: Member,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecordingRow> {
  if (!isUuid(id)) throw notFound(RECORDING_NOT_FOUND);
  const query = tx
    .select(recordingColumns)
    .from(recordings)
    .where(
      and(
        eq(recordings.organisationId, member.organisationId),
        eq(recordings.id, id),
        recordingVisible(member),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(RECORDING_NOT_FOUND);
  return row;
}
