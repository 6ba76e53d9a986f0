import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { asQueue, rowsOf } from './queue-role';

/** Jobs due now and not yet claimed: what /metrics reports as the queue's depth. */
export async function queueDepth(db: Database): Promise<number> {
  const result = await asQueue(db, (tx) =>
    tx.execute(sql`select count(*)::int as depth from jobs where state = 'queued' and run_at <= now()`),
  );
  return rowsOf<{ depth: number }>(result)[0]?.depth ?? 0;
}
