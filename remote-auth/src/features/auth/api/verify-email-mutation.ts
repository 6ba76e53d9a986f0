import { graphql } from '../../../gql';

/** Public: the server reads the account's state from Firebase and records it; true when verified. */
export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($id: ID!) {
    verifyEmail(id: $id)
  }
`);
