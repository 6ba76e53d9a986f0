import { graphql } from '../../../gql';

/** Whether the signed-in caller (only they may ask about their address) accepted the terms. */
export const UserTermsAcceptedQuery = graphql(`
  query UserTermsAccepted($email: String!) {
    userTermsAccepted(email: $email)
  }
`);
