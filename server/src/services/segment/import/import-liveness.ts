import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/database';
import { queryRows } from '../../contact/query-rows';
import type { ImportRow } from './load-import';

/** The namespace of the advisory locks that say an import's transaction is alive (any fixed int4). */
const IMPORT_LOCKS = 73_035_302;

/**
 * An import runs in one transaction, which holds this lock until it commits or rolls back. When
 * its server dies (a crash, a kill, a stop past the grace period), PostgreSQL ends the session
 * and the lock goes with it: the database itself says that the import is no longer running, at
 * once, with no heartbeat to wait out.
 */
export async function holdImportLock(tx: Transaction, importId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCKS}::int4, hashtext(${importId}::text))`);
}

/**
 * The claim (status Running) commits before the import's transaction takes its lock; within
 * this time after it, a Running import without its lock is taken to be starting.
 */
export const IMPORT_START_GRACE_MS = 10_000;

/**
 * SQL that is true when a Running import (alias-free columns `started_at`, `id` of
 * contact_imports) lost its transaction. Its shared try leaves the import's own exclusive lock
 * alone and lets several readers ask at once.
 */
export const importTransactionGone = (importId: string) =>
  sql`(started_at < now() - ${IMPORT_START_GRACE_MS}::int * interval '1 millisecond'
    and pg_try_advisory_xact_lock_shared(${IMPORT_LOCKS}::int4, hashtext(${importId}::text)))`;

/** True when the import shows Running but its transaction is gone: nothing of it was kept. */
export async function wasInterrupted(tx: Transaction, row: ImportRow): Promise<boolean> {
  if (row.status !== 'Running') return false;
  const [answer] = await queryRows<{ gone: boolean }>(
    tx,
    sql`select ${importTransactionGone(row.id)} as gone from contact_imports
      where organisation_id = ${row.organisationId}::uuid and id = ${row.id}::uuid`,
  );
  return answer?.gone === true;
}
