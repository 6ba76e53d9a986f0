import { graphql } from '../../../gql';

/** The segments to choose from (the first hundred by name). */
export const SegmentChoicesQuery = graphql(`
  query SegmentChoices($productId: ID!) {
    segments(productId: $productId, paging: { limit: 100, offset: 0 }, sorting: [{ field: name, direction: ASC }]) {
      id
      name
      size
    }
  }
`);

export const CreateCampaignMutation = graphql(`
  mutation CreateCampaign($productId: ID!, $input: CreateCampaignInput!) {
    createCampaign(productId: $productId, input: $input) {
      id
      status
    }
  }
`);
