import { graphql } from '../../../gql';

export const CreateSegmentMutation = graphql(`
  mutation CreateSegment($productId: ID!, $input: CreateSegmentInput!) {
    createSegment(productId: $productId, input: $input) {
      id
      name
      kind
    }
  }
`);
