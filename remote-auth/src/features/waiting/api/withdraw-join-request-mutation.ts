import { graphql } from '../../../gql';

/** The waiting user takes back their request to join; they leave the organisation they asked for. */
export const WithdrawJoinRequestMutation = graphql(`
  mutation WithdrawJoinRequest {
    withdrawJoinRequest {
      id
      enabled
    }
  }
`);
