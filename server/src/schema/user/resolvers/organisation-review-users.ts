import type { QueryResolvers } from '../../../generated/resolvers-types';
import { organisationReviewUsers as list } from '../../../services/membership/review';

export const organisationReviewUsers: NonNullable<QueryResolvers['organisationReviewUsers']> = (
  _parent,
  _args,
  ctx,
) => list(ctx);
