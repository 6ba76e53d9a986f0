import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';

export const jobState = pgEnum('job_state', ['queued', 'running', 'done', 'dead']);

/** The background job queue (src/jobs/README.md); written by src/jobs only. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tenant the job acts for; null for installation-wide jobs. */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    state: jobState('state').notNull().default('queued'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    /** The lease: past it, a running job counts as abandoned and is claimed again. */
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    // Installation-wide jobs (no organisation) share one key space: the nil UUID.
    uniqueIndex('jobs_idempotency_key_idx')
      .on(
        t.kind,
        sql`coalesce(${t.organisationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        t.idempotencyKey,
      )
      .where(sql`${t.idempotencyKey} is not null`),
    index('jobs_claimable_idx').on(t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} in ('done', 'dead')`),
    index('jobs_organisation_idx').on(t.organisationId, t.kind, t.createdAt),
    check('jobs_max_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);
