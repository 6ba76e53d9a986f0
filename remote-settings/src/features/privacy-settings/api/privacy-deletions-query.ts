import { graphql } from '../../../gql';

/** One page of the log of retention runs and erasures, newest first. */
export const PrivacyDeletionsQuery = graphql(`
  query PrivacyDeletions($paging: OffsetPaging) {
    privacyDeletions(paging: $paging) {
      id
      kind
      cutoff
      requestedBy
      recordings
      files
      contacts
      createdAt
      finishedAt
    }
    countPrivacyDeletions
  }
`);
