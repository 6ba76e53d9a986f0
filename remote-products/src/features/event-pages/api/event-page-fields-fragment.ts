import { graphql } from '../../../gql';

/** One event page as the dashboard shows and edits it. */
export const EventPageFieldsFragment = graphql(`
  fragment EventPageFields on EventPage {
    id
    slug
    configured
    title
    product {
      id
      name
      isActive
    }
    questions {
      id
      text
    }
    isActive
    updatedAt
  }
`);
