import { graphql } from '../../../gql';

/** Who is behind a request to join (Admin of that organisation only). */
export const UserByInviteIdQuery = graphql(`
  query UserByInviteId($inviteId: ID!) {
    userByInviteId(inviteId: $inviteId) {
      id
      email
      enabled
    }
  }
`);
