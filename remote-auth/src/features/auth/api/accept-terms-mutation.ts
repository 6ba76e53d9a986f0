import { graphql } from '../../../gql';

/** Records the caller's acceptance of the terms; botCheck proves a person sent the sign-up form. */
export const AcceptTermsMutation = graphql(`
  mutation AcceptTerms($botCheck: String!) {
    acceptTerms(botCheck: $botCheck)
  }
`);
