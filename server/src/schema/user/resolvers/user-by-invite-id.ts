import type { QueryResolvers } from '../../../generated/resolvers-types';
import { userByInviteId as find } from '../../../services/membership/review';

export const userByInviteId: NonNullable<QueryResolvers['userByInviteId']> = (_parent, args, ctx) =>
  find(ctx, args.inviteId);
