import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaigns, products, segments } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type { Campaign } from '../../generated/resolvers-types';
import type { Member } from '../access';
import { questionsInOrder } from '../feedback-page/event-pages';
import { visibleProducts } from '../product/product-filter';
import { isUuid } from '../validation/fields';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

export const campaignColumns = {
  id: campaigns.id,
  organisationId: campaigns.organisationId,
  productId: campaigns.productId,
  segmentId: campaigns.segmentId,
  name: campaigns.name,
  source: campaigns.source,
  purpose: campaigns.purpose,
  message: campaigns.message,
  questionGroupId: campaigns.questionGroupId,
  questionIds: campaigns.questionIds,
  keywords: campaigns.keywords,
  status: campaigns.status,
  startsAt: campaigns.startsAt,
  endsAt: campaigns.endsAt,
  timeZone: campaigns.timeZone,
  recurrence: campaigns.recurrence,
  scheduleVersion: campaigns.scheduleVersion,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
};

export type CampaignRow = typeof campaigns.$inferSelect;

/** The campaign's product is one the member may open (Members: attached products only). */
export function campaignVisible(member: Member): SQL {
  return sql`exists (select 1 from ${products} where ${and(
    eq(products.organisationId, campaigns.organisationId),
    eq(products.id, campaigns.productId),
    visibleProducts(member),
  )})`;
}

/** NOT_FOUND unless the campaign exists in a product the member may open. */
export async function findCampaign(tx: Transaction, member: Member, id: string): Promise<CampaignRow> {
  if (!isUuid(id)) throw notFound(CAMPAIGN_NOT_FOUND);
  const [row] = await tx
    .select(campaignColumns)
    .from(campaigns)
    .where(
      and(eq(campaigns.organisationId, member.organisationId), eq(campaigns.id, id), campaignVisible(member)),
    );
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** Rows as the API shows them: questions in order and segment names, one query each per page. */
export async function toCampaigns(tx: Transaction, rows: CampaignRow[]): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const organisationId = rows[0]!.organisationId;
  const asked = await questionsInOrder(
    tx,
    organisationId,
    rows.flatMap((row) => row.questionIds),
  );
  const segmentIds = [...new Set(rows.flatMap((row) => (row.segmentId ? [row.segmentId] : [])))];
  const named =
    segmentIds.length === 0
      ? []
      : await tx
          .select({ id: segments.id, name: segments.name })
          .from(segments)
          .where(and(eq(segments.organisationId, organisationId), inArray(segments.id, segmentIds)));
  const segmentName = new Map(named.map((segment) => [segment.id, segment.name]));
  return rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    segmentId: row.segmentId,
    segmentName: row.segmentId ? (segmentName.get(row.segmentId) ?? null) : null,
    name: row.name,
    source: row.source,
    purpose: row.purpose,
    message: row.message,
    questions: row.questionIds.flatMap((id) => {
      const question = asked.get(id);
      return question ? [question] : [];
    }),
    keywords: row.keywords,
    status: row.status,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    recurrence: row.recurrence,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

export async function toCampaign(tx: Transaction, row: CampaignRow): Promise<Campaign> {
  const [campaign] = await toCampaigns(tx, [row]);
  return campaign!;
}
