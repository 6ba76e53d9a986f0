import { graphql } from '../../../gql';

/** The organisation's rules per topic, and the caller's own e-mail switches. */
export const NotificationSettingsQuery = graphql(`
  query NotificationSettings {
    notificationSettings {
      topic
      audience
      audiences
      email
      inApp
      updatedAt
    }
    me {
      id
      isCampaignNotificationEnabled
      isReportNotificationEnabled
    }
  }
`);
