import { graphql } from '../../../gql';

export const EventPagesQuery = graphql(`
  query EventPages {
    eventPages {
      ...EventPageFields
    }
  }
`);
