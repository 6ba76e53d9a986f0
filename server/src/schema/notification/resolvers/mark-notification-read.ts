import type { MutationResolvers } from '../../../generated/resolvers-types';
import { markNotificationRead as mark } from '../../../services/notification/notifications';

export const markNotificationRead: NonNullable<MutationResolvers['markNotificationRead']> = (
  _parent,
  args,
  ctx,
) => mark(ctx, args.id, args.state);
