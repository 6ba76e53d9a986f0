import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { dataFolderHolder, describeHolder, type LockHolder } from '../db/data-folder-lock';

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
 * The running process that holds the folder's embedded database open (a server, or another
 * command), or null. PGlite's own postmaster.pid cannot tell: it names no real process, and a
 * server that was killed leaves it behind. The lock file (db/data-folder-lock.ts) that every
 * process opening the database takes names the holder, and one whose process is gone counts as
 * free: the next to open the folder takes it over.
 */
export const embeddedDatabaseHolder = (dataDir: string): LockHolder | null => dataFolderHolder(dataDir);

export const embeddedDatabaseInUse = (dataDir: string): boolean => embeddedDatabaseHolder(dataDir) !== null;

/** Why the command refuses the folder; `holder` as found, or looked up again. */
export const inUseMessage = (dataDir: string, holder = embeddedDatabaseHolder(dataDir)): string =>
  `The embedded database in ${dataDir} is open in a running server or command` +
  `${holder ? ` (${describeHolder(holder)})` : ''}. PGlite cannot be read safely while another process holds it: ` +
  'stop the server (SIGTERM) and run the command again.';
