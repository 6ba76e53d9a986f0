import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, isPgEnum, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowLevelSecuritySummary } from '../../src/db/row-level-security-summary';
import * as schema from '../../src/db/schema';
import { rowsOf } from '../../src/jobs/queue-role';
import { type DatabaseBefore, databaseBefore } from '../support/database-before';
import { databaseKinds } from '../support/harness';

const SERVER = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Every table the schema files declare, as drizzle sees it. */
const exported: unknown[] = Object.values(schema);
const declaredTables = exported
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

// drizzle-kit spells some types the short way; the catalogue (format_type) the long way.
const CATALOGUE_SPELLING: Record<string, string> = {
  timestamp: 'timestamp without time zone',
  'timestamp with time zone': 'timestamp with time zone',
  serial: 'integer',
  bigserial: 'bigint',
  'double precision': 'double precision',
};
const catalogueType = (declared: string) =>
  CATALOGUE_SPELLING[declared] ??
  declared
    .replace(/^varchar/, 'character varying')
    .replace(/^char\(/, 'character(')
    .replace(/^"?([a-z_]+)"?(\[\])?$/, '$1$2');

describe('schema files and migrations', () => {
  it('leave drizzle-kit nothing to generate (the snapshot chain matches the schema)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'hearback-drift-'));
    try {
      await cp(path.join(SERVER, 'drizzle'), path.join(folder, 'drizzle'), { recursive: true });
      // drizzle-kit resolves `schema` against its working directory and `out` inside it.
      await writeFile(
        path.join(folder, 'drizzle.config.mjs'),
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.relative(folder, path.join(SERVER, 'src/db/schema/index.ts')))}, out: './drizzle' };`,
      );
      const before = await readdir(path.join(folder, 'drizzle'));
      const { stdout } = await run(
        path.join(SERVER, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--config', 'drizzle.config.mjs'],
        { cwd: folder, timeout: 120_000 },
      );
      const written = (await readdir(path.join(folder, 'drizzle'))).filter((file) => !before.includes(file));
      expect(written, `drizzle-kit generate wrote a migration:\n${stdout}`).toEqual([]);
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.each(databaseKinds())('the database the migrations build, on %s', (kind) => {
  let database: DatabaseBefore;

  beforeAll(async () => {
    // "Before" a migration that does not exist yet: every migration there is.
    database = await databaseBefore(kind, Number.MAX_SAFE_INTEGER);
  });
  afterAll(async () => {
    await database?.close();
  });

  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.db.execute(statement));

  it('has exactly the tables and columns the schema files declare, with their types and nullability', async () => {
    const columns = await query<{ table: string; column: string; type: string; nullable: boolean }>(sql`
      select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
        not a.attnotnull as "nullable"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      order by 1, 2`);
    const inDatabase = columns.map((c) => `${c.table}.${c.column} ${c.type}${c.nullable ? '' : ' not null'}`);
    const declared = declaredTables
      .flatMap((table) =>
        table.columns.map(
          (column) =>
            `${table.name}.${column.name} ${catalogueType(column.getSQLType())}${column.notNull ? ' not null' : ''}`,
        ),
      )
      .sort();
    expect(inDatabase.sort()).toEqual(declared);
  });

  it('has the indexes and constraints the schema files declare, and no other', async () => {
    const named = await query<{ name: string }>(sql`
      select indexname as name from pg_indexes where schemaname = 'public'
      union select conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype in ('p', 'u', 'f', 'c', 'x')`);
    const inDatabase = named.map((row) => row.name).sort();
    const declared = declaredTables.flatMap((table) => [
      ...table.indexes.map((index) => index.config.name),
      ...table.uniqueConstraints.map((unique) => unique.getName()),
      ...table.foreignKeys.map((foreignKey) => foreignKey.getName()),
      ...table.primaryKeys.map((primaryKey) => primaryKey.getName()),
      ...table.checks.map((check) => check.name),
      // Column shorthands: `.primaryKey()` and `.unique()`.
      ...table.columns.filter((column) => column.primary).map(() => `${table.name}_pkey`),
      ...table.columns.filter((column) => column.isUnique).map((column) => column.uniqueName!),
    ]);
    // PostgreSQL keeps the first 63 bytes of a longer name (NAMEDATALEN).
    expect(inDatabase).toEqual([...new Set(declared.map((name) => name!.slice(0, 63)))].sort());
  });

  it('has exactly the enum types and labels the schema files declare', async () => {
    const labels = await query<{ type: string; labels: string[] }>(sql`
      select t.typname as "type", array_agg(e.enumlabel::text order by e.enumsortorder) as labels
      from pg_enum e join pg_type t on t.oid = e.enumtypid
      join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by 1`);
    const declared = exported
      .filter(isPgEnum)
      .map((declaredEnum) => ({ type: declaredEnum.enumName, labels: [...declaredEnum.enumValues] }))
      .sort((a, b) => a.type.localeCompare(b.type));
    expect(labels.sort((a, b) => a.type.localeCompare(b.type))).toEqual(declared);
  });

  it('has the policies and grants docs/row-level-security.md lists for each domain', async () => {
    const written = await readFile(path.join(SERVER, '../docs/row-level-security.md'), 'utf8');
    const summary = await rowLevelSecuritySummary(database.db, path.join(SERVER, 'drizzle'));
    expect(
      summary,
      'the migrations changed a policy or grant: run `npm --prefix server run db:policies`',
    ).toBe(written);
  });
});
