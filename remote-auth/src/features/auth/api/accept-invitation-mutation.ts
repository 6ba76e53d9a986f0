import { graphql } from '../../../gql';

/** Joins the invitation's organisation; the account counts as verified from then on. */
export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($id: ID!) {
    acceptInvitation(id: $id) {
      id
      enabled
      verified
      role
    }
  }
`);
