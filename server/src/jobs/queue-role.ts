import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';

/**
 * Runs `work` in one transaction as hearback_worker, the role that sees every job and no other
 * table (migration 0009): the queue's own statements need no tenant, and a non-superuser owner
 * would see no job at all under FORCE ROW LEVEL SECURITY.
 */
export function asQueue<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'hearback_worker', true)`);
    return work(tx);
  });
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
