import { graphql } from '../../../gql';

/**
 * The server e-mails a new verification link, which ends on /verify?id=<user id> and carries the
 * page the user was on their way to.
 */
export const ResendVerificationMutation = graphql(`
  mutation ResendVerification($returnTo: String) {
    resendVerification(returnTo: $returnTo)
  }
`);
