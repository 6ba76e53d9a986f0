import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/** A message a user sent to the operator through /contact; kept even when e-mail fails later. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The sender's organisation at the time, if any (users without one may write too). */
  organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  emailedAt: timestamptz('emailed_at'),
});

/** ALTCHA solutions already used, so one solved challenge protects one submission only. */
export const botCheckSolutions = pgTable('bot_check_solutions', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamptz('expires_at').notNull(),
});
