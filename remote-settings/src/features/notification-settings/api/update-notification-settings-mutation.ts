import { graphql } from '../../../gql';

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($settings: [NotificationSettingInput!]!) {
    updateNotificationSettings(settings: $settings) {
      topic
      audience
      audiences
      email
      inApp
      updatedAt
    }
  }
`);
