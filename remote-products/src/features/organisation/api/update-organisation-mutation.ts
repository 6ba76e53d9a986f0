import { graphql } from '../../../gql';

export const UpdateOrganisationMutation = graphql(`
  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {
    updateOneOrganization(id: $id, update: $update) {
      id
      name
      website
      country
      type
      widgetKey
    }
  }
`);
