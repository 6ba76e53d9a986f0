import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { createThrowawayPostgres } from '@hearback/testkit';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../../../src/db/database';
import type { DatabaseKind } from '../../support/harness';

const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '../../..');

/**
 * The first version with contact import (the CSV import of contacts into segments), and with it
 * contacts, segments, campaigns, settings, exports and integrations: migrations 0000 to 0016.
 * Everything since (0017 on, the snapshot chain rebuilt) is what an installation of it meets when
 * it upgrades.
 */
export const FIRST_CONTACT_IMPORT_RELEASE = {
  commit: '468c54312eef9931515bd3494a466643313f15e9',
  migrations: 17,
} as const;

export interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export const readJournal = async (migrationsFolder: string): Promise<Journal> =>
  JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/**
 * Writes the `server/drizzle` folder as it was at `commit` into `into` and answers its path. The
 * commit is read from the repository's history: a clone without it (a shallow one) fails here,
 * with what to do, rather than testing nothing.
 */
export async function migrationsAt(commit: string, into: string): Promise<string> {
  const archive = path.join(into, 'drizzle.tar');
  try {
    const { stdout } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: SERVER });
    const repository = stdout.trim();
    await run('git', ['archive', '--format=tar', `--output=${archive}`, commit, 'server/drizzle'], {
      cwd: repository,
    });
  } catch (error) {
    throw new Error(
      `Cannot read server/drizzle of commit ${commit} from the git history (${(error as Error).message.trim()}). ` +
        'The upgrade test needs the full history: run it in a complete clone (git fetch --unshallow).',
    );
  }
  await run('tar', ['-xf', archive, '-C', into]);
  return path.join(into, 'server/drizzle');
}

/** A fresh database of one kind, migrated with an older release's migrations only. */
export interface OldDatabase {
  db: Database;
  /** What the server is started with to open this same database. */
  connection: { dataDir: string; databaseUrl?: string };
  /** Closes this connection (PGlite allows one process at a time on its folder). */
  close(): Promise<void>;
  /** Throws the PostgreSQL database away (the PGlite folder goes with the caller's work folder). */
  drop(): Promise<void>;
}

/**
 * Migrates a new, uniquely named database (PostgreSQL) or PGlite folder with `migrationsFolder`,
 * through drizzle's migrator for that driver, as the server of that release did at its start.
 */
export async function oldDatabase(
  kind: DatabaseKind,
  migrationsFolder: string,
  workDir: string,
): Promise<OldDatabase> {
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir, { recursive: true });
  if (kind === 'postgres') {
    const postgres = await createThrowawayPostgres();
    if (!postgres) throw new Error('PostgreSQL is not available; the caller should have skipped.');
    const client = new pg.Client({ connectionString: postgres.url });
    try {
      await client.connect();
      const database = drizzlePg({ client });
      await migratePg(database, { migrationsFolder });
      return {
        db: database as unknown as Database,
        connection: { dataDir, databaseUrl: postgres.url },
        close: once(() => client.end()),
        drop: () => postgres.drop(),
      };
    } catch (error) {
      await client.end().catch(() => {});
      await postgres.drop();
      throw error;
    }
  }
  const client = await PGlite.create({ dataDir });
  const database = drizzlePglite({ client });
  try {
    await migratePglite(database, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: database as unknown as Database,
    connection: { dataDir },
    close: once(() => client.close()),
    drop: async () => {},
  };
}

/** The test closes early to hand the database to the server, and again in its clean-up. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
