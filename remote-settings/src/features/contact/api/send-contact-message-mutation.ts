import { graphql } from '../../../gql';

/** Stored and e-mailed to the operator; botCheck with the action 'contact'. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!, $botCheck: String!) {
    sendContactMessage(input: $input, botCheck: $botCheck)
  }
`);
