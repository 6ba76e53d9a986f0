import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getNotificationSettings } from '../../../services/settings/notification-settings';

export const notificationSettings: NonNullable<QueryResolvers['notificationSettings']> = (
  _parent,
  _args,
  ctx,
) => getNotificationSettings(ctx);
