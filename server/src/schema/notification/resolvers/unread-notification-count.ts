import type { QueryResolvers } from '../../../generated/resolvers-types';
import { unreadNotificationCount as count } from '../../../services/notification/notifications';

export const unreadNotificationCount: NonNullable<QueryResolvers['unreadNotificationCount']> = (
  _parent,
  _args,
  ctx,
) => count(ctx);
