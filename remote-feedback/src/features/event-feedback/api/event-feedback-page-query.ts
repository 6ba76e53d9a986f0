import { graphql } from '../../../gql';

/** An open event page and the widget key its answers are sent with. */
export const EventFeedbackPageQuery = graphql(`
  query EventFeedbackPage($organisationId: ID!, $slug: String!) {
    organisationFeedback(id: $organisationId) {
      key
    }
    publicEventPage(organisationId: $organisationId, slug: $slug) {
      slug
      title
      organisationName
      productId
      productName
      questions {
        id
        text
      }
    }
  }
`);
