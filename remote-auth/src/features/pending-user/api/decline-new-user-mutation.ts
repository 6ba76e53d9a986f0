import { graphql } from '../../../gql';

/** Refuses the user behind the request. */
export const DeclineNewUserMutation = graphql(`
  mutation DeclineNewUser($inviteId: ID!) {
    declineNewUser(inviteId: $inviteId)
  }
`);
