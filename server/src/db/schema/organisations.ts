import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisationType } from './enums';

/** The tenant. Its own id is the tenant key that every other tenant table carries. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    website: text('website'),
    /** The website's host without "www.", lower-case; null for free-mail hosts (no domain join). */
    websiteDomain: text('website_domain'),
    country: text('country'),
    type: organisationType('type').notNull().default('Company'),
    widgetKey: text('widget_key').notNull().unique(),
    widgetToken: text('widget_token').notNull(),
    trialEndsAt: timestamptz('trial_ends_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('organisations_website_domain_idx').on(t.websiteDomain, t.createdAt)],
);
