import { graphql } from '../../../gql';

/** The secret a site's server signs visitors' e-mail addresses with (Admins only; null: none yet). */
export const WidgetIdentitySecretQuery = graphql(`
  query WidgetIdentitySecret {
    widgetIdentitySecret {
      secret
    }
  }
`);
