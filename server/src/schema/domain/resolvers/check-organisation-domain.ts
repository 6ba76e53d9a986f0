import type { MutationResolvers } from '../../../generated/resolvers-types';
import { checkOrganisationDomain as run } from '../../../services/domain/check-domain-dns';

export const checkOrganisationDomain: NonNullable<MutationResolvers['checkOrganisationDomain']> = (
  _parent,
  _args,
  ctx,
) => run(ctx);
