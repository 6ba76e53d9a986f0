import { type AnyPgColumn, boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Global reference data, shared by every organisation and read-only for the app role. */
export const platforms = pgTable('platforms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  isLegacy: boolean('is_legacy').notNull().default(false),
  isMobile: boolean('is_mobile').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A two-level tree: main categories have no parent. `key` is a stable slug ("games.casino") so
 * the seed can upsert the tree; platform_id restricts a category to one platform.
 */
export const productCategories = pgTable('product_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  parentId: uuid('parent_id').references((): AnyPgColumn => productCategories.id),
  platformId: uuid('platform_id').references(() => platforms.id),
  isGambling: boolean('is_gambling').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});
