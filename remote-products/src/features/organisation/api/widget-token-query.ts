import { graphql } from '../../../gql';

/** The widget key and its secret token (Admin only), read when an Admin opens the page. */
export const WidgetTokenQuery = graphql(`
  query WidgetToken {
    getWidgetToken {
      key
      token
    }
  }
`);
