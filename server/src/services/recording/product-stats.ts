import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { products, recordings } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { ProductStats, QueryProductStatsArgs } from '../../generated/resolvers-types';
import { validationMessage } from '../../i18n/validation-messages';
import { inOrganisation, memberOf } from '../access';
import { productsShownTo, recordingsShownTo } from '../api-key/api-key-people';
import type { ServiceContext } from '../context';
import { loadProducts } from '../product/load-products';
import { visibleProducts } from '../product/product-filter';
import { isUuid } from '../validation/fields';
import { parseInput } from '../validation/parse-input';
import { PRODUCT_NOT_FOUND, recordingColumns, toRecordings } from './load-recordings';
import { orderBy } from './recording-filter';

const DAY_MS = 24 * 60 * 60_000;
export const STATS_DEFAULT_DAYS = 30;
export const STATS_MAX_DAYS = 366;
export const LATEST_DEFAULT = 5;
export const LATEST_MAX = 20;
const LATEST_RANGE = validationMessage('Latest count must be between 0 and {{max}}.', { max: LATEST_MAX });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const argsSchema = z
  .object({
    from: z.date().nullish(),
    to: z.date().nullish(),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine(isTimeZone, { error: 'Time zone must be an IANA time zone, such as Europe/London.' })
      .nullish()
      .transform((zone) => zone || 'UTC'),
    latestCount: z
      .number()
      .int()
      .min(0, { error: LATEST_RANGE })
      .max(LATEST_MAX, { error: LATEST_RANGE })
      .nullish()
      .transform((count) => count ?? LATEST_DEFAULT),
  })
  .transform((args, ctx) => {
    const to = args.to ?? new Date();
    const from = args.from ?? new Date(to.getTime() - STATS_DEFAULT_DAYS * DAY_MS);
    if (from >= to) {
      ctx.addIssue({ code: 'custom', message: 'From must be before To.', path: ['to'] });
      return z.NEVER;
    }
    if (to.getTime() - from.getTime() > STATS_MAX_DAYS * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        message: validationMessage('The range can span at most {{max}} days.', { max: STATS_MAX_DAYS }),
        path: ['from'],
      });
      return z.NEVER;
    }
    return { ...args, from, to };
  });

/** `YYYY-MM-DD` of an instant in a time zone. */
const localDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** Every calendar day from `first` to `last` (YYYY-MM-DD), both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); ; day = new Date(day.getTime() + DAY_MS)) {
    const text = day.toISOString().slice(0, 10);
    days.push(text);
    if (text >= last) return days;
  }
}

/**
 * The product home: responses per day (days without any included), sentiment over the range and
 * overall, unreviewed count and the newest recordings. Each figure is one indexed query over the
 * range (recordings_inbox_idx), so a year of a busy product stays a single scan.
 */
export async function productStats(ctx: ServiceContext, args: QueryProductStatsArgs): Promise<ProductStats> {
  const member = await memberOf(ctx);
  const { from, to, timeZone, latestCount } = parseInput(argsSchema, {
    from: args.from,
    to: args.to,
    timeZone: args.timeZone,
    latestCount: args.latestCount,
  });
  if (!isUuid(args.productId)) throw notFound(PRODUCT_NOT_FOUND);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [product] = await loadProducts(tx, and(eq(products.id, args.productId), visibleProducts(member))!, [
      sql`1`,
    ]);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const inRange = and(
      eq(recordings.organisationId, member.organisationId),
      eq(recordings.productId, args.productId),
      gte(recordings.createdAt, from),
      lt(recordings.createdAt, to),
    );
    const day = sql<string>`to_char(${recordings.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const perDay = await tx
      .select({
        day,
        count: sql<number>`count(*)::int`,
        average: sql<number | null>`avg(${recordings.sentimentScore})`.mapWith(Number),
      })
      .from(recordings)
      .where(inRange)
      // By position: the time zone is a parameter, and a repeated expression would be a new one.
      .groupBy(sql`1`);
    const byLabel = await tx
      .select({
        label: recordings.sentimentLabel,
        count: sql<number>`count(*)::int`,
        unreviewed: sql<number>`(count(*) filter (where not ${recordings.reviewed}))::int`,
        scoreSum: sql<number>`coalesce(sum(${recordings.sentimentScore}), 0)`.mapWith(Number),
      })
      .from(recordings)
      .where(inRange)
      .groupBy(recordings.sentimentLabel);
    const latest =
      latestCount === 0
        ? []
        : await tx
            .select(recordingColumns)
            .from(recordings)
            .where(
              and(
                eq(recordings.organisationId, member.organisationId),
                eq(recordings.productId, args.productId),
              ),
            )
            .orderBy(...orderBy({ field: 'createdAt', direction: 'DESC' }))
            .limit(latestCount);

    const found = new Map(perDay.map((row) => [row.day, row]));
    const responsesPerDay = daysBetween(
      localDay(from, timeZone),
      localDay(new Date(to.getTime() - 1), timeZone),
    ).map((date) => {
      const row = found.get(date);
      return {
        date,
        count: row?.count ?? 0,
        averageSentiment: row && row.average != null && !Number.isNaN(row.average) ? row.average : null,
      };
    });
    const scored = byLabel.filter((row) => row.label !== null);
    const scoredCount = scored.reduce((sum, row) => sum + row.count, 0);
    return {
      productId: product.id,
      from,
      to,
      responsesPerDay,
      totalResponses: byLabel.reduce((sum, row) => sum + row.count, 0),
      averageSentiment:
        scoredCount === 0 ? null : scored.reduce((sum, row) => sum + row.scoreSum, 0) / scoredCount,
      overallAverageSentiment: product.averageSentiment ?? null,
      sentimentCounts: (['Positive', 'Neutral', 'Negative'] as const).map((label) => ({
        label,
        count: byLabel.find((row) => row.label === label)?.count ?? 0,
      })),
      unreviewedCount: byLabel.reduce((sum, row) => sum + row.unreviewed, 0),
      reviewUserCount: productsShownTo(member, [product])[0]!.reviewUserCount,
      latestRecordings: recordingsShownTo(member, await toRecordings(tx, latest)),
    };
  });
}
