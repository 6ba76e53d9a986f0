import { graphql } from '../../../gql';

export const CampaignRowFragment = graphql(`
  fragment CampaignRow on Campaign {
    id
    name
    source
    status
    segmentName
    startsAt
    endsAt
    createdAt
  }
`);

/** One page of the product's campaigns, newest first, and the total. */
export const CampaignsQuery = graphql(`
  query Campaigns($productId: ID!, $paging: OffsetPaging, $filter: CampaignFilter) {
    campaigns(productId: $productId, paging: $paging, filter: $filter) {
      ...CampaignRow
    }
    countCampaigns(productId: $productId, filter: $filter)
  }
`);
