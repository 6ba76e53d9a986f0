import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one database type the rest of the code sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or a transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseConfig {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder. */
  dataDir: string;
  /** Told when PostgreSQL drops a pooled connection (a restart, a fail-over, an admin, the network). */
  onConnectionError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from server/drizzle; a no-op when the database is current. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// Any fixed number: serialises migrations of API servers starting at the same time.
const MIGRATION_LOCK_ID = 7_303_530_201;

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.onConnectionError)
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: once(() => client.close()),
  };
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection PostgreSQL terminates (a restart, a fail-over, a network blip) emits 'error' on
  // its client, and an 'error' without a listener stops the process. The pool listens only while
  // a client is idle; a client checked out for a request or a transaction needs its own listener
  // for its whole life. The failed query rejects on its own, and the pool discards the broken
  // client when it is released, so the next query opens a new connection.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // The pool re-emits an idle client's error, which the client's own listener has reported.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // The advisory lock is per session, so migrations run on one dedicated connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: once(() => pool.end()),
  };
}

/** Closing twice (a failed start, then a shutdown) must not fail the second time. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
