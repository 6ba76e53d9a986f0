import type { QueryResolvers } from '../../../generated/resolvers-types';
import { countProducts as count } from '../../../services/product/list-products';

export const countProducts: NonNullable<QueryResolvers['countProducts']> = (_parent, args, ctx) =>
  count(ctx, args);
