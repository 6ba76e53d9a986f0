import { graphql } from '../../../gql';

/** Saves a whole page in one transaction (its question group and new questions included). */
export const UpdateEventPageMutation = graphql(`
  mutation UpdateEventPage($slug: String!, $input: EventPageInput!) {
    updateEventPage(slug: $slug, input: $input) {
      ...EventPageFields
    }
  }
`);
