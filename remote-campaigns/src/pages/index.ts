import type { RouteKey } from '@hearback/shared';
import type { ComponentType } from 'react';
import {
  CampaignAttentionPage,
  CampaignCreateFromSourcePage,
  CampaignCreatePage,
  CampaignPage,
  CampaignSchedulePage,
  CampaignsCombinedPage,
  CampaignsPage,
} from './CampaignPages';

/**
 * The pages this remote renders, keyed by route. `src/exposes/Routes.tsx` maps the route table onto
 * this record; a route without an entry shows its title only (RemoteRouteTree's placeholder).
 */
export const pages: Partial<Record<RouteKey, ComponentType>> = {
  campaigns: CampaignsPage,
  campaignCreate: CampaignCreatePage,
  campaignCreateFromSource: CampaignCreateFromSourcePage,
  campaignSchedule: CampaignSchedulePage,
  campaign: CampaignPage,
  campaignAttention: CampaignAttentionPage,
  campaignsCombined: CampaignsCombinedPage,
};
