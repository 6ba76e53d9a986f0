import { graphql } from '../../../gql';

/** Admits the user behind the request as a Member. */
export const ActivateNewUserMutation = graphql(`
  mutation ActivateNewUser($inviteId: ID!) {
    activateNewUser(inviteId: $inviteId)
  }
`);
