import { graphql } from '../../../gql';

/** Everything the Domain section shows; the mutations answer the same fields for the cache. */
export const OrganisationDomainFields = graphql(`
  fragment OrganisationDomainFields on OrganisationDomain {
    domain
    status
    verifiedAt
    verifiedBy
    txtRecordName
    txtRecordValue
    confirmationEmail
  }
`);

/** The organisation's website domain and its proof (Admins only); null without a website domain. */
export const OrganisationDomainQuery = graphql(`
  query OrganisationDomain {
    organisationDomain {
      ...OrganisationDomainFields
    }
  }
`);

/** Looks the TXT record up now; NOT_FOUND while it is not there. */
export const CheckOrganisationDomainMutation = graphql(`
  mutation CheckOrganisationDomain {
    checkOrganisationDomain {
      ...OrganisationDomainFields
    }
  }
`);

/** E-mails the Admin a link that proves the domain (their own address must be at it). */
export const SendOrganisationDomainEmailMutation = graphql(`
  mutation SendOrganisationDomainEmail {
    sendOrganisationDomainEmail
  }
`);

/** The e-mailed link's token, from /app/organisation?domainConfirmation=<token>. */
export const ConfirmOrganisationDomainEmailMutation = graphql(`
  mutation ConfirmOrganisationDomainEmail($token: String!) {
    confirmOrganisationDomainEmail(token: $token) {
      ...OrganisationDomainFields
    }
  }
`);
