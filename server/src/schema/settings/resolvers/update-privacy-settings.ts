import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updatePrivacySettings as update } from '../../../services/privacy/privacy-settings';

export const updatePrivacySettings: NonNullable<MutationResolvers['updatePrivacySettings']> = (
  _parent,
  args,
  ctx,
) => update(ctx, args.retentionDays);
