import { graphql } from '../../../gql';

/** The current product's widget settings; the server answers its defaults before the first save. */
export const WidgetSettingsQuery = graphql(`
  query WidgetSettings($productId: ID!) {
    widgetSettings(productId: $productId) {
      ...WidgetSettingsFields
    }
  }
`);
