import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { platforms, productSentiment, products, productUsers, users } from '../../db/schema';
import type { Product, ProductUser } from '../../generated/resolvers-types';
import type { Paging } from '../validation/paging';
import { mainCategories, platformColumns, subCategories } from './catalog-columns';

/**
 * The mean of the running totals kept with each stored recording (docs/decisions.md, "Widget API
 * and uploads"), summed over the product's rows of product_sentiment; null before the first
 * scored text.
 */
const averageSentiment = sql<number | null>`(
  select sum(${productSentiment.sentimentSum}) / nullif(sum(${productSentiment.sentimentCount}), 0)
  from ${productSentiment}
  where ${productSentiment.organisationId} = ${products.organisationId}
    and ${productSentiment.productId} = ${products.id}
)`.mapWith(Number);

/**
 * Products with their platform, categories and attached users, in two queries whatever the
 * page size (no query per product).
 */
export async function loadProducts(
  tx: Transaction,
  where: SQL,
  order: SQL[],
  page?: Paging,
): Promise<Product[]> {
  const base = tx
    .select({
      id: products.id,
      organisationId: products.organisationId,
      name: products.name,
      url: products.url,
      isActive: products.isActive,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      type: products.type,
      isGambling: products.isGambling,
      platform: platformColumns,
      category: { id: mainCategories.id, name: mainCategories.name },
      subCategory: { id: subCategories.id, name: subCategories.name },
      averageSentiment,
    })
    .from(products)
    .innerJoin(platforms, eq(platforms.id, products.platformId))
    .leftJoin(mainCategories, eq(mainCategories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(where)
    .orderBy(...order);
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (rows.length === 0) return [];

  const attached = await tx
    .select({ productId: productUsers.productId, id: users.id, email: users.email, role: users.role })
    .from(productUsers)
    .innerJoin(
      users,
      and(eq(users.id, productUsers.userId), eq(users.organisationId, productUsers.organisationId)),
    )
    .where(
      and(
        eq(productUsers.organisationId, rows[0]!.organisationId),
        inArray(
          productUsers.productId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(users.email));
  const usersByProduct = new Map<string, ProductUser[]>();
  for (const { productId, ...user } of attached) {
    const list = usersByProduct.get(productId) ?? [];
    list.push(user);
    usersByProduct.set(productId, list);
  }

  return rows.map(({ organisationId: _organisationId, ...row }) => ({
    ...row,
    users: usersByProduct.get(row.id) ?? [],
    // Nobody awaits review until review users exist.
    reviewUserCount: 0,
  }));
}
