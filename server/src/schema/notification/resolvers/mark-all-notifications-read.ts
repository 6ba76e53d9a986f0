import type { MutationResolvers } from '../../../generated/resolvers-types';
import { markAllNotificationsRead as markAll } from '../../../services/notification/notifications';

export const markAllNotificationsRead: NonNullable<MutationResolvers['markAllNotificationsRead']> = (
  _parent,
  _args,
  ctx,
) => markAll(ctx);
