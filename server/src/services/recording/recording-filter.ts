import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordings } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type { RecordingFilter, RecordingSort } from '../../generated/resolvers-types';
import { themeArg, themeCondition } from '../insights/theme-filter';
import { likePattern, searchText } from '../validation/fields';
import { parseSorting } from '../validation/paging';
import { parseInput } from '../validation/parse-input';

const filterSchema = z
  .object({
    messageType: z.enum(['LeaveMessage', 'PhoneCall', 'ProvideFeedback', 'CustomQuestion']).nullish(),
    from: z.date({ error: 'From must be a date and time.' }).nullish(),
    to: z.date({ error: 'To must be a date and time.' }).nullish(),
    sentimentLabel: z.enum(['Positive', 'Neutral', 'Negative']).nullish(),
    reviewed: z.boolean().nullish(),
    search: searchText,
    transcriptionStatus: z
      .enum(['Queued', 'Transcribing', 'Done', 'NoSpeech', 'UnsupportedLanguage', 'Failed', 'Off'])
      .nullish(),
    theme: themeArg,
  })
  .refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
    error: 'From must be before To.',
    path: ['to'],
  })
  .nullish();

/** The product's recordings matching the filter (the organisation is bound by the caller and RLS). */
export function recordingConditions(
  organisationId: string,
  productId: string,
  filter: RecordingFilter | null | undefined,
): SQL {
  const parsed = parseInput(filterSchema, filter, 'filter') ?? {};
  // Leading columns of recordings_inbox_idx and recordings_sentiment_idx.
  const conditions: (SQL | undefined)[] = [
    eq(recordings.organisationId, organisationId),
    eq(recordings.productId, productId),
  ];
  if (parsed.messageType) conditions.push(eq(recordings.messageType, parsed.messageType));
  if (parsed.from) conditions.push(gte(recordings.createdAt, parsed.from));
  if (parsed.to) conditions.push(lt(recordings.createdAt, parsed.to));
  if (parsed.sentimentLabel) conditions.push(eq(recordings.sentimentLabel, parsed.sentimentLabel));
  if (parsed.reviewed != null) conditions.push(eq(recordings.reviewed, parsed.reviewed));
  // recordings_transcription_status_idx: the product's messages of one status, newest first.
  if (parsed.transcriptionStatus) {
    conditions.push(eq(recordings.transcriptionStatus, parsed.transcriptionStatus));
  }
  if (parsed.search) {
    // No text index: under row-level security PostgreSQL cannot use ILIKE (not leakproof) in an
    // index scan, so a trigram index is dead weight (measured; docs/decisions.md, "Recordings").
    // The page walks recordings_inbox_idx newest first and stops at the page's last match.
    const pattern = likePattern(parsed.search);
    conditions.push(or(ilike(recordings.text, pattern), ilike(recordings.transcript, pattern)));
  }
  if (parsed.theme) conditions.push(themeCondition(productId, parsed.theme));
  return and(...conditions)!;
}

/** No condition beyond the product (a filter of nulls and blank text is none). */
export const isUnfiltered = (filter: RecordingFilter | null | undefined): boolean =>
  !filter ||
  Object.entries(filter).every(([key, value]) =>
    key === 'search' || key === 'theme' ? !(typeof value === 'string' && value.trim()) : value == null,
  );

export interface RecordingOrder {
  field: 'createdAt' | 'sentimentScore';
  direction: 'ASC' | 'DESC';
}

/**
 * One sort field (the second of two could never decide between rows of a page anyway, since id
 * breaks ties) with id in the same direction, so each order is one index scan: createdAt on
 * recordings_inbox_idx, sentimentScore on recordings_sentiment_idx (PostgreSQL's default null
 * placement, unscored rows last ascending and first descending, is what the index holds).
 */
export function recordingOrder(sorting: readonly RecordingSort[] | null | undefined): RecordingOrder {
  const [first, ...rest] = parseSorting(sorting);
  if (rest.length > 0) throw badUserInput('Recordings can be sorted by one field at a time.', 'sorting');
  return first ?? { field: 'createdAt', direction: 'DESC' };
}

const columnOf = { createdAt: recordings.createdAt, sentimentScore: recordings.sentimentScore } as const;

export function orderBy(order: RecordingOrder): SQL[] {
  if (order.field === 'createdAt') {
    // recordings_inbox_idx holds created_at and id DESC NULLS LAST; PostgreSQL's DESC means NULLS
    // FIRST and the planner does not count on NOT NULL, so the placement is spelled out (ASC is
    // the index read backwards: NULLS FIRST).
    return order.direction === 'DESC'
      ? [sql`${recordings.createdAt} desc nulls last`, sql`${recordings.id} desc nulls last`]
      : [sql`${recordings.createdAt} asc nulls first`, sql`${recordings.id} asc nulls first`];
  }
  const by = order.direction === 'DESC' ? desc : asc;
  return [by(columnOf[order.field]), by(recordings.id)];
}

/**
 * Keyset paging: the rows strictly after the anchor row in `order`. The anchor's key is read in
 * SQL (a JavaScript Date would drop the microseconds of created_at). Only createdAt (never null)
 * takes a cursor; the row comparison matches the index order exactly.
 */
export function afterAnchor(order: RecordingOrder, organisationId: string, anchorId: string): SQL {
  if (order.field !== 'createdAt') {
    throw badUserInput('A cursor (after) can only be used when sorting by createdAt.', 'after');
  }
  const anchorRow = sql`(select a.created_at, a.id from ${recordings} a where a.organisation_id = ${organisationId} and a.id = ${anchorId})`;
  return order.direction === 'DESC'
    ? sql`(${recordings.createdAt}, ${recordings.id}) < ${anchorRow}`
    : sql`(${recordings.createdAt}, ${recordings.id}) > ${anchorRow}`;
}
