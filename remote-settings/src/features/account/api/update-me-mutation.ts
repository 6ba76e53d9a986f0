import { graphql } from '../../../gql';

/** Absent fields stay as they are; the answer updates the cached profile by id. */
export const UpdateMeMutation = graphql(`
  mutation UpdateMe($update: UpdateMeInput!) {
    updateMe(update: $update) {
      id
      firstName
      lastName
      photoURL
      lastActivity
      isCampaignNotificationEnabled
      isReportNotificationEnabled
    }
  }
`);
