import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updateOrganization } from '../../../services/organization/update-organization';

export const updateOneOrganization: NonNullable<MutationResolvers['updateOneOrganization']> = (
  _parent,
  args,
  ctx,
) => updateOrganization(ctx, args.id, args.update);
