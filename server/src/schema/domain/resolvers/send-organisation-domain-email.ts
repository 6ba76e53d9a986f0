import type { MutationResolvers } from '../../../generated/resolvers-types';
import { sendOrganisationDomainEmail as run } from '../../../services/domain/email-domain-proof';

export const sendOrganisationDomainEmail: NonNullable<MutationResolvers['sendOrganisationDomainEmail']> = (
  _parent,
  _args,
  ctx,
) => run(ctx);
