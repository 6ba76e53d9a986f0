import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updateMe as update } from '../../../services/user/account';

export const updateMe: NonNullable<MutationResolvers['updateMe']> = (_parent, args, ctx) =>
  update(ctx, args.update);
