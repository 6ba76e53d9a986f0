import type { MutationResolvers } from '../../../generated/resolvers-types';
import { removeUser as remove } from '../../../services/user/roles';

export const removeUser: NonNullable<MutationResolvers['removeUser']> = (_parent, args, ctx) =>
  remove(ctx, args.id);
