import { graphql } from '../../../gql';

/** The organisation's public widget key, which the install snippet carries (Members may read it too). */
export const WidgetKeyQuery = graphql(`
  query WidgetKey {
    organizationsQuery {
      id
      widgetKey
    }
  }
`);
