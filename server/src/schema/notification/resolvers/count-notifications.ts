import type { QueryResolvers } from '../../../generated/resolvers-types';
import { countNotifications as count } from '../../../services/notification/notifications';

export const countNotifications: NonNullable<QueryResolvers['countNotifications']> = (_parent, args, ctx) =>
  count(ctx, args.filter);
