import { graphql } from '../../../gql';

/** A new link for the address of an expired one. */
export const ResendFeedbackEmailVerificationMutation = graphql(`
  mutation ResendFeedbackEmailVerification($token: String!) {
    resendFeedbackEmailVerification(token: $token) {
      email
      expiresAt
    }
  }
`);
