import type { Resolvers } from '../../../generated/resolvers-types';
import { countProducts } from './count-products';
import { createOneProduct } from './create-one-product';
import { getAllProducts } from './get-all-products';
import { getPlatforms } from './get-platforms';
import { getProductCategories } from './get-product-categories';
import { getProducts } from './get-products';
import { updateOneProduct } from './update-one-product';

export const productResolvers: Resolvers = {
  Query: { getPlatforms, getProductCategories, getProducts, countProducts, getAllProducts },
  Mutation: { createOneProduct, updateOneProduct },
};
