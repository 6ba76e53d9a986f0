import type { MutationResolvers } from '../../../generated/resolvers-types';
import { cancelInvitation as cancel } from '../../../services/membership/invitations';

export const cancelInvitation: NonNullable<MutationResolvers['cancelInvitation']> = (_parent, args, ctx) =>
  cancel(ctx, args.id);
