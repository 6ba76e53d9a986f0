import { graphql } from '../../../gql';

/** What the public feedback page of the organisation will load (the same public query). */
export const OrganisationFeedbackQuery = graphql(`
  query OrganisationFeedback($id: ID!) {
    organisationFeedback(id: $id) {
      key
      name
    }
  }
`);
