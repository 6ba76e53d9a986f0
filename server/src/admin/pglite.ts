import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../db/database';
import { type DatabaseState, readDatabaseState, readRowsOf } from './database-state';
import { databaseEntries, embeddedDatabaseInUse, holdsDatabase, inUseMessage } from './embedded-database';
import { CommandFailure } from './verdicts';

/** Opens the folder's database as the server does, reads what a manifest records, and closes it. */
export async function readEmbeddedState(dataDir: string): Promise<DatabaseState> {
  const database = await createDatabase({ dataDir });
  try {
    const state = await readDatabaseState(readRowsOf(database));
    return { ...state, version: `${state.version} (PGlite)` };
  } finally {
    await database.close();
  }
}

/**
 * The embedded database is backed up as its files, with no server running on them: PGlite's
 * `dumpDataDir()` would have to open the folder too (see embedded-database.ts), and it tars the
 * whole DATA_DIR, uploads included, in memory (a data folder with 300 MB of recordings took
 * 1 GB more of the process's memory). Opening and closing the database first leaves its files
 * checkpointed and consistent; the caller archives them straight from the folder.
 */
export async function prepareEmbeddedBackup(
  dataDir: string,
): Promise<{ state: DatabaseState; entries: string[] }> {
  if (!holdsDatabase(dataDir)) {
    throw new CommandFailure(
      'database',
      `There is no embedded database in ${dataDir} (DATA_DIR): nothing to back up.`,
    );
  }
  if (embeddedDatabaseInUse(dataDir)) throw new CommandFailure('database', inUseMessage(dataDir));
  const state = await readEmbeddedState(dataDir);
  if (embeddedDatabaseInUse(dataDir)) throw new CommandFailure('database', inUseMessage(dataDir));
  return { state, entries: await databaseEntries(dataDir) };
}

/** Refuses, changing nothing, unless DATA_DIR holds no database and no server uses it. */
export async function checkEmbeddedTarget(dataDir: string): Promise<void> {
  if (embeddedDatabaseInUse(dataDir)) throw new CommandFailure('database', inUseMessage(dataDir));
  if ((await databaseEntries(dataDir)).length > 0) {
    throw new CommandFailure('database', 'The database already holds data: restore needs an empty one.');
  }
}

/**
 * Moves the archive's database entries from `staging` into DATA_DIR and opens the database to
 * prove it; a database that does not open is taken out again, leaving the folder as it was.
 */
export async function restoreEmbedded(
  staging: string,
  dataDir: string,
  entries: string[],
): Promise<DatabaseState> {
  const moved: string[] = [];
  try {
    for (const entry of entries) {
      await rename(path.join(staging, entry), path.join(dataDir, entry));
      moved.push(entry);
    }
    return await readEmbeddedState(dataDir);
  } catch (error) {
    for (const entry of [...moved, 'postmaster.pid']) {
      await rm(path.join(dataDir, entry), { recursive: true, force: true });
    }
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(
      'database',
      `The archive's embedded database does not open with this build's PGlite (${(error as Error).message}): restore it with the release that made it.`,
    );
  }
}
