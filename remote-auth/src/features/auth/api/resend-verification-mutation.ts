import { graphql } from '../../../gql';

/** The server e-mails a new verification link, which ends on /verify?id=<user id>. */
export const ResendVerificationMutation = graphql(`
  mutation ResendVerification {
    resendVerification
  }
`);
