import type { AppConfig } from '../config/app-config';
import { createDatabase } from '../db/database';
import { checkDataDir, DataDirError } from '../storage/data-dir';
import { readRowsOf } from './database-state';
import { embeddedDatabaseInUse, inUseMessage } from './embedded-database';
import { describeLevel, migrationLevel } from './migration-level';
import { CommandFailure, type Verdicts } from './verdicts';

/** The server's own migrator (db/database.ts), with what it applied said. */
export async function migrate(config: AppConfig, verdicts: Verdicts): Promise<void> {
  if (!config.databaseUrl) {
    if (embeddedDatabaseInUse(config.dataDir))
      throw new CommandFailure('migrate', inUseMessage(config.dataDir));
    try {
      await checkDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirError) throw new CommandFailure('migrate', error.message);
      throw error;
    }
  }
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  }).catch((error: unknown) => {
    throw new CommandFailure('migrate', `Cannot open the database: ${(error as Error).message}`);
  });
  try {
    const read = readRowsOf(database);
    const before = await migrationLevel(read);
    if (before.newerThanBuild) {
      verdicts.warning(
        'migrate',
        `the database is at ${describeLevel(before)}: a newer release migrated it; this build applies nothing`,
      );
      return;
    }
    try {
      await database.migrate();
    } catch (error) {
      const after = await migrationLevel(read).catch(() => before);
      const applied = after.applied.filter((tag) => !before.applied.includes(tag));
      throw new CommandFailure(
        'migrate',
        `${after.pending[0] ?? 'a migration'} did not apply (${(error as Error).message})${applied.length > 0 ? `; applied before it: ${applied.join(', ')}` : ''}`,
      );
    }
    const after = await migrationLevel(read);
    const applied = after.applied.filter((tag) => !before.applied.includes(tag));
    verdicts.ok(
      'migrate',
      applied.length > 0
        ? `applied ${applied.length} migration${applied.length > 1 ? 's' : ''}: ${applied.join(', ')}; now at ${describeLevel(after)}`
        : `nothing to apply; the database is at ${describeLevel(after)}`,
    );
  } finally {
    await database.close();
  }
}
