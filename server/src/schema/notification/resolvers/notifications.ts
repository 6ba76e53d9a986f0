import type { QueryResolvers } from '../../../generated/resolvers-types';
import { listNotifications } from '../../../services/notification/notifications';

export const notifications: NonNullable<QueryResolvers['notifications']> = (_parent, args, ctx) =>
  listNotifications(ctx, args);
