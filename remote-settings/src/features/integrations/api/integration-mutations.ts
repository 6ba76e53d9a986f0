import { graphql } from '../../../gql';

/** The answer is the only time a webhook's signing secret is ever sent. */
export const CreateIntegrationMutation = graphql(`
  mutation CreateIntegration($input: CreateIntegrationInput!) {
    createIntegration(input: $input) {
      signingSecret
      integration {
        ...IntegrationFields
      }
    }
  }
`);

export const UpdateIntegrationMutation = graphql(`
  mutation UpdateIntegration($id: ID!, $input: UpdateIntegrationInput!) {
    updateIntegration(id: $id, input: $input) {
      ...IntegrationFields
    }
  }
`);

export const DeleteIntegrationMutation = graphql(`
  mutation DeleteIntegration($id: ID!) {
    deleteIntegration(id: $id)
  }
`);

export const SendIntegrationTestMutation = graphql(`
  mutation SendIntegrationTest($id: ID!) {
    sendIntegrationTest(id: $id) {
      ...IntegrationDeliveryFields
    }
  }
`);

export const ReplayIntegrationDeliveryMutation = graphql(`
  mutation ReplayIntegrationDelivery($id: ID!) {
    replayIntegrationDelivery(id: $id) {
      ...IntegrationDeliveryFields
    }
  }
`);
