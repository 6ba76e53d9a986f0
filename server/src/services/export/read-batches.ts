import { type AnyColumn, and, asc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { contacts, type ExportKindValue, recordings } from '../../db/schema';
import { type ExportRow, isoOrNull, jsonOrNull } from './export-columns';

/** What an export reads: one product's rows, optionally within [from, to) and one campaign. */
export interface ExportSelection {
  organisationId: string;
  productId: string;
  kind: ExportKindValue;
  from: Date | null;
  to: Date | null;
  campaignId: string | null;
}

/**
 * Where the previous batch ended: the last row's (created_at, id). The time is PostgreSQL's own
 * text of it: a Date keeps milliseconds only, and rows within the same millisecond would repeat.
 */
export interface Keyset {
  createdAt: string;
  id: string;
}

export interface Batch {
  rows: ExportRow[];
  /** Null when this was the last batch. */
  next: Keyset | null;
}

/** Rows read per statement: big enough to amortise a round trip, small enough to stay flat. */
export const EXPORT_BATCH_SIZE = 2_000;

function afterKeyset(createdAt: AnyColumn, id: AnyColumn, after: Keyset | null) {
  return after
    ? sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
}

function recordingConditions(selection: ExportSelection, after: Keyset | null): SQL | undefined {
  return and(
    eq(recordings.organisationId, selection.organisationId),
    eq(recordings.productId, selection.productId),
    selection.kind === 'CampaignResponses'
      ? selection.campaignId
        ? eq(recordings.campaignId, selection.campaignId)
        : isNotNull(recordings.campaignId)
      : undefined,
    selection.from ? gte(recordings.createdAt, selection.from) : undefined,
    selection.to ? lt(recordings.createdAt, selection.to) : undefined,
    afterKeyset(recordings.createdAt, recordings.id, after),
  );
}

function contactConditions(selection: ExportSelection, after: Keyset | null): SQL | undefined {
  return and(
    eq(contacts.organisationId, selection.organisationId),
    eq(contacts.productId, selection.productId),
    selection.from ? gte(contacts.createdAt, selection.from) : undefined,
    selection.to ? lt(contacts.createdAt, selection.to) : undefined,
    afterKeyset(contacts.createdAt, contacts.id, after),
  );
}

/** The number of rows the selection holds, for the progress the page shows. */
export async function countSelection(tx: Transaction, selection: ExportSelection): Promise<number> {
  const counted =
    selection.kind === 'Contacts'
      ? await tx.$count(contacts, contactConditions(selection, null))
      : await tx.$count(recordings, recordingConditions(selection, null));
  return Number(counted);
}

/**
 * The batch after `after`, oldest first. Keyset paging on (created_at, id) reads each batch
 * through the index in its own short statement, never a growing offset, and holds no cursor or
 * transaction open between batches (PGlite has one connection for everyone).
 */
export async function readBatch(
  tx: Transaction,
  selection: ExportSelection,
  after: Keyset | null,
  size = EXPORT_BATCH_SIZE,
): Promise<Batch> {
  if (selection.kind === 'Contacts') {
    const found = await tx
      .select({ row: contacts, keyset: sql<string>`${contacts.createdAt}::text` })
      .from(contacts)
      .where(contactConditions(selection, after))
      .orderBy(asc(contacts.createdAt), asc(contacts.id))
      .limit(size);
    const last = found.at(-1);
    return {
      rows: found.map(({ row }) => [
        row.id,
        row.email,
        row.name,
        row.phoneNumber,
        row.externalId,
        row.source,
        jsonOrNull(row.attributes),
        isoOrNull(row.createdAt),
        isoOrNull(row.updatedAt),
      ]),
      next: found.length === size && last ? { createdAt: last.keyset, id: last.row.id } : null,
    };
  }
  const found = await tx
    .select({ row: recordings, keyset: sql<string>`${recordings.createdAt}::text` })
    .from(recordings)
    .where(recordingConditions(selection, after))
    // recordings_inbox_idx is (created_at DESC NULLS LAST, id DESC NULLS LAST): walked backwards it
    // yields ASC NULLS FIRST, so this order reads the index instead of sorting every batch.
    .orderBy(sql`${recordings.createdAt} asc nulls first`, sql`${recordings.id} asc nulls first`)
    .limit(size);
  const last = found.at(-1);
  return {
    rows: found.map(({ row }) => {
      const values: ExportRow = [
        row.id,
        isoOrNull(row.createdAt),
        isoOrNull(row.submittedAt),
        row.messageType,
        row.text,
        row.transcript,
        row.transcriptionStatus,
        row.transcriptionEngine,
        row.phoneNumber,
        jsonOrNull(row.answers ?? []),
        row.contactName,
        row.contactEmail,
        row.contactPhoneNumber,
        row.contactPurpose,
        row.pageUrl,
        row.pageTitle,
        row.pageLanguage,
        row.audioDurationMs,
        row.sentimentScore,
        row.sentimentLabel,
        // As the API answers it (load-recordings.ts): a score without a source was read from text.
        row.sentimentSource ?? (row.sentimentScore === null ? null : 'Text'),
        row.reviewed,
      ];
      return selection.kind === 'CampaignResponses' ? [row.campaignId, ...values] : values;
    }),
    next: found.length === size && last ? { createdAt: last.keyset, id: last.row.id } : null,
  };
}
