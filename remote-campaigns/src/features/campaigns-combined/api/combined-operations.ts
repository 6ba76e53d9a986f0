import { graphql } from '../../../gql';

export const CampaignChoicesQuery = graphql(`
  query CampaignChoices($productId: ID!) {
    campaigns(productId: $productId, paging: { limit: 100, offset: 0 }) {
      id
      name
      status
    }
  }
`);

export const CombinedStatsQuery = graphql(`
  query CombinedStats($ids: [ID!]!) {
    combinedCampaignStats(ids: $ids) {
      campaigns {
        ...CampaignStatsFields
      }
      total {
        ...CampaignStatsFields
      }
    }
  }
`);
