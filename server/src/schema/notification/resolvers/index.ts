import type { Resolvers } from '../../../generated/resolvers-types';
import { countNotifications } from './count-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';
import { notifications } from './notifications';
import { unreadNotificationCount } from './unread-notification-count';

export const notificationResolvers: Resolvers = {
  Query: { notifications, countNotifications, unreadNotificationCount },
  Mutation: { markNotificationRead, markAllNotificationsRead },
};
