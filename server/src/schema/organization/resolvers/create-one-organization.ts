import type { MutationResolvers } from '../../../generated/resolvers-types';
import { createOrganization } from '../../../services/organization/create-organization';

export const createOneOrganization: NonNullable<MutationResolvers['createOneOrganization']> = (
  _parent,
  args,
  ctx,
) => createOrganization(ctx, args.organization);
