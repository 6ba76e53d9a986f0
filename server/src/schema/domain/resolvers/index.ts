import type { Resolvers } from '../../../generated/resolvers-types';
import { checkOrganisationDomain } from './check-organisation-domain';
import { confirmOrganisationDomainEmail } from './confirm-organisation-domain-email';
import { domainJoinOffers } from './domain-join-offers';
import { organisationDomain } from './organisation-domain';
import { requestDomainJoin } from './request-domain-join';
import { sendOrganisationDomainEmail } from './send-organisation-domain-email';
import { withdrawJoinRequest } from './withdraw-join-request';

/** Proving the organisation's domain, and joining by e-mail domain with the user's consent. */
export const domainResolvers: Resolvers = {
  Query: { organisationDomain, domainJoinOffers },
  Mutation: {
    checkOrganisationDomain,
    sendOrganisationDomainEmail,
    confirmOrganisationDomainEmail,
    requestDomainJoin,
    withdrawJoinRequest,
  },
};
