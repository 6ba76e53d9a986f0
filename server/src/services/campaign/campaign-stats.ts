import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { attentionItems, campaignInvitations, recordings } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  CampaignStats,
  CombinedCampaignStats,
  QueryCampaignResponsesArgs,
  QueryCampaignStatsArgs,
  QueryCombinedCampaignStatsArgs,
  QueryCountCampaignResponsesArgs,
  Recording,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { inOrganisation, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { recordingColumns, toRecordings } from '../recording/load-recordings';
import { parsePaging } from '../validation/paging';
import { type CampaignRow, findCampaign } from './load-campaigns';

export const TREND_DAYS = 30;
export const COMBINED_MAX = 10;

const ofCampaign = (campaign: CampaignRow) =>
  and(eq(recordings.organisationId, campaign.organisationId), eq(recordings.campaignId, campaign.id));

/** A few aggregate queries on the campaign's indexes, whatever the number of responses. */
async function statsOf(tx: Transaction, campaign: CampaignRow): Promise<CampaignStats> {
  const [invited] = await tx
    .select({
      invited: sql<number>`count(*)::int`,
      sent: sql<number>`count(${campaignInvitations.sentAt})::int`,
      unsubscribed: sql<number>`count(${campaignInvitations.unsubscribedAt})::int`,
    })
    .from(campaignInvitations)
    .where(
      and(
        eq(campaignInvitations.organisationId, campaign.organisationId),
        eq(campaignInvitations.campaignId, campaign.id),
      ),
    );
  const [answered] = await tx
    .select({
      responses: sql<number>`count(*)::int`,
      positive: sql<number>`count(*) filter (where ${recordings.sentimentLabel} = 'Positive')::int`,
      neutral: sql<number>`count(*) filter (where ${recordings.sentimentLabel} = 'Neutral')::int`,
      negative: sql<number>`count(*) filter (where ${recordings.sentimentLabel} = 'Negative')::int`,
      unknown: sql<number>`count(*) filter (where ${recordings.sentimentLabel} is null)::int`,
      average: sql<number | null>`avg(${recordings.sentimentScore})::float8`,
    })
    .from(recordings)
    .where(ofCampaign(campaign));
  const days = await tx
    .select({
      day: sql<string>`to_char(date_trunc('day', ${recordings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      positive: sql<number>`count(*) filter (where ${recordings.sentimentLabel} = 'Positive')::int`,
      neutral: sql<number>`count(*) filter (where ${recordings.sentimentLabel} = 'Neutral')::int`,
      negative: sql<number>`count(*) filter (where ${recordings.sentimentLabel} = 'Negative')::int`,
    })
    .from(recordings)
    .where(ofCampaign(campaign))
    .groupBy(sql`1`)
    .orderBy(desc(sql`1`))
    .limit(TREND_DAYS);
  const open = await tx.$count(
    attentionItems,
    and(
      eq(attentionItems.organisationId, campaign.organisationId),
      eq(attentionItems.campaignId, campaign.id),
      isNull(attentionItems.resolvedAt),
    ),
  );
  const sent = invited?.sent ?? 0;
  const responses = answered?.responses ?? 0;
  return {
    campaignId: campaign.id,
    name: campaign.name,
    status: campaign.status,
    source: campaign.source,
    invited: invited?.invited ?? 0,
    sent,
    unsubscribed: invited?.unsubscribed ?? 0,
    responses,
    responseRate: sent === 0 ? 0 : responses / sent,
    sentiment: {
      positive: answered?.positive ?? 0,
      neutral: answered?.neutral ?? 0,
      negative: answered?.negative ?? 0,
      unknown: answered?.unknown ?? 0,
    },
    averageSentiment: answered?.average ?? null,
    trend: days.reverse(),
    openAttentionItems: open,
  };
}

export async function campaignStats(
  ctx: ServiceContext,
  args: QueryCampaignStatsArgs,
): Promise<CampaignStats> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => statsOf(tx, await findCampaign(tx, member, args.id)));
}

/** The sums of several campaigns; the average is weighted by each one's scored responses. */
function combine(each: CampaignStats[]): CampaignStats {
  const sum = (pick: (stats: CampaignStats) => number) =>
    each.reduce((total, stats) => total + pick(stats), 0);
  const scored = each.map((stats) => stats.responses - stats.sentiment.unknown);
  const scoredTotal = scored.reduce((a, b) => a + b, 0);
  const weighted = each.reduce((total, stats, i) => total + (stats.averageSentiment ?? 0) * scored[i]!, 0);
  const byDay = new Map<string, { day: string; positive: number; neutral: number; negative: number }>();
  for (const point of each.flatMap((stats) => stats.trend)) {
    const day = byDay.get(point.day) ?? { day: point.day, positive: 0, neutral: 0, negative: 0 };
    day.positive += point.positive;
    day.neutral += point.neutral;
    day.negative += point.negative;
    byDay.set(point.day, day);
  }
  const sent = sum((stats) => stats.sent);
  const responses = sum((stats) => stats.responses);
  return {
    campaignId: 'combined',
    name: 'All selected campaigns',
    status: each[0]!.status,
    source: each[0]!.source,
    invited: sum((stats) => stats.invited),
    sent,
    unsubscribed: sum((stats) => stats.unsubscribed),
    responses,
    responseRate: sent === 0 ? 0 : responses / sent,
    sentiment: {
      positive: sum((stats) => stats.sentiment.positive),
      neutral: sum((stats) => stats.sentiment.neutral),
      negative: sum((stats) => stats.sentiment.negative),
      unknown: sum((stats) => stats.sentiment.unknown),
    },
    averageSentiment: scoredTotal === 0 ? null : weighted / scoredTotal,
    trend: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)).slice(-TREND_DAYS),
    openAttentionItems: sum((stats) => stats.openAttentionItems),
  };
}

export async function combinedCampaignStats(
  ctx: ServiceContext,
  args: QueryCombinedCampaignStatsArgs,
): Promise<CombinedCampaignStats> {
  const member = await memberOf(ctx);
  const ids = [...new Set(args.ids.map((id) => id.toLowerCase()))];
  if (ids.length < 2 || ids.length > COMBINED_MAX) {
    throw badUserInput(message('Choose 2 to {{max}} campaigns to compare.', { max: COMBINED_MAX }), 'ids');
  }
  return inOrganisation(ctx.db, member, async (tx) => {
    const each: CampaignStats[] = [];
    for (const id of ids) each.push(await statsOf(tx, await findCampaign(tx, member, id)));
    return { campaigns: each, total: combine(each) };
  });
}

export async function campaignResponses(
  ctx: ServiceContext,
  args: QueryCampaignResponsesArgs,
): Promise<Recording[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  return inOrganisation(ctx.db, member, async (tx) => {
    const campaign = await findCampaign(tx, member, args.campaignId);
    const rows = await tx
      .select(recordingColumns)
      .from(recordings)
      .where(ofCampaign(campaign))
      .orderBy(desc(recordings.createdAt), desc(recordings.id))
      .limit(paging.limit)
      .offset(paging.offset);
    return toRecordings(tx, rows);
  });
}

export async function countCampaignResponses(
  ctx: ServiceContext,
  args: QueryCountCampaignResponsesArgs,
): Promise<number> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const campaign = await findCampaign(tx, member, args.campaignId);
    return tx.$count(recordings, ofCampaign(campaign));
  });
}
