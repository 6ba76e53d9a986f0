import { graphql } from '../../../gql';

/** Saves the whole form; the answer replaces the cached settings (same id), so the form re-bases on it. */
export const UpdateWidgetSettingsMutation = graphql(`
  mutation UpdateWidgetSettings($productId: ID!, $body: WidgetSettingsInput!) {
    updateWidgetSettings(productId: $productId, body: $body) {
      ...WidgetSettingsFields
    }
  }
`);
