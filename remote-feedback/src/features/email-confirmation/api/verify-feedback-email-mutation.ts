import { graphql } from '../../../gql';

export const VerifyFeedbackEmailMutation = graphql(`
  mutation VerifyFeedbackEmail($token: String!) {
    verifyFeedbackEmail(token: $token) {
      email
      organisationName
    }
  }
`);
