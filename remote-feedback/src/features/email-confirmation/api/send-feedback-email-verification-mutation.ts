import { graphql } from '../../../gql';

/** Mails the visitor a link confirming the address of the recording they just sent. */
export const SendFeedbackEmailVerificationMutation = graphql(`
  mutation SendFeedbackEmailVerification($key: String!, $productId: ID!, $submissionId: ID!) {
    sendFeedbackEmailVerification(key: $key, productId: $productId, submissionId: $submissionId) {
      email
      expiresAt
    }
  }
`);
