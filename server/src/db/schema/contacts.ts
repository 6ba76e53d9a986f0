import {
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { products } from './products';

// Same spellings as the GraphQL enum of src/schema/contact, so values pass through unmapped.
export const contactSource = pgEnum('contact_source', ['Import', 'Manual', 'Widget']);

/** Free attributes of a contact (a CSV's extra columns): text values by key. */
export type ContactAttributeMap = Record<string, string>;

/**
 * An end user of one of the organisation's products who can be asked for feedback. Not the
 * messages of /contact (contact.ts): those come from dashboard users to the operator.
 * Identified by e-mail within the product (stored lower-case); the external id, when given, is
 * the product's own user id and is unique within the product too.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    /** E.164. */
    phoneNumber: text('phone_number'),
    externalId: text('external_id'),
    attributes: jsonb('attributes').$type<ContactAttributeMap>().notNull().default({}),
    source: contactSource('source').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // (organisation, id) rather than id alone: the key segment_members refers to, and one index
    // less for every row an import writes.
    primaryKey({ name: 'contacts_pkey', columns: [t.organisationId, t.id] }),
    // The import's upsert key, and the members list's order (by e-mail).
    unique('contacts_product_email_key').on(t.organisationId, t.productId, t.email),
    // NULLs are distinct: any number of contacts without an external id.
    unique('contacts_product_external_id_key').on(t.organisationId, t.productId, t.externalId),
    // Erasure finds a person's contacts in every product of the organisation by address.
    index('contacts_organisation_email_idx').on(t.organisationId, t.email),
    // Retention finds the contacts untouched for longer than the period.
    index('contacts_product_updated_idx').on(t.organisationId, t.productId, t.updatedAt),
    // A contacts export walks a product's contacts in keyset order.
    index('contacts_product_created_idx').on(t.organisationId, t.productId, t.createdAt, t.id),
    foreignKey({
      name: 'contacts_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);
