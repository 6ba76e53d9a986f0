import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updateNotificationSettings as update } from '../../../services/settings/notification-settings';

export const updateNotificationSettings: NonNullable<MutationResolvers['updateNotificationSettings']> = (
  _parent,
  args,
  ctx,
) => update(ctx, args.settings);
