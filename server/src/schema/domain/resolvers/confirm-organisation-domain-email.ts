import type { MutationResolvers } from '../../../generated/resolvers-types';
import { confirmOrganisationDomainEmail as run } from '../../../services/domain/email-domain-proof';

export const confirmOrganisationDomainEmail: NonNullable<
  MutationResolvers['confirmOrganisationDomainEmail']
> = (_parent, args, ctx) => run(ctx, args.token);
