import { graphql } from '../../../gql';

/** The answer is the only time the key itself is ever sent. */
export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      secret
      apiKey {
        ...ApiKeyFields
      }
    }
  }
`);
