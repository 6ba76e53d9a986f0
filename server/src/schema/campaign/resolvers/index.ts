import type { Resolvers } from '../../../generated/resolvers-types';
import {
  assignAttentionItem,
  countAttentionItems,
  listAttentionItems,
  resolveAttentionItem,
} from '../../../services/campaign/attention';
import {
  campaignResponses,
  campaignStats,
  combinedCampaignStats,
  countCampaignResponses,
} from '../../../services/campaign/campaign-stats';
import { countCampaigns, getCampaign, listCampaigns } from '../../../services/campaign/list-campaigns';
import {
  campaignInvitation,
  submitCampaignResponse,
  unsubscribeFromCampaign,
} from '../../../services/campaign/public-response';
import { createCampaign, deleteCampaign, updateCampaign } from '../../../services/campaign/save-campaign';
import {
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
} from '../../../services/campaign/schedule-campaign';

// Thin on purpose: authorization, validation and queries live in services/campaign.
export const campaignResolvers: Resolvers = {
  Query: {
    campaigns: (_parent, args, ctx) => listCampaigns(ctx, args),
    countCampaigns: (_parent, args, ctx) => countCampaigns(ctx, args),
    campaign: (_parent, args, ctx) => getCampaign(ctx, args),
    campaignStats: (_parent, args, ctx) => campaignStats(ctx, args),
    combinedCampaignStats: (_parent, args, ctx) => combinedCampaignStats(ctx, args),
    campaignResponses: (_parent, args, ctx) => campaignResponses(ctx, args),
    countCampaignResponses: (_parent, args, ctx) => countCampaignResponses(ctx, args),
    attentionItems: (_parent, args, ctx) => listAttentionItems(ctx, args),
    countAttentionItems: (_parent, args, ctx) => countAttentionItems(ctx, args),
    campaignInvitation: (_parent, args, ctx) => campaignInvitation(ctx, args),
  },
  Mutation: {
    createCampaign: (_parent, args, ctx) => createCampaign(ctx, args),
    updateCampaign: (_parent, args, ctx) => updateCampaign(ctx, args),
    deleteCampaign: (_parent, args, ctx) => deleteCampaign(ctx, args),
    scheduleCampaign: (_parent, args, ctx) => scheduleCampaign(ctx, args),
    pauseCampaign: (_parent, args, ctx) => pauseCampaign(ctx, args),
    resumeCampaign: (_parent, args, ctx) => resumeCampaign(ctx, args),
    assignAttentionItem: (_parent, args, ctx) => assignAttentionItem(ctx, args),
    resolveAttentionItem: (_parent, args, ctx) => resolveAttentionItem(ctx, args),
    submitCampaignResponse: (_parent, args, ctx) => submitCampaignResponse(ctx, args),
    unsubscribeFromCampaign: (_parent, args, ctx) => unsubscribeFromCampaign(ctx, args),
  },
};
