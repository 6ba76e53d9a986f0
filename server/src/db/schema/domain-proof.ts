import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/**
 * A link e-mailed to an Admin whose own address is at the organisation's domain: opening it
 * proves the domain (docs/decisions.md, "Domain proof"). Only the token's hash is kept.
 */
export const domainEmailConfirmations = pgTable(
  'domain_email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The Admin it was sent to: only they can use it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('domain_email_confirmations_organisation_created_idx').on(t.organisationId, t.createdAt)],
);
