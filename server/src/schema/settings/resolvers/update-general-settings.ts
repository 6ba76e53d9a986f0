import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updateGeneralSettings as update } from '../../../services/settings/general-settings';

export const updateGeneralSettings: NonNullable<MutationResolvers['updateGeneralSettings']> = (
  _parent,
  args,
  ctx,
) => update(ctx, args.productId, args.update);
