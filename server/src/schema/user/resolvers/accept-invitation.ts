import type { MutationResolvers } from '../../../generated/resolvers-types';
import { acceptInvitation as accept } from '../../../services/membership/invitations';

export const acceptInvitation: NonNullable<MutationResolvers['acceptInvitation']> = (_parent, args, ctx) =>
  accept(ctx, args.id);
