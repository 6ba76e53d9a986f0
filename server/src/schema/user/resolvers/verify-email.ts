import type { MutationResolvers } from '../../../generated/resolvers-types';
import { verifyEmail as verify } from '../../../services/user/account';

export const verifyEmail: NonNullable<MutationResolvers['verifyEmail']> = (_parent, args, ctx) =>
  verify(ctx, args.id);
