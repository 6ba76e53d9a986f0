import { graphql } from '../../../gql';

/** The caller's own switches (the same ones the account page shows); the answer updates the cache by id. */
export const UpdateMyEmailSwitchesMutation = graphql(`
  mutation UpdateMyEmailSwitches($update: UpdateMeInput!) {
    updateMe(update: $update) {
      id
      isCampaignNotificationEnabled
      isReportNotificationEnabled
    }
  }
`);
