import type { MutationResolvers } from '../../../generated/resolvers-types';
import { decideRequest } from '../../../services/membership/review';

export const declineNewUser: NonNullable<MutationResolvers['declineNewUser']> = (_parent, args, ctx) =>
  decideRequest(ctx, args.inviteId, null);
