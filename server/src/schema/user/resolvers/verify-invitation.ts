import type { QueryResolvers } from '../../../generated/resolvers-types';
import { verifyInvitation as verify } from '../../../services/membership/invitations';

export const verifyInvitation: NonNullable<QueryResolvers['verifyInvitation']> = (_parent, args, ctx) =>
  verify(ctx, args.id);
