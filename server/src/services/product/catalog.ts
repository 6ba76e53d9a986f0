import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { platforms, productCategories } from '../../db/schema';
import { withScope } from '../../db/scope';
import { badUserInput } from '../../errors/app-errors';
import type { Platform, ProductCategory } from '../../generated/resolvers-types';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { mainCategories, platformColumns } from './catalog-columns';

/** Every platform, current ones first; any signed-in user may read the catalogue. */
export async function getPlatforms(ctx: ServiceContext): Promise<Platform[]> {
  const caller = await ctx.caller();
  return withScope(ctx.db, { userId: caller.id }, (tx) =>
    tx.select(platformColumns).from(platforms).orderBy(asc(platforms.sortOrder), asc(platforms.name)),
  );
}

/**
 * Main categories followed by their sub-categories. With a platform, categories restricted to
 * another platform (or under a main category that is) are left out.
 */
export async function getProductCategories(
  ctx: ServiceContext,
  platformId: string | null | undefined,
): Promise<ProductCategory[]> {
  const caller = await ctx.caller();
  return withScope(ctx.db, { userId: caller.id }, async (tx) => {
    let fitsPlatform: SQL | undefined;
    if (platformId != null) {
      const [platform] = isUuid(platformId)
        ? await tx.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, platformId))
        : [];
      if (!platform) throw badUserInput('Platform does not exist.', 'platformId');
      fitsPlatform = and(
        or(isNull(productCategories.platformId), eq(productCategories.platformId, platformId)),
        or(isNull(mainCategories.platformId), eq(mainCategories.platformId, platformId)),
      );
    }
    const rows = await tx
      .select({
        id: productCategories.id,
        name: productCategories.name,
        mainCategory: { id: mainCategories.id, name: mainCategories.name },
        platform: platformColumns,
      })
      .from(productCategories)
      .leftJoin(mainCategories, eq(mainCategories.id, productCategories.parentId))
      .leftJoin(platforms, eq(platforms.id, productCategories.platformId))
      .where(fitsPlatform)
      .orderBy(
        sql`coalesce(${mainCategories.sortOrder}, ${productCategories.sortOrder})`,
        sql`coalesce(${mainCategories.name}, ${productCategories.name})`,
        sql`${productCategories.parentId} is not null`,
        asc(productCategories.sortOrder),
        asc(productCategories.name),
      );
    return rows.map((row) => ({ ...row, isMainCategory: row.mainCategory === null }));
  });
}
