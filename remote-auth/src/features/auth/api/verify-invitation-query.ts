import { graphql } from '../../../gql';

/** Public: the address an invitation was sent to ('Failed to validate the invitation' otherwise). */
export const VerifyInvitationQuery = graphql(`
  query VerifyInvitation($id: ID!) {
    verifyInvitation(id: $id) {
      email
    }
  }
`);
