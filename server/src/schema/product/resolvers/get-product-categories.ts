import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getProductCategories as list } from '../../../services/product/catalog';

export const getProductCategories: NonNullable<QueryResolvers['getProductCategories']> = (
  _parent,
  args,
  ctx,
) => list(ctx, args.platformId);
