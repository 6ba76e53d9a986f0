import type { MutationResolvers } from '../../../generated/resolvers-types';
import { inviteUser as invite } from '../../../services/membership/invitations';

export const inviteUser: NonNullable<MutationResolvers['inviteUser']> = (_parent, args, ctx) =>
  invite(ctx, args);
