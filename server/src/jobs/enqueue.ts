import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../db/database';
import type { JobPayload, JobType } from './job-type';
import { asQueue, rowsOf } from './queue-role';

export interface EnqueueOptions {
  /** The tenant the job acts for; absent or null for an installation-wide job. */
  organisationId?: string | null;
  /** Idempotency key: a second job of this kind, organisation and key is not created. */
  key?: string | null;
  /** Not before this time; default now. */
  runAt?: Date;
  /** Default: the job type's. */
  maxAttempts?: number;
}

/**
 * Adds a job. Given a transaction, the job is written in it, so it exists if and only if the
 * transaction commits (as the transaction's role: a tenant scope may enqueue for its own
 * organisation only). Given the database, it is written on its own, as the queue's role.
 * Answers the new job's id, or null when the key already had a job.
 */
export async function enqueue<P extends JobPayload>(
  queryable: Queryable,
  type: JobType<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const maxAttempts = options.maxAttempts ?? type.maxAttempts;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`maxAttempts must be ≥ 1: ${type.kind}`);
  const statement = sql`insert into jobs (organisation_id, kind, payload, idempotency_key, run_at, max_attempts)
    values (${options.organisationId ?? null}::uuid, ${type.kind}, ${JSON.stringify(payload)}::jsonb,
      ${options.key ?? null}::text, coalesce(${options.runAt?.toISOString() ?? null}::timestamptz, now()),
      ${maxAttempts}::integer)
    on conflict (kind, coalesce(organisation_id, '00000000-0000-0000-0000-000000000000'::uuid), idempotency_key)
      where idempotency_key is not null
      do nothing
    returning id`;
  const result =
    queryable instanceof PgTransaction
      ? await queryable.execute(statement)
      : await asQueue(queryable as Database, (tx) => tx.execute(statement));
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}
