import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobType } from './job-type';
import type { JobHandler } from './worker';

/**
 * What autovacuum does for PostgreSQL, done for the embedded database: PGlite runs PostgreSQL as
 * one process with no background workers, so nothing ever analyses or vacuums its tables. Without
 * statistics the planner takes a table for empty and may walk a product's whole contacts list to
 * find one visitor's; without vacuum, space of deleted and updated rows (the job queue's, the
 * totals' shards) is never reused and transaction ids are never frozen. Registered only when the
 * database is PGlite (one server per data folder, so the schedule has one runner).
 */
export const embeddedDatabaseUpkeep = jobType<Record<string, never>>('database.embedded-upkeep', {
  maxAttempts: 1,
  leaseMs: 30 * 60_000,
});

export const EMBEDDED_UPKEEP_EVERY_MS = 5 * 60_000;

/** The thresholds of PostgreSQL's own autovacuum (its defaults), so a table is treated as it would be there. */
export const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  /** vacuum_freeze_table_age: past it, a vacuum visits the whole table to freeze its rows. */
  freezeTableAge: 150_000_000,
} as const;

export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** The tables autovacuum would vacuum or analyse now, by the counters PostgreSQL keeps anyway. */
export async function tablesDueForUpkeep(db: Database): Promise<TableUpkeep[]> {
  const d = AUTOVACUUM_DEFAULTS;
  const result = await db.execute(sql`
    select s.relname as "table",
      (s.n_dead_tup > ${d.vacuumThreshold} + ${d.vacuumScaleFactor} * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > ${d.insertThreshold} + ${d.insertScaleFactor} * greatest(c.reltuples, 0)
        or age(c.relfrozenxid) > ${d.freezeTableAge}) as vacuum,
      (s.n_mod_since_analyze > ${d.analyzeThreshold} + ${d.analyzeScaleFactor} * greatest(c.reltuples, 0)) as analyze
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`);
  return (result as unknown as { rows: TableUpkeep[] }).rows.filter((row) => row.vacuum || row.analyze);
}

/**
 * Vacuums and analyses each due table, one statement a table: PGlite serves one statement at a
 * time, so requests take their turns between tables instead of waiting for all of them.
 */
export async function upkeepEmbeddedDatabase(db: Database, signal?: AbortSignal): Promise<TableUpkeep[]> {
  const due = await tablesDueForUpkeep(db);
  for (const table of due) {
    signal?.throwIfAborted();
    const name = sql.identifier(table.table);
    await db.execute(table.vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
  }
  return due;
}

export function embeddedDatabaseUpkeepHandler(): JobHandler<Record<string, never>> {
  return async (_payload, job) => {
    const done = await upkeepEmbeddedDatabase(job.db, job.signal);
    if (done.length > 0) {
      job.logger.debug(
        {
          vacuumed: done.filter((table) => table.vacuum).map((table) => table.table),
          analysed: done.filter((table) => !table.vacuum).map((table) => table.table),
        },
        'Upkeep of the embedded database',
      );
    }
  };
}
