import { graphql } from '../../../gql';

/** The product's general settings and the languages the widget can be set to. */
export const GeneralSettingsQuery = graphql(`
  query GeneralSettings($productId: ID!) {
    generalSettings(productId: $productId) {
      productId
      name
      url
      timeZone
      widgetLanguage
    }
    widgetLanguages {
      code
      name
    }
  }
`);
