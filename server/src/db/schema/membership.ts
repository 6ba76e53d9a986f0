import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { invitationStatus, joinRequestStatus, userRole } from './enums';
import { organisations } from './organisations';
import { users } from './users';

/** An Admin's invitation of an e-mail address into the organisation with a role. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    status: invitationStatus('status').notNull().default('Pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One open invitation per address and organisation: a new one replaces it.
    uniqueIndex('invitations_open_email_key')
      .on(t.organisationId, t.email)
      .where(sql`${t.status} = 'Pending'`),
    index('invitations_organisation_created_idx').on(t.organisationId, t.createdAt),
  ],
);

/** A user whose e-mail domain matched an organisation's website, waiting for an Admin's review. */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: joinRequestStatus('status').notNull().default('Pending'),
    decidedRole: userRole('decided_role'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('join_requests_open_user_key')
      .on(t.organisationId, t.userId)
      .where(sql`${t.status} = 'Pending'`),
    index('join_requests_organisation_status_idx').on(t.organisationId, t.status, t.createdAt),
  ],
);
