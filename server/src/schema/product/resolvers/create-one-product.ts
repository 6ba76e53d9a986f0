import type { MutationResolvers } from '../../../generated/resolvers-types';
import { createProduct } from '../../../services/product/create-product';

export const createOneProduct: NonNullable<MutationResolvers['createOneProduct']> = (_parent, args, ctx) =>
  createProduct(ctx, args.input);
