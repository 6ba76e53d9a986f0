import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getProducts as list } from '../../../services/product/list-products';

export const getProducts: NonNullable<QueryResolvers['getProducts']> = (_parent, args, ctx) =>
  list(ctx, args);
