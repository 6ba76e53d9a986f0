import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite keeps its PostgreSQL data folder (PGDATA) in DATA_DIR itself, beside the server's own
 * files (uploads, outbox, spool, generated keys). These are the entries PostgreSQL owns there.
 */
const DATABASE_ENTRY =
  /^(PG_VERSION|base|global|pg_[a-z_]+|pg_hba\.conf|pg_ident\.conf|postgresql(\.auto)?\.conf)$/;

export const isDatabaseEntry = (name: string): boolean => DATABASE_ENTRY.test(name);

/** The names of the embedded database's entries in `dataDir` (none when it holds no database). */
export async function databaseEntries(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.filter(isDatabaseEntry).sort();
}

export const holdsDatabase = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * PGlite writes postmaster.pid when it opens a data folder and removes it when closed, and has no
 * other lock: a second process that opens the folder meanwhile does not see the first one's
 * recent writes, and their two copies of the database in memory overwrite each other's files,
 * after which the folder no longer opens. The file is also left behind by a server that was
 * killed; only starting and stopping a server on the folder tells the two apart safely.
 */
export const embeddedDatabaseInUse = (dataDir: string): boolean =>
  existsSync(path.join(dataDir, 'postmaster.pid'));

export const inUseMessage = (dataDir: string): string =>
  `The embedded database in ${dataDir} is open in a running server, or its last server did not stop cleanly ` +
  '(postmaster.pid is there). PGlite cannot be read safely while another process holds it: stop the server ' +
  '(SIGTERM) and run the command again; after a crash, start the server once and stop it.';
