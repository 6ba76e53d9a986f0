import { graphql } from '../../../gql';

/** Name, url, zone and language change together or not at all. */
export const UpdateGeneralSettingsMutation = graphql(`
  mutation UpdateGeneralSettings($productId: ID!, $update: UpdateGeneralSettingsInput!) {
    updateGeneralSettings(productId: $productId, update: $update) {
      productId
      name
      url
      timeZone
      widgetLanguage
    }
  }
`);
