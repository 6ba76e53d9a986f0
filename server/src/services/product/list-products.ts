import { sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { Product, QueryCountProductsArgs, QueryGetProductsArgs } from '../../generated/resolvers-types';
import { inOrganisation, memberOf } from '../access';
import { productsShownTo } from '../api-key/api-key-people';
import type { ServiceContext } from '../context';
import { parsePaging } from '../validation/paging';
import { loadProducts } from './load-products';
import { productConditions, productOrder, visibleProducts } from './product-filter';

export async function getProducts(ctx: ServiceContext, args: QueryGetProductsArgs): Promise<Product[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const where = productConditions(member, args.filter);
  const order = productOrder(args.sorting);
  const found = await inOrganisation(ctx.db, member, (tx) => loadProducts(tx, where, order, paging));
  return productsShownTo(member, found);
}

export async function countProducts(ctx: ServiceContext, args: QueryCountProductsArgs): Promise<number> {
  const member = await memberOf(ctx);
  const where = productConditions(member, args.filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
    return row?.count ?? 0;
  });
}

/** A bound on the one unpaged list, so a huge organisation cannot turn it into a dump. */
export const ALL_PRODUCTS_MAX = 1000;

/** Every product the caller may open, by name, for the product switcher. */
export async function getAllProducts(ctx: ServiceContext): Promise<Product[]> {
  const member = await memberOf(ctx);
  const found = await inOrganisation(ctx.db, member, (tx) =>
    loadProducts(tx, visibleProducts(member), productOrder([]), { limit: ALL_PRODUCTS_MAX, offset: 0 }),
  );
  return productsShownTo(member, found);
}
