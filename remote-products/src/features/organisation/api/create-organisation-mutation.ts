import { graphql } from '../../../gql';

export const CreateOrganisationMutation = graphql(`
  mutation CreateOrganisation($organization: CreateOrganizationInput!) {
    createOneOrganization(organization: $organization) {
      id
      name
      website
      country
      type
      widgetKey
    }
  }
`);
