import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { products, questions, recordings } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { Recording } from '../../generated/resolvers-types';
import type { Member } from '../access';
import { visibleProducts } from '../product/product-filter';
import { isUuid } from '../validation/fields';

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
  reviewed: recordings.reviewed,
  createdAt: recordings.createdAt,
  submittedAt: recordings.submittedAt,
};

type RecordingRow = {
  [K in keyof typeof recordingColumns]: (typeof recordingColumns)[K]['_']['data'] | null;
};

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
