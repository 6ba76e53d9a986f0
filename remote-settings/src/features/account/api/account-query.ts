import { graphql } from '../../../gql';

/** The caller's own profile, as the account page shows and edits it. */
export const AccountQuery = graphql(`
  query Account {
    me {
      id
      email
      firstName
      lastName
      photoURL
      lastActivity
      isCampaignNotificationEnabled
      isReportNotificationEnabled
    }
  }
`);
