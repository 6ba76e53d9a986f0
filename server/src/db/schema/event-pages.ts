import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { products } from './products';
import { questionGroups } from './widget';

/** The event pages of spec section 2 (`/feedback/techxpo1` …): one organisation, three slugs. */
export const EVENT_PAGE_SLUGS = ['techxpo1', 'techxpo2', 'techxpo3'] as const;
export type EventPageSlug = (typeof EVENT_PAGE_SLUGS)[number];

/**
 * A public event feedback page as an Admin configured it: a title, the product the answers are
 * recorded for, and the questions asked (rows of `questions` in the page's own group, in order).
 */
export const eventPages = pgTable(
  'event_pages',
  {
    organisationId: uuid('organisation_id').notNull(),
    slug: text('slug').$type<EventPageSlug>().notNull(),
    title: text('title').notNull(),
    productId: uuid('product_id').notNull(),
    /** Created with the page; new question texts become questions of this group. */
    questionGroupId: uuid('question_group_id').notNull(),
    /** The questions asked, in order. Replaced ones stay in `questions`: old answers refer to them. */
    questionIds: uuid('question_ids').array().notNull().default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.slug] }),
    check('event_pages_slug_check', sql`${t.slug} IN ('techxpo1', 'techxpo2', 'techxpo3')`),
    foreignKey({
      name: 'event_pages_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_pages_question_group_fk',
      columns: [t.organisationId, t.questionGroupId],
      foreignColumns: [questionGroups.organisationId, questionGroups.id],
    }).onDelete('cascade'),
    // Deleting a product finds its pages through this index (the cascade).
    index('event_pages_product_idx').on(t.organisationId, t.productId),
  ],
);
