import { sql } from 'drizzle-orm';
import {
  char,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { contacts } from './contacts';
import { products } from './products';

// Same spellings as the GraphQL enums of src/schema/segment.
export const segmentKind = pgEnum('segment_kind', ['Static', 'Dynamic']);
export const contactImportStatus = pgEnum('contact_import_status', [
  'Pending',
  'Running',
  'Succeeded',
  'Failed',
]);

/**
 * A named set of contacts of a product: Static (its members are rows of segment_members, added
 * by imports and by hand) or Dynamic (its members are the contacts its rule tree matches,
 * evaluated in SQL each time; see services/segment/compile-rules.ts).
 */
export const segments = pgTable(
  'segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    kind: segmentKind('kind').notNull(),
    /** The rule tree of a Dynamic segment, as validated by services/segment/segment-rules.ts. */
    rules: jsonb('rules').$type<unknown>(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('segments_organisation_id_id_key').on(t.organisationId, t.id),
    // One name per product, whatever the case; also the list's order by name.
    uniqueIndex('segments_product_name_key').on(t.organisationId, t.productId, sql`lower(${t.name})`),
    // The list's default order: newest first.
    index('segments_product_created_idx').on(t.organisationId, t.productId, t.createdAt.desc(), t.id.desc()),
    foreignKey({
      name: 'segments_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);

/** The members of Static segments. */
export const segmentMembers = pgTable(
  'segment_members',
  {
    organisationId: uuid('organisation_id').notNull(),
    segmentId: uuid('segment_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.segmentId, t.contactId] }),
    // A contact's segments, and the cascade when a contact is deleted.
    index('segment_members_contact_idx').on(t.organisationId, t.contactId),
    foreignKey({
      name: 'segment_members_segment_fk',
      columns: [t.organisationId, t.segmentId],
      foreignColumns: [segments.organisationId, segments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'segment_members_contact_fk',
      columns: [t.organisationId, t.contactId],
      foreignColumns: [contacts.organisationId, contacts.id],
    }).onDelete('cascade'),
  ],
);

/** Which CSV column feeds which contact field (columns named by their header). */
export interface ContactImportMapping {
  email: string;
  name?: string | null;
  phoneNumber?: string | null;
  externalId?: string | null;
  /** Extra columns kept as attributes, under `key`. */
  attributes: { column: string; key: string }[];
}

/**
 * One CSV import of contacts into a Static segment (an existing one, or one it creates under
 * `newSegmentName` when it succeeds). Created Pending by the createContactImport mutation; the
 * file's upload runs it (Running), in one transaction that ends Succeeded, or rolls back and
 * the row says Failed and why.
 */
export const contactImports = pgTable(
  'contact_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** The target; for a new segment, set by the transaction that creates it. */
    segmentId: uuid('segment_id'),
    newSegmentName: text('new_segment_name'),
    /** The Admin who created it: only they may send its file. */
    createdBy: uuid('created_by').notNull(),
    fileName: text('file_name').notNull(),
    delimiter: text('delimiter').notNull(),
    mapping: jsonb('mapping').$type<ContactImportMapping>().notNull(),
    /** ISO 3166-1 alpha-2 country for phone numbers written without +country code. */
    defaultCountry: char('default_country', { length: 2 }),
    status: contactImportStatus('status').notNull().default('Pending'),
    /** The file's header, for the rejected rows file. */
    columns: text('columns').array(),
    totalRows: integer('total_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** Rows imported with a change (a phone number that is not valid left out). */
    warningCount: integer('warning_count').notNull().default(0),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    unique('contact_imports_organisation_id_id_key').on(t.organisationId, t.id),
    index('contact_imports_product_created_idx').on(t.organisationId, t.productId, t.createdAt.desc()),
    foreignKey({
      name: 'contact_imports_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The rows an import refused, and those it changed (contactImports.warningCount), with why, for
 * the file of rejected rows.
 */
export const contactImportRejections = pgTable(
  'contact_import_rejections',
  {
    organisationId: uuid('organisation_id').notNull(),
    importId: uuid('import_id').notNull(),
    /** The row's number as a spreadsheet shows it (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    /** The row's values as read. */
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.importId, t.rowNumber] }),
    foreignKey({
      name: 'contact_import_rejections_import_fk',
      columns: [t.organisationId, t.importId],
      foreignColumns: [contactImports.organisationId, contactImports.id],
    }).onDelete('cascade'),
  ],
);
