import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordings } from '../../db/schema';
import type { QueryProductSentimentTrendArgs, WeeklySentiment } from '../../generated/resolvers-types';
import { validationMessage } from '../../i18n/validation-messages';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { parseInput } from '../validation/parse-input';
import { addDays, localDay, mondayOf, timeZoneArg } from './insight-args';

export const TREND_DEFAULT_WEEKS = 13;
export const TREND_MAX_WEEKS = 53;
const WEEKS_RANGE = validationMessage('Weeks must be between 1 and {{max}}.', { max: TREND_MAX_WEEKS });

const argsSchema = z.object({
  weeks: z
    .number()
    .int()
    .min(1, { error: WEEKS_RANGE })
    .max(TREND_MAX_WEEKS, { error: WEEKS_RANGE })
    .nullish()
    .transform((weeks) => weeks ?? TREND_DEFAULT_WEEKS),
  timeZone: timeZoneArg,
});

/**
 * A product's sentiment per week, Monday to Sunday in the time zone asked for, the current week
 * last; weeks without scored recordings are there with count 0. One query over the range of
 * recordings_inbox_idx, as productStats.
 */
export async function productSentimentTrend(
  ctx: ServiceContext,
  args: QueryProductSentimentTrendArgs,
  now = new Date(),
): Promise<WeeklySentiment[]> {
  const member = await memberOf(ctx);
  const { weeks, timeZone } = parseInput(argsSchema, { weeks: args.weeks, timeZone: args.timeZone });
  const thisMonday = mondayOf(localDay(now, timeZone));
  const firstMonday = addDays(thisMonday, -7 * (weeks - 1));
  const mondays = Array.from({ length: weeks }, (_, index) => addDays(firstMonday, 7 * index));
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    // Local midnights made instants by the database, which knows the zone's daylight-saving rules.
    const startOf = (day: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
    const rows = await tx
      .select({
        week: sql<string>`to_char(date_trunc('week', ${recordings.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
        average: sql<number>`avg(${recordings.sentimentScore})`.mapWith(Number),
        positive: sql<number>`(count(*) filter (where ${recordings.sentimentLabel} = 'Positive'))::int`,
        neutral: sql<number>`(count(*) filter (where ${recordings.sentimentLabel} = 'Neutral'))::int`,
        negative: sql<number>`(count(*) filter (where ${recordings.sentimentLabel} = 'Negative'))::int`,
      })
      .from(recordings)
      .where(
        and(
          eq(recordings.organisationId, member.organisationId),
          eq(recordings.productId, args.productId),
          gte(recordings.createdAt, startOf(firstMonday)),
          lt(recordings.createdAt, startOf(addDays(thisMonday, 7))),
          isNotNull(recordings.sentimentScore),
        ),
      )
      // By position: the time zone is a parameter, and a repeated expression would be a new one.
      .groupBy(sql`1`);
    const byWeek = new Map(rows.map((row) => [row.week, row]));
    return mondays.map((weekStart) => {
      const row = byWeek.get(weekStart);
      return {
        weekStart,
        count: row?.count ?? 0,
        averageSentiment: row && Number.isFinite(row.average) ? row.average : null,
        positive: row?.positive ?? 0,
        neutral: row?.neutral ?? 0,
        negative: row?.negative ?? 0,
      };
    });
  });
}
