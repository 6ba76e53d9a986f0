import { graphql } from '../../../gql';

export const PrivacySettingsQuery = graphql(`
  query PrivacySettings {
    privacySettings {
      retentionDays
      minRetentionDays
      maxRetentionDays
      updatedAt
    }
  }
`);
