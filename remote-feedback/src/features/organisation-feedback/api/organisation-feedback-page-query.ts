import { graphql } from '../../../gql';

/** What the organisation's feedback page shows: its name, its widget key and its active products. */
export const OrganisationFeedbackPageQuery = graphql(`
  query OrganisationFeedbackPage($organisationId: ID!) {
    organisationFeedback(id: $organisationId) {
      key
      name
    }
    feedbackProducts(organisationId: $organisationId, paging: { limit: 100 }) {
      id
      name
    }
  }
`);
