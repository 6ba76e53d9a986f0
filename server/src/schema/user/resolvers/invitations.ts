import type { QueryResolvers } from '../../../generated/resolvers-types';
import { listInvitations } from '../../../services/membership/invitations';

export const invitations: NonNullable<QueryResolvers['invitations']> = (_parent, _args, ctx) =>
  listInvitations(ctx);
