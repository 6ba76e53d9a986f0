import type { QueryResolvers } from '../../../generated/resolvers-types';
import { getAllProducts as list } from '../../../services/product/list-products';

export const getAllProducts: NonNullable<QueryResolvers['getAllProducts']> = (_parent, _args, ctx) =>
  list(ctx);
