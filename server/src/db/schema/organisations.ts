import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { domainVerificationMethod, organisationType } from './enums';

/** The tenant. Its own id is the tenant key that every other tenant table carries. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    website: text('website'),
    /** The website's host without "www.", lower-case; null for free-mail hosts (no domain join). */
    websiteDomain: text('website_domain'),
    /**
     * The value of the DNS TXT record that proves the domain (`hearback-verification=<token>`);
     * a new one whenever the website's domain changes.
     */
    domainVerificationToken: text('domain_verification_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When the organisation proved it owns websiteDomain; null: unverified, nobody is offered to join. */
    domainVerifiedAt: timestamptz('domain_verified_at'),
    domainVerificationMethod: domainVerificationMethod('domain_verification_method'),
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
