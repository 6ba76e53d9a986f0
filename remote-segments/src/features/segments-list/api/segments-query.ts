import { graphql } from '../../../gql';

export const SegmentRowFragment = graphql(`
  fragment SegmentRow on Segment {
    id
    name
    description
    kind
    size
    createdAt
  }
`);

/** One page of the product's segments with their sizes, and the total. */
export const SegmentsQuery = graphql(`
  query Segments($productId: ID!, $paging: OffsetPaging, $sorting: [SegmentSort!], $filter: SegmentFilter) {
    segments(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter) {
      ...SegmentRow
    }
    countSegments(productId: $productId, filter: $filter)
  }
`);
