import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { attentionItems, campaignInvitations, campaigns, products, recordings } from '../../db/schema';
import type { Member } from '../access';
import { visibleProducts } from '../product/product-filter';

const DAY_MS = 24 * 3_600_000;
export const REPORT_DAYS = 7;
/** A product lists its busiest campaigns first, at most this many. */
export const REPORT_CAMPAIGNS_MAX = 10;

/** The 7 days a report covers: [from, to). */
export interface ReportWindow {
  from: Date;
  to: Date;
}

export const reportWindowEndingAt = (to: Date): ReportWindow => ({
  from: new Date(to.getTime() - REPORT_DAYS * DAY_MS),
  to,
});

export interface CampaignWeek {
  id: string;
  name: string;
  status: string;
  sent: number;
  responses: number;
  /** responses / sent, null before the first invitation went out. */
  responseRate: number | null;
  newResponses: number;
  openAttention: number;
}

export interface ProductWeek {
  id: string;
  name: string;
  /** Recordings received in the window (campaign responses included). */
  newRecordings: number;
  /** Of which answered a campaign. */
  newResponses: number;
  /** Mean sentiment score in [-1, 1] of the window's scored recordings; null when none. */
  averageSentiment: number | null;
  /** The same over the 7 days before, to tell the change; null when none. */
  previousAverageSentiment: number | null;
  /** Attention items of the product's campaigns still unresolved, whenever raised. */
  openAttention: number;
  campaigns: CampaignWeek[];
}

/**
 * The week of every product `reader` may open (all of the organisation's for an Admin, the
 * attached ones for a Member), inside the organisation's transaction: three grouped queries
 * whatever the number of products, each on the recordings' and campaigns' indexes.
 */
export async function productWeeks(
  tx: Transaction,
  reader: Member,
  window: ReportWindow,
): Promise<ProductWeek[]> {
  const shown = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(visibleProducts(reader))
    .orderBy(asc(products.name), asc(products.id));
  if (shown.length === 0) return [];
  const productIds = shown.map((product) => product.id);
  const { organisationId } = reader;
  const previousFrom = new Date(window.from.getTime() - REPORT_DAYS * DAY_MS);
  const inWindow = sql`${recordings.createdAt} >= ${window.from.toISOString()}::timestamptz`;

  const received = await tx
    .select({
      productId: recordings.productId,
      newRecordings: sql<number>`count(*) filter (where ${inWindow})::int`,
      newResponses: sql<number>`count(${recordings.campaignId}) filter (where ${inWindow})::int`,
      average: sql<number | null>`(avg(${recordings.sentimentScore}) filter (where ${inWindow}))::float8`,
      previousAverage: sql<
        number | null
      >`(avg(${recordings.sentimentScore}) filter (where not (${inWindow})))::float8`,
    })
    .from(recordings)
    .where(
      and(
        eq(recordings.organisationId, organisationId),
        inArray(recordings.productId, productIds),
        gte(recordings.createdAt, previousFrom),
        lt(recordings.createdAt, window.to),
      ),
    )
    .groupBy(recordings.productId);
  const receivedOf = new Map(received.map((row) => [row.productId, row]));

  const sent = sql<number>`(select count(*) from ${campaignInvitations} where ${and(
    eq(campaignInvitations.organisationId, campaigns.organisationId),
    eq(campaignInvitations.campaignId, campaigns.id),
  )} and ${campaignInvitations.sentAt} is not null)::int`;
  const responses = sql<number>`(select count(*) from ${recordings} where ${and(
    eq(recordings.organisationId, campaigns.organisationId),
    eq(recordings.campaignId, campaigns.id),
  )})::int`;
  const newResponses = sql<number>`(select count(*) from ${recordings} where ${and(
    eq(recordings.organisationId, campaigns.organisationId),
    eq(recordings.campaignId, campaigns.id),
    gte(recordings.createdAt, window.from),
    lt(recordings.createdAt, window.to),
  )})::int`;
  const openAttention = sql<number>`(select count(*) from ${attentionItems} where ${and(
    eq(attentionItems.organisationId, campaigns.organisationId),
    eq(attentionItems.campaignId, campaigns.id),
    isNull(attentionItems.resolvedAt),
  )})::int`;
  // Campaigns that ran in the week, or still wait for a human: the others have nothing new.
  const campaignRows = await tx
    .select({
      id: campaigns.id,
      productId: campaigns.productId,
      name: campaigns.name,
      status: campaigns.status,
      sent,
      responses,
      newResponses,
      openAttention,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.organisationId, organisationId),
        inArray(campaigns.productId, productIds),
        or(
          inArray(campaigns.status, ['Running', 'Paused']),
          sql`${newResponses} > 0`,
          sql`${openAttention} > 0`,
        ),
      ),
    )
    .orderBy(asc(campaigns.name), asc(campaigns.id));

  return shown.map((product) => {
    const week = receivedOf.get(product.id);
    const own = campaignRows
      .filter((row) => row.productId === product.id)
      .map(
        ({ productId: _productId, ...row }): CampaignWeek => ({
          ...row,
          responseRate: row.sent === 0 ? null : row.responses / row.sent,
        }),
      );
    return {
      id: product.id,
      name: product.name,
      newRecordings: week?.newRecordings ?? 0,
      newResponses: week?.newResponses ?? 0,
      averageSentiment: week?.average ?? null,
      previousAverageSentiment: week?.previousAverage ?? null,
      openAttention: own.reduce((total, row) => total + row.openAttention, 0),
      campaigns: own
        .sort((a, b) => b.newResponses - a.newResponses || b.openAttention - a.openAttention)
        .slice(0, REPORT_CAMPAIGNS_MAX),
    };
  });
}
