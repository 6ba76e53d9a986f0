import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createThrowawayPostgres } from '@hearback/testkit';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { seedCatalogue } from '../../src/db/seed-catalogue';
import type { DatabaseKind } from './harness';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/** The migrations folder as it was before `migration`: its files and journal up to the one before. */
async function migrationsBefore(migration: number, folder: string): Promise<void> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < migration);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of await readdir(MIGRATIONS)) {
    if (journal.entries.some((entry) => file === `${entry.tag}.sql`)) {
      await copyFile(path.join(MIGRATIONS, file), path.join(folder, file));
    }
  }
}

export interface DatabaseBefore {
  db: Database;
  /** Applies the migrations from `migration` on, as a server start of the new version does. */
  migrateToHead(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A throw-away database migrated up to just before `migration`, with the catalogue: rows written
 * into it are what an installation of the older version had when it upgraded.
 */
export async function databaseBefore(kind: DatabaseKind, migration: number): Promise<DatabaseBefore> {
  const folder = await mkdtemp(path.join(tmpdir(), 'hearback-test-migration-'));
  const earlier = path.join(folder, 'drizzle');
  await migrationsBefore(migration, earlier);
  let db: Database;
  let migrateWith: (migrationsFolder: string) => Promise<void>;
  let closeDatabase: () => Promise<void>;
  if (kind === 'postgres') {
    const postgres = await createThrowawayPostgres();
    if (!postgres) throw new Error('PostgreSQL is not available; the caller should have skipped.');
    const pool = new pg.Pool({ connectionString: postgres.url });
    const database = drizzlePg({ client: pool });
    db = database as unknown as Database;
    migrateWith = (migrationsFolder) => migratePg(database, { migrationsFolder });
    closeDatabase = async () => {
      await pool.end();
      await postgres.drop();
    };
  } else {
    const client = await PGlite.create({ dataDir: path.join(folder, 'pglite') });
    const database = drizzlePglite({ client });
    db = database as unknown as Database;
    migrateWith = (migrationsFolder) => migratePglite(database, { migrationsFolder });
    closeDatabase = () => client.close();
  }
  await migrateWith(earlier);
  await seedCatalogue(db);
  return {
    db,
    migrateToHead: () => migrateWith(MIGRATIONS),
    async close() {
      await closeDatabase();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
