import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { type MigrationLevel, migrationLevel, type ReadRows } from './migration-level';

/** Statements on the server's own database handle (PGlite or PostgreSQL), without a deadline. */
export const readRowsOf =
  (database: DatabaseHandle): ReadRows =>
  async <T>(statement: string) =>
    ((await database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

/** Every table outside PostgreSQL's own schemas: the application's and drizzle's journal. */
const USER_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
  order by 1`;

/**
 * Rows per table (`schema.table`), counted by a role that row-level security does not bind (a
 * superuser, a BYPASSRLS role, PGlite's): a backup's own census of what it holds.
 */
export async function rowsPerTable(read: ReadRows): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of await read<{ name: string }>(USER_TABLES)) {
    const [row] = await read<{ rows: string }>(`select count(*)::text as rows from ${name}`);
    counts[name] = Number(row?.rows ?? 0);
  }
  return counts;
}

/** Anything of the application's in the database: a table, a sequence, a type, a schema of its own. */
export async function holdsApplicationObjects(read: ReadRows): Promise<boolean> {
  const [row] = await read<{ found: boolean }>(`
    select exists (
      select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    ) or exists (
      select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%' and t.typtype in ('e', 'd', 'c')
        and not exists (select 1 from pg_class c where c.oid = t.typrelid)
    ) or exists (
      select 1 from pg_namespace n
      where n.nspname not in ('public', 'information_schema') and n.nspname not like 'pg\\_%'
    ) as found`);
  return row?.found === true;
}

/** The roles owning the application's schemas, tables, sequences, types and functions. */
export async function objectOwners(read: ReadRows): Promise<string[]> {
  const rows = await read<{ owner: string }>(`
    select pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    union select pg_get_userbyid(n.nspowner) from pg_namespace n
      where n.nspname not in ('public', 'information_schema') and n.nspname not like 'pg\\_%'
    union select pg_get_userbyid(t.typowner) from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%' and t.typtype = 'e'
    union select pg_get_userbyid(p.proowner) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    order by 1`);
  return rows.map((row) => row.owner);
}

export async function serverVersion(read: ReadRows): Promise<string> {
  const [row] = await read<{ version: string }>('select version() as version');
  return row?.version ?? 'unknown';
}

/** `PostgreSQL 15.20` of `PostgreSQL 15.20 (Debian …) on x86_64-pc-linux-gnu, …`. */
export const shortVersion = (version: string): string =>
  `${/^PostgreSQL \S+/.exec(version)?.[0] ?? version}${version.endsWith('(PGlite)') ? ' (PGlite)' : ''}`;

/** What a backup records of a database, and a restore checks. */
export interface DatabaseState {
  version: string;
  level: MigrationLevel;
  tables: Record<string, number>;
  owners: string[];
  /** Recordings that name a stored voice message: the files a backup must hold at least. */
  recordingsWithFiles: number;
}

export async function readDatabaseState(read: ReadRows): Promise<DatabaseState> {
  const tables = await rowsPerTable(read);
  const [withFiles] =
    'public.recordings' in tables
      ? await read<{ n: string }>(
          'select count(*)::text as n from recordings where audio_file_key is not null',
        )
      : [];
  return {
    version: await serverVersion(read),
    level: await migrationLevel(read),
    tables,
    owners: await objectOwners(read),
    recordingsWithFiles: Number(withFiles?.n ?? 0),
  };
}
