import type { MutationResolvers } from '../../../generated/resolvers-types';
import { updateProduct } from '../../../services/product/update-product';

export const updateOneProduct: NonNullable<MutationResolvers['updateOneProduct']> = (_parent, args, ctx) =>
  updateProduct(ctx, args.id, args.update);
