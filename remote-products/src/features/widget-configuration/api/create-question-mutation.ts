import { graphql } from '../../../gql';

/** Second step of saving a CustomQuestion widget: one question of the group. */
export const CreateQuestionMutation = graphql(`
  mutation CreateQuestion($input: CreateQuestionInput!) {
    createOneQuestion(input: $input) {
      id
      text
      questionGroupId
      readonly
    }
  }
`);
