import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updateUserRole as update } from '../../../services/user/roles';

export const updateUserRole: NonNullable<MutationResolvers['updateUserRole']> = (_parent, args, ctx) =>
  update(ctx, args.id, args.role);
