/** The signed-in user's profile with every User field of spec section 3. */
import { graphql } from '../gql';

export const MeDocument = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      photoURL
      role
      lastActivity
      enabled
      verified
      organizationType
      organization {
        id
        name
        type
        widgetKey
        widgetToken
      }
      isCampaignNotificationEnabled
      isReportNotificationEnabled
      language
    }
  }
`);
