import { graphql } from '../../../gql';

/** The signed-in user's organisation; null until they create one. widgetToken stays out: it is a secret. */
export const OrganisationQuery = graphql(`
  query Organisation {
    organizationsQuery {
      id
      name
      website
      country
      type
      widgetKey
    }
  }
`);
