import { graphql } from '../../../gql';

/**
 * One page of a product's recordings and the total for the same filter, in one round trip. `after`
 * (the last id of the page before) lets the server seek instead of skipping rows when the user
 * pages forward.
 */
export const RecordingsListQuery = graphql(`
  query RecordingsList(
    $productId: ID!
    $paging: OffsetPaging!
    $sorting: [RecordingSort!]
    $filter: RecordingFilter
    $after: ID
  ) {
    recordings(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter, after: $after) {
      ...RecordingFields
    }
    countRecordings(productId: $productId, filter: $filter)
  }
`);
