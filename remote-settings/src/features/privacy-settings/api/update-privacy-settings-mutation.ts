import { graphql } from '../../../gql';

export const UpdatePrivacySettingsMutation = graphql(`
  mutation UpdatePrivacySettings($retentionDays: Int) {
    updatePrivacySettings(retentionDays: $retentionDays) {
      retentionDays
      minRetentionDays
      maxRetentionDays
      updatedAt
    }
  }
`);
