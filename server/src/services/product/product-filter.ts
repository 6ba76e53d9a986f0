import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { products, productUsers } from '../../db/schema';
import type { ProductFilter, ProductSort, ProductSortField } from '../../generated/resolvers-types';
import type { Member } from '../access';
import { entityId, likePattern, searchText } from '../validation/fields';
import { parseSorting } from '../validation/paging';
import { parseInput } from '../validation/parse-input';

const filterSchema = z
  .object({
    search: searchText,
    isActive: z.boolean().nullish(),
    platformId: entityId('Platform').nullish(),
    categoryId: entityId('Category').nullish(),
  })
  .nullish();

/**
 * Products the member may open: all of the organisation's for an Admin (and an API key), attached
 * ones for a Member.
 */
export function visibleProducts(member: Member): SQL {
  const ofOrganisation = eq(products.organisationId, member.organisationId);
  if (member.role === 'Admin' || member.apiKeyId) return ofOrganisation;
  const attached = sql`exists (select 1 from ${productUsers} where ${and(
    eq(productUsers.organisationId, products.organisationId),
    eq(productUsers.productId, products.id),
    eq(productUsers.userId, member.userId),
  )})`;
  return and(ofOrganisation, attached)!;
}

/** Visibility plus the filter, as one SQL condition. */
export function productConditions(member: Member, filter: ProductFilter | null | undefined): SQL {
  const parsed = parseInput(filterSchema, filter, 'filter') ?? {};
  const conditions: (SQL | undefined)[] = [visibleProducts(member)];
  if (parsed.search) {
    const pattern = likePattern(parsed.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.url, pattern)));
  }
  if (parsed.isActive != null) conditions.push(eq(products.isActive, parsed.isActive));
  if (parsed.platformId) conditions.push(eq(products.platformId, parsed.platformId));
  if (parsed.categoryId) {
    // A sub-category id finds its products too, so one filter serves both levels of the tree.
    conditions.push(
      or(eq(products.categoryId, parsed.categoryId), eq(products.subCategoryId, parsed.categoryId)),
    );
  }
  return and(...conditions)!;
}

const sortColumns: Record<ProductSortField, SQL> = {
  // lower(name) matches the (organisation_id, lower(name)) index.
  name: sql`lower(${products.name})`,
  createdAt: sql`${products.createdAt}`,
  updatedAt: sql`${products.updatedAt}`,
  isActive: sql`${products.isActive}`,
};

/** ORDER BY terms, by name when none is asked, and always by id last so pages never overlap. */
export function productOrder(sorting: readonly ProductSort[] | null | undefined): SQL[] {
  const order = parseSorting(sorting).map(({ field, direction }) =>
    direction === 'DESC' ? sql`${sortColumns[field]} desc` : sql`${sortColumns[field]} asc`,
  );
  if (order.length === 0) order.push(sortColumns.name);
  order.push(asc(products.id));
  return order;
}
