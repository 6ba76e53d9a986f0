import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { platforms, productCategories } from './catalog';
import { createdAt, timestamptz } from './columns';
import { productType } from './enums';
import { organisations } from './organisations';
import { users } from './users';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url'),
    type: productType('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isGambling: boolean('is_gambling').notNull().default(false),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id),
    categoryId: uuid('category_id').references(() => productCategories.id),
    subCategoryId: uuid('sub_category_id').references(() => productCategories.id),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('products_organisation_id_id_key').on(t.organisationId, t.id),
    // One name per organisation: the product switcher lists products by name.
    uniqueIndex('products_organisation_name_key').on(t.organisationId, sql`lower(${t.name})`),
    index('products_organisation_created_idx').on(t.organisationId, t.createdAt),
    index('products_organisation_updated_idx').on(t.organisationId, t.updatedAt),
    index('products_organisation_platform_idx').on(t.organisationId, t.platformId),
    index('products_organisation_category_idx').on(t.organisationId, t.categoryId),
  ],
);

/** Which users may open which product; Members only see products they are attached to. */
export const productUsers = pgTable(
  'product_users',
  {
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.productId, t.userId] }),
    // Composite keys keep both ends inside the same organisation, whatever the app does.
    foreignKey({
      name: 'product_users_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_users_user_fk',
      columns: [t.organisationId, t.userId],
      foreignColumns: [users.organisationId, users.id],
    }).onDelete('cascade'),
    index('product_users_organisation_user_idx').on(t.organisationId, t.userId),
  ],
);
