import { graphql } from '../../../gql';

/** Organisations that proved the domain of the user's e-mail address; nobody joins one without asking. */
export const DomainJoinOffersQuery = graphql(`
  query DomainJoinOffers {
    domainJoinOffers {
      organizationId
      organizationName
      domain
    }
  }
`);

/** The user's consent: they wait for an Admin of that organisation to review them. */
export const RequestDomainJoinMutation = graphql(`
  mutation RequestDomainJoin($organizationId: ID!) {
    requestDomainJoin(organizationId: $organizationId) {
      id
      enabled
    }
  }
`);
