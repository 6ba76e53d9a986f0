import { graphql } from '../gql';

/** Users waiting for an Admin's review (Admins only poll it). */
export const OrganisationReviewUsersDocument = graphql(`
  query OrganisationReviewUsers {
    organisationReviewUsers {
      id
      email
      role
    }
  }
`);

/** All decisions in one transaction; a null role refuses the user. */
export const ReviewUsersDocument = graphql(`
  mutation ReviewUsers($users: [ReviewUserInput!]!) {
    reviewUsers(users: $users)
  }
`);
