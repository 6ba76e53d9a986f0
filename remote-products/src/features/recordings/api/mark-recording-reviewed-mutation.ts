import { graphql } from '../../../gql';

export const MarkRecordingReviewedMutation = graphql(`
  mutation MarkRecordingReviewed($id: ID!, $reviewed: Boolean!) {
    markRecordingReviewed(id: $id, reviewed: $reviewed) {
      id
      reviewed
    }
  }
`);
