import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { products } from './products';
import { users } from './users';

// Same spellings as the GraphQL enums of src/schema/export, so values pass through unmapped.
export const EXPORT_KINDS = ['Recordings', 'Contacts', 'CampaignResponses'] as const;
export const EXPORT_FORMATS = ['Csv', 'Json', 'Xlsx'] as const;
export const EXPORT_STATUSES = ['Queued', 'Running', 'Ready', 'Failed', 'Expired'] as const;

export type ExportKindValue = (typeof EXPORT_KINDS)[number];
export type ExportFormatValue = (typeof EXPORT_FORMATS)[number];
export type ExportStatusValue = (typeof EXPORT_STATUSES)[number];

/**
 * One requested export file (drizzle/0015): what to export, how far the job got, and the stored
 * file once it is ready, until it expires. Written with its job in one transaction.
 */
export const dataExports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the "ready" e-mail goes, kept so it still arrives if the account changes meanwhile. */
    requestedByEmail: text('requested_by_email').notNull(),
    kind: text('kind', { enum: EXPORT_KINDS }).notNull(),
    format: text('format', { enum: EXPORT_FORMATS }).notNull(),
    fromTime: timestamptz('from_time'),
    toTime: timestamptz('to_time'),
    campaignId: uuid('campaign_id'),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('Queued'),
    /** Counted when the job starts, so the page can show a percentage. */
    totalRows: integer('total_rows'),
    rowsWritten: integer('rows_written').notNull().default(0),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Why a failed export failed, as the page shows it. */
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
    /** Set when Ready: the link works until then, and then the file is deleted (drizzle/0019). */
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    foreignKey({
      name: 'exports_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
    index('exports_product_created_idx').on(t.organisationId, t.productId, t.createdAt.desc(), t.id.desc()),
    check('exports_kind_check', sql`${t.kind} IN ('Recordings', 'Contacts', 'CampaignResponses')`),
    check('exports_format_check', sql`${t.format} IN ('Csv', 'Json', 'Xlsx')`),
    check('exports_status_check', sql`${t.status} IN ('Queued', 'Running', 'Ready', 'Failed', 'Expired')`),
  ],
);
