import { and, eq, sql } from 'drizzle-orm';
import { productSentiment, recordings } from '../../db/schema';
import { badUserInput, notFound } from '../../errors/app-errors';
import type {
  QueryCountRecordingsArgs,
  QueryRecordingArgs,
  QueryRecordingsArgs,
  Recording,
} from '../../generated/resolvers-types';
import { inOrganisation, memberOf } from '../access';
import { recordingsShownTo } from '../api-key/api-key-people';
import type { ServiceContext } from '../context';
import { themeOnlyCount } from '../insights/theme-filter';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import {
  findRecording,
  RECORDING_NOT_FOUND,
  recordingColumns,
  requireVisibleProduct,
  toRecordings,
} from './load-recordings';
import { afterAnchor, isUnfiltered, orderBy, recordingConditions, recordingOrder } from './recording-filter';

/** A page of a product's recordings: offset paging (the spec's), or keyset paging with `after`. */
export async function listRecordings(ctx: ServiceContext, args: QueryRecordingsArgs): Promise<Recording[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const order = recordingOrder(args.sorting);
  if (args.after != null && paging.offset !== 0) {
    throw badUserInput('Use either a cursor (after) or an offset, not both.', 'paging.offset');
  }
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    let where = recordingConditions(member.organisationId, args.productId, args.filter);
    if (args.after != null) {
      if (!isUuid(args.after)) throw notFound(RECORDING_NOT_FOUND);
      const [anchor] = await tx
        .select({ id: recordings.id })
        .from(recordings)
        .where(
          and(
            eq(recordings.organisationId, member.organisationId),
            eq(recordings.productId, args.productId),
            eq(recordings.id, args.after),
          ),
        );
      // A cursor row deleted meanwhile cannot place the page; the client starts over.
      if (!anchor) throw notFound('The recording the page starts after no longer exists.');
      where = and(where, afterAnchor(order, member.organisationId, args.after))!;
    }
    const rows = await tx
      .select(recordingColumns)
      .from(recordings)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(paging.limit)
      .offset(paging.offset);
    return recordingsShownTo(member, await toRecordings(tx, rows));
  });
}

/**
 * Without a filter the count is the product's running total (product_sentiment, kept in the
 * transactions that insert and delete recordings): a few rows instead of counting a million.
 */
export async function countRecordings(ctx: ServiceContext, args: QueryCountRecordingsArgs): Promise<number> {
  const member = await memberOf(ctx);
  const where = recordingConditions(member.organisationId, args.productId, args.filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    if (isUnfiltered(args.filter)) {
      const [total] = await tx
        .select({ count: sql<number>`coalesce(sum(${productSentiment.recordingsCount}), 0)::int` })
        .from(productSentiment)
        .where(
          and(
            eq(productSentiment.organisationId, member.organisationId),
            eq(productSentiment.productId, args.productId),
          ),
        );
      return total?.count ?? 0;
    }
    // A theme link from the product home: the themes' running count, not a count of the matches.
    const themeCount = await themeOnlyCount(tx, member.organisationId, args.productId, args.filter);
    if (themeCount !== null) return themeCount;
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(recordings).where(where);
    return row?.count ?? 0;
  });
}

export async function getRecording(ctx: ServiceContext, args: QueryRecordingArgs): Promise<Recording> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [recording] = recordingsShownTo(
      member,
      await toRecordings(tx, [await findRecording(tx, member, args.id)]),
    );
    return recording!;
  });
}
