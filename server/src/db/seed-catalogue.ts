import { sql } from 'drizzle-orm';
import { CATEGORIES, PLATFORMS } from './catalogue-data';
import type { Database } from './database';
import { platforms, productCategories } from './schema';

export interface Catalogue {
  platformIds: Map<string, string>;
  categoryIds: Map<string, string>;
}

/**
 * Upserts the global platforms and category tree, one multi-row statement per level. Runs as the
 * owner: hearback_app may only read these tables.
 */
export async function seedCatalogue(db: Database): Promise<Catalogue> {
  const platformRows = await db
    .insert(platforms)
    .values(PLATFORMS.map((platform, index) => ({ ...platform, sortOrder: index + 1 })))
    .onConflictDoUpdate({
      target: platforms.name,
      set: {
        isMobile: sql`excluded.is_mobile`,
        isLegacy: sql`excluded.is_legacy`,
        sortOrder: sql`excluded.sort_order`,
      },
    })
    .returning({ id: platforms.id, name: platforms.name });
  const platformIds = new Map(platformRows.map((row) => [row.name, row.id]));
  const platformOf = (name: string | undefined) => {
    if (name === undefined) return null;
    const id = platformIds.get(name);
    if (!id) throw new Error(`The category seed names an unknown platform: ${name}.`);
    return id;
  };

  const upsertCategories = async (rows: (typeof productCategories.$inferInsert)[]) =>
    db
      .insert(productCategories)
      .values(rows)
      .onConflictDoUpdate({
        target: productCategories.key,
        set: {
          name: sql`excluded.name`,
          parentId: sql`excluded.parent_id`,
          platformId: sql`excluded.platform_id`,
          isGambling: sql`excluded.is_gambling`,
          sortOrder: sql`excluded.sort_order`,
        },
      })
      .returning({ id: productCategories.id, key: productCategories.key });

  const mains = await upsertCategories(
    CATEGORIES.map((category, index) => ({
      key: category.key,
      name: category.name,
      parentId: null,
      platformId: platformOf(category.platform),
      isGambling: category.isGambling ?? false,
      sortOrder: index + 1,
    })),
  );
  const categoryIds = new Map(mains.map((row) => [row.key, row.id]));
  const subs = await upsertCategories(
    CATEGORIES.flatMap((main) =>
      (main.children ?? []).map((child, index) => ({
        key: child.key,
        name: child.name,
        parentId: categoryIds.get(main.key)!,
        platformId: platformOf(child.platform),
        isGambling: child.isGambling ?? false,
        sortOrder: index + 1,
      })),
    ),
  );
  for (const row of subs) categoryIds.set(row.key, row.id);
  return { platformIds, categoryIds };
}
