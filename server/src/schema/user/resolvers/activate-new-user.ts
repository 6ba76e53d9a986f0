import type { MutationResolvers } from '../../../generated/resolvers-types';
import { decideRequest } from '../../../services/membership/review';

export const activateNewUser: NonNullable<MutationResolvers['activateNewUser']> = (_parent, args, ctx) =>
  decideRequest(ctx, args.inviteId, 'Member');
