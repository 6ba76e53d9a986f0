import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/** An organisation's data-protection settings; no row means recordings and contacts are kept. */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    organisationId: uuid('organisation_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Recordings and contacts older than this many days are deleted; null keeps them forever. */
    retentionDays: integer('retention_days'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('privacy_settings_retention_days_check', sql`${t.retentionDays} BETWEEN 1 AND 3650`)],
);

export const privacyDeletionKind = pgEnum('privacy_deletion_kind', ['Retention', 'Erasure']);

/**
 * What a retention run or an erasure request deleted, written in the transactions that delete, so
 * the counts are exactly what is gone. An erasure keeps no trace of whom it erased.
 */
export const privacyDeletions = pgTable(
  'privacy_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: privacyDeletionKind('kind').notNull(),
    /** Retention: what was created before this instant was due. */
    cutoff: timestamptz('cutoff'),
    /** Erasure: the Admin who asked. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    recordings: integer('recordings').notNull().default(0),
    files: integer('files').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    unique('privacy_deletions_organisation_id_id_key').on(t.organisationId, t.id),
    index('privacy_deletions_organisation_created_idx').on(t.organisationId, t.createdAt.desc(), t.id.desc()),
  ],
);
