import { graphql } from '../../../gql';

export const EraseContactMutation = graphql(`
  mutation EraseContact($email: String!) {
    eraseContact(email: $email) {
      id
      kind
      recordings
      files
      contacts
    }
  }
`);
