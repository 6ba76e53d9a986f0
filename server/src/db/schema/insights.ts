import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products';
import { recordings } from './recordings';

/**
 * The term that stands for "every recording with terms": its count in product_term_days and
 * product_terms is the number of documents, the N of the themes' score.
 */
export const ALL_DOCUMENTS = '';

/**
 * What each recording added to the term counts (services/insights/index-terms.ts): its terms
 * (words and two-word phrases) and the UTC day they were counted on. A trigger makes the row,
 * unswept, with the recording; deleting the recording, by any path, deletes the row (cascade)
 * and another trigger takes its terms out of the counts (drizzle/0021). The GIN index on terms
 * serves the recordings' theme filter.
 */
export const recordingTerms = pgTable(
  'recording_terms',
  {
    organisationId: uuid('organisation_id').notNull(),
    recordingId: uuid('recording_id').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
    /** The sweep has read the recording's own words (typed text, answers, transcript). */
    swept: boolean('swept').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.recordingId] }),
    foreignKey({
      name: 'recording_terms_recording_fk',
      columns: [t.organisationId, t.recordingId],
      foreignColumns: [recordings.organisationId, recordings.id],
    }).onDelete('cascade'),
    index('recording_terms_terms_idx').using('gin', t.terms),
    // The sweep's work list, a day at a time.
    index('recording_terms_unswept_idx')
      .on(t.organisationId, t.day, t.recordingId)
      .where(sql`not ${t.swept}`),
  ],
);

/** In how many of a product's recordings of one UTC day each term occurs. */
export const productTermDays = pgTable(
  'product_term_days',
  {
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    term: text('term').notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [
    // Term before day: a term's days of a period are one range (the themes' exact counts).
    primaryKey({ columns: [t.organisationId, t.productId, t.term, t.day] }),
    // The days' counts of two recordings or more, with term and count (the themes' first pass).
    index('product_term_days_frequent_idx')
      .on(t.organisationId, t.productId, t.day)
      .where(sql`${t.documents} >= 2`),
    foreignKey({
      name: 'product_term_days_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);

/** In how many of a product's recordings, ever, each term occurs: the history themes stand out from. */
export const productTerms = pgTable(
  'product_terms',
  {
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    term: text('term').notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.productId, t.term] }),
    foreignKey({
      name: 'product_terms_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);
