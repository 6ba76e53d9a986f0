import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../server-files';

/** One migration this build ships, as drizzle's journal lists it. */
export interface ShippedMigration {
  tag: string;
  /** Drizzle records this as the applied migration's `created_at`. */
  when: number;
}

export interface MigrationLevel {
  /** Tags of the shipped migrations the database holds, oldest first. */
  applied: string[];
  /** Tags of the shipped migrations it lacks. */
  pending: string[];
  /** The database holds a migration newer than any this build ships (a newer release migrated it). */
  newerThanBuild: boolean;
}

export function shippedMigrations(): ShippedMigration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: ShippedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

/** Runs one read-only statement and answers its rows (a pg client, a DatabaseHandle's probe). */
export type ReadRows = <T>(statement: string) => Promise<T[]>;

/**
 * Drizzle applies every shipped migration newer than the newest one recorded, so that newest
 * `created_at` is the level; an empty database has none.
 */
export async function migrationLevel(read: ReadRows): Promise<MigrationLevel> {
  const [table] = await read<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  const newest = table?.exists
    ? Number(
        (
          await read<{ newest: string }>(
            'select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations',
          )
        )[0]?.newest ?? 0,
      )
    : 0;
  const shipped = shippedMigrations();
  return {
    applied: shipped.filter((migration) => migration.when <= newest).map((migration) => migration.tag),
    pending: shipped.filter((migration) => migration.when > newest).map((migration) => migration.tag),
    newerThanBuild: newest > Math.max(...shipped.map((migration) => migration.when)),
  };
}

/** `0025_user_language (26 of 26 migrations)`, or `no migrations applied (0 of 26)`. */
export function describeLevel(level: MigrationLevel): string {
  const total = level.applied.length + level.pending.length;
  const newest = level.applied.at(-1);
  const base = newest
    ? `${newest} (${level.applied.length} of ${total} migrations)`
    : `no migrations applied (0 of ${total})`;
  return level.newerThanBuild ? `${base}, and newer ones this build does not know` : base;
}
