import { graphql } from '../../../gql';

export const OrganisationTrialQuery = graphql(`
  query OrganisationTrial {
    organisationTrial {
      trial
    }
  }
`);
