import { graphql } from '../../../gql';

export const SegmentDetailFragment = graphql(`
  fragment SegmentDetail on Segment {
    id
    productId
    name
    description
    kind
    rules
    size
    createdAt
    updatedAt
  }
`);

export const SegmentQuery = graphql(`
  query Segment($id: ID!) {
    segment(id: $id) {
      ...SegmentDetail
    }
  }
`);
