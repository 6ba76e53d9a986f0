import { CAMPAIGN_ID } from './render-page';

/** One campaign's statistics as the API answers them. */
export const STATS = {
  __typename: 'CampaignStats' as const,
  campaignId: CAMPAIGN_ID,
  name: 'Checkout survey',
  status: 'Running',
  invited: 8,
  sent: 8,
  unsubscribed: 1,
  responses: 2,
  responseRate: 0.25,
  averageSentiment: -0.1,
  openAttentionItems: 1,
  sentiment: { __typename: 'SentimentCounts' as const, positive: 1, neutral: 0, negative: 1, unknown: 0 },
  trend: [
    { __typename: 'CampaignTrendPoint' as const, day: '2026-11-20', positive: 1, neutral: 0, negative: 0 },
    { __typename: 'CampaignTrendPoint' as const, day: '2026-11-21', positive: 0, neutral: 0, negative: 1 },
  ],
};
