import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { campaigns } from '../../db/schema';
import type {
  Campaign,
  CampaignFilter,
  QueryCampaignArgs,
  QueryCampaignsArgs,
  QueryCountCampaignsArgs,
} from '../../generated/resolvers-types';
import { inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { likePattern, searchText } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { campaignColumns, findCampaign, toCampaign, toCampaigns } from './load-campaigns';

const filterSchema = z
  .object({
    status: z.enum(['Draft', 'Scheduled', 'Running', 'Paused', 'Finished']).nullish(),
    source: z.enum(['Email', 'Widget', 'Link']).nullish(),
    search: searchText,
  })
  .nullish();

/** The product's campaigns matching the filter (campaigns_product_status_idx serves the status). */
function listCondition(member: Member, productId: string, filter: CampaignFilter | null | undefined): SQL {
  const parsed = parseInput(filterSchema, filter, 'filter');
  return and(
    eq(campaigns.organisationId, member.organisationId),
    eq(campaigns.productId, productId),
    parsed?.status ? eq(campaigns.status, parsed.status) : undefined,
    parsed?.source ? eq(campaigns.source, parsed.source) : undefined,
    parsed?.search ? ilike(campaigns.name, likePattern(parsed.search)) : undefined,
  )!;
}

export async function listCampaigns(ctx: ServiceContext, args: QueryCampaignsArgs): Promise<Campaign[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    const rows = await tx
      .select(campaignColumns)
      .from(campaigns)
      .where(listCondition(member, args.productId, args.filter))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(paging.limit)
      .offset(paging.offset);
    return toCampaigns(tx, rows);
  });
}

export async function countCampaigns(ctx: ServiceContext, args: QueryCountCampaignsArgs): Promise<number> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    await requireVisibleProduct(tx, member, args.productId);
    return tx.$count(campaigns, listCondition(member, args.productId, args.filter));
  });
}

export async function getCampaign(ctx: ServiceContext, args: QueryCampaignArgs): Promise<Campaign> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) =>
    toCampaign(tx, await findCampaign(tx, member, args.id)),
  );
}
