import type { MutationResolvers } from '../../../generated/resolvers-types';
import { reviewUsers as review } from '../../../services/membership/review';

export const reviewUsers: NonNullable<MutationResolvers['reviewUsers']> = (_parent, args, ctx) =>
  review(ctx, args.users);
