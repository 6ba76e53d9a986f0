import type { MutationResolvers } from '../../../generated/resolvers-types';
import { setUserEnabled as update } from '../../../services/user/roles';

export const setUserEnabled: NonNullable<MutationResolvers['setUserEnabled']> = (_parent, args, ctx) =>
  update(ctx, args.id, args.enabled);
