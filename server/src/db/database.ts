import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../server-files';
import { lockDataFolder } from './data-folder-lock';

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
  /** PostgreSQL only: how long the server waits for it (see DatabaseTimeouts). */
  timeouts?: { [K in keyof DatabaseTimeouts]?: DatabaseTimeouts[K] | undefined };
}

/**
 * How long the server waits for PostgreSQL before it gives up and answers an error, so that a
 * network partition fails requests instead of holding them for as long as it lasts. PGlite runs
 * in the process and has no network to lose: none of them applies to it.
 */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one of the pool. */
  connectMs: number;
  /**
   * One statement, enforced by PostgreSQL (`statement_timeout`) and, a little later, by the
   * client itself (for when PostgreSQL cannot be heard at all); 0 turns both off.
   */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 15_000 };

/** PostgreSQL's own error arrives first when it can; the client's fires only when it cannot. */
const CLIENT_TIMEOUT_MARGIN_MS = 2_000;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from server/drizzle; a no-op when the database is current. */
  migrate(): Promise<void>;
  /**
   * Runs one read-only statement within `timeoutMs` or fails, for probes: on PostgreSQL the
   * statement's connection is dropped when the time is up, so a probe never holds one for long.
   */
  probe<T>(statement: string, timeoutMs: number): Promise<T[]>;
  close(): Promise<void>;
}

// Any fixed number: serialises migrations of API servers starting at the same time.
const MIGRATION_LOCK_ID = 7_303_530_201;

export async function createDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(
        config.databaseUrl,
        {
          connectMs: config.timeouts?.connectMs ?? DEFAULT_DATABASE_TIMEOUTS.connectMs,
          statementMs: config.timeouts?.statementMs ?? DEFAULT_DATABASE_TIMEOUTS.statementMs,
        },
        config.onConnectionError,
      )
    : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second process on it would damage the database.
  const unlock = await lockDataFolder(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite answers one statement at a time: a probe waits behind a long transaction (an import).
    probe: async <T>(statement: string, timeoutMs: number) =>
      withDeadline(
        client.query<T>(statement).then((result) => result.rows),
        timeoutMs,
      ),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    }),
  };
}

async function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  onConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // What PostgreSQL enforces, and what the client enforces when no answer comes at all (the
    // timed-out connection is then released broken, and the pool drops it).
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + CLIENT_TIMEOUT_MARGIN_MS,
        }
      : {}),
  });
  // A connection PostgreSQL terminates (a restart, a fail-over, a network blip) emits 'error' on
  // its client, and an 'error' without a listener stops the process. The pool listens only while
  // a client is idle; a client checked out for a request or a transaction needs its own listener
  // for its whole life. The failed query rejects on its own, and the pool discards the broken
  // client when it is released, so the next query opens a new connection.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    dropOnReadTimeout(client);
  });
  // The pool re-emits an idle client's error, which the client's own listener has reported.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // The advisory lock is per session, so migrations run on one dedicated connection, outside
      // the pool: a migration (an index on a large table) or the wait for another server's may
      // take longer than any request's statement may.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', onConnectionError);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    probe: async <T>(statement: string, timeoutMs: number) =>
      // Also bounded when the pool has no free connection to give.
      withDeadline(
        pool
          .query<T & pg.QueryResultRow>({ text: statement, query_timeout: timeoutMs } as pg.QueryConfig)
          .then((result) => result.rows as T[]),
        timeoutMs,
      ),
    close: once(() => pool.end()),
  };
}

/**
 * pg answers a statement that timed out on the client's side with an error, but keeps its
 * connection waiting for PostgreSQL's answer, so the next statement (a transaction's ROLLBACK)
 * would wait as long again. Nothing can use that connection any more: it is dropped at once,
 * and the pool replaces it.
 */
function dropOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query: (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if ((error as Error | null)?.message === 'Query read timeout') {
            (
              client as unknown as { connection?: { stream?: { destroy(): void } } }
            ).connection?.stream?.destroy();
          }
        });
      }
      return result;
    },
  });
}

/** Thrown by a probe that got no answer in time. */
export class DatabaseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms.`);
    this.name = 'DatabaseTimeoutError';
  }
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  // The late answer (or failure) of a probe given up on is of no interest.
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Closing twice (a failed start, then a shutdown) must not fail the second time. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
