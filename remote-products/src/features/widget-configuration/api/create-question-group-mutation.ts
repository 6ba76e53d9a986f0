import { graphql } from '../../../gql';

/** First step of saving a CustomQuestion widget (spec section 4): the group its questions belong to. */
export const CreateQuestionGroupMutation = graphql(`
  mutation CreateQuestionGroup {
    createOrganizationQuestionGroup {
      id
    }
  }
`);
