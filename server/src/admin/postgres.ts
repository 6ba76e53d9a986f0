import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../server-files';
import { type DatabaseState, holdsApplicationObjects, readDatabaseState } from './database-state';
import type { ReadRows } from './migration-level';
import { requireProgram, runProgram } from './programs';
import { CommandFailure } from './verdicts';

const HOW_TO_INSTALL_CLIENT =
  "install PostgreSQL's client programs of the server's major version or newer (Debian: apt-get install postgresql-client)";

/**
 * The connection the admin commands use: ADMIN_DATABASE_URL when set, else the server's
 * DATABASE_URL. Backups and restores need a role that row-level security does not bind, which
 * the server's own role should not be in production (README, "Backup and restore").
 */
export const adminDatabaseUrl = (databaseUrl: string): string =>
  process.env.ADMIN_DATABASE_URL?.trim() || databaseUrl;

/** Which of the two variables the connection came from, for messages. */
export const adminUrlName = (): string =>
  process.env.ADMIN_DATABASE_URL?.trim() ? 'ADMIN_DATABASE_URL' : 'DATABASE_URL';

export async function connect(url: string, subject: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A connection PostgreSQL drops fails the statement in flight; the event itself needs a listener.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new CommandFailure(
      subject,
      `Cannot connect to PostgreSQL (${adminUrlName()}): ${(error as Error).message}`,
    );
  }
  return client;
}

export const readRowsWith =
  (client: pg.Client): ReadRows =>
  async <T>(statement: string) =>
    (await client.query(statement)).rows as T[];

/**
 * pg_dump and pg_restore get the connection string without its password, which goes in their
 * environment instead: a command line is visible to every user of the machine.
 */
function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Fails, saying which role and what to set instead, unless row-level security does not bind the connection's role. */
export async function requireRowSecurityBypass(
  client: pg.Client,
  subject: string,
  what: string,
): Promise<void> {
  const [role] = (
    await client.query<{ name: string; bypasses: boolean }>(
      'select rolname as name, rolsuper or rolbypassrls as bypasses from pg_roles where rolname = current_user',
    )
  ).rows;
  if (role?.bypasses) return;
  throw new CommandFailure(
    subject,
    `The role ${role?.name ?? '(unknown)'} of ${adminUrlName()} is bound by row-level security, so ${what}. ` +
      'Set ADMIN_DATABASE_URL to the same database as a role that is not: a superuser, or for backups a role ' +
      'made with CREATE ROLE hearback_backup LOGIN BYPASSRLS IN ROLE pg_read_all_data.',
  );
}

/**
 * `pg_dump --format=custom` into `dumpFile`, of one snapshot exported by a transaction of our
 * own: the manifest's row counts and migration level are read in that very snapshot, and
 * `whileHeld` (the stored files' copy) runs after it was taken and before anything is dumped,
 * so every file a dumped row names was already stored when the files were taken.
 */
export async function dumpPostgres(
  url: string,
  dumpFile: string,
  whileHeld: () => Promise<void>,
): Promise<DatabaseState> {
  const pgDump = requireProgram('pg_dump', 'database', HOW_TO_INSTALL_CLIENT);
  const client = await connect(url, 'database');
  try {
    await requireRowSecurityBypass(client, 'database', 'pg_dump would refuse the tenant tables');
    await client.query('begin isolation level repeatable read read only');
    // The transaction waits, idle, for as long as pg_dump runs.
    await client.query('set local idle_in_transaction_session_timeout = 0');
    await client.query('set local statement_timeout = 0');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const state = await readDatabaseState(readRowsWith(client));
    await whileHeld();
    const target = libpqTarget(url);
    await runProgram(
      pgDump,
      [
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--no-password',
        `--file=${dumpFile}`,
        `--dbname=${target.dbname}`,
      ],
      { subject: 'database', env: target.env },
    );
    await client.query('commit');
    return state;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The NOLOGIN roles the migrations create, and those the owner of the tables is made a member of. */
export function applicationRoles(folder = migrationsFolder): { roles: string[]; ownerMemberships: string[] } {
  const roles = new Set<string>();
  const memberships = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/CREATE ROLE (\w+) NOLOGIN/g)) roles.add(match[1]!);
    for (const match of text.matchAll(/GRANT (\w+) TO CURRENT_USER/g)) memberships.add(match[1]!);
  }
  return { roles: [...roles].sort(), ownerMemberships: [...memberships].sort() };
}

/** Refuses, changing nothing, unless the database is empty and the role can restore into it. */
export async function checkPostgresTarget(url: string): Promise<void> {
  const client = await connect(url, 'database');
  try {
    if (await holdsApplicationObjects(readRowsWith(client))) {
      throw new CommandFailure('database', 'The database already holds data: restore needs an empty one.');
    }
    await requireRowSecurityBypass(client, 'database', 'pg_restore could not write the tenant tables');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * `pg_restore` of the dump in one transaction: it all goes in, or nothing does. Objects keep the
 * owners they had (the server's role, which must own its tables to migrate them), privileges and
 * policies come with their tables; the roles themselves live outside any database, so the
 * application's NOLOGIN roles are made first, the way the migrations make them, and the owners
 * made members of them again.
 */
export async function restorePostgres(
  url: string,
  dumpFile: string,
  owners: string[],
): Promise<DatabaseState> {
  const pgRestore = requireProgram('pg_restore', 'database', HOW_TO_INSTALL_CLIENT);
  const client = await connect(url, 'database');
  try {
    const existing = new Set(
      (
        await client.query<{ name: string }>('select rolname as name from pg_roles where rolname = any($1)', [
          owners,
        ])
      ).rows.map((row) => row.name),
    );
    const missing = owners.filter((owner) => !existing.has(owner));
    if (missing.length > 0) {
      throw new CommandFailure(
        'database',
        `The archive's objects belong to ${missing.join(', ')}, which this PostgreSQL server does not have: ` +
          `create ${missing.length > 1 ? 'those roles' : 'that role'} (the role DATABASE_URL connects as) and restore again.`,
      );
    }
    const { roles, ownerMemberships } = applicationRoles();
    for (const role of roles) {
      await client.query(
        `DO $$ BEGIN CREATE ROLE ${role} NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
      );
    }
    // A view belongs to one of those roles (hearback_terms): the others are the server's role.
    const serverRoles = owners.filter((owner) => !roles.includes(owner));
    for (const role of ownerMemberships) {
      for (const owner of serverRoles)
        await client.query(`GRANT ${role} TO ${client.escapeIdentifier(owner)}`);
    }
    const target = libpqTarget(url);
    await runProgram(
      pgRestore,
      ['--single-transaction', '--exit-on-error', '--no-password', `--dbname=${target.dbname}`, dumpFile],
      { subject: 'database', env: target.env },
    );
    // pg_restore brings no statistics: until autovacuum's next round the planner would take every
    // table for empty (and, say, walk a product's contacts for each widget submission).
    await client.query('analyze');
    return await readDatabaseState(readRowsWith(client));
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The server's roles among `owners` that cannot create tables in the restored database's public
 * schema: its next migration would fail. A database made by CREATE DATABASE … OWNER <role>, as
 * for a new installation, gives its owner that right.
 */
export async function ownersUnableToMigrate(url: string, owners: string[]): Promise<string[]> {
  const { roles } = applicationRoles();
  const client = await connect(url, 'database');
  try {
    const unable: string[] = [];
    for (const owner of owners.filter((name) => !roles.includes(name))) {
      const [row] = (
        await client.query<{ can: boolean }>(
          "select rolsuper or has_schema_privilege(rolname, 'public', 'CREATE') as can from pg_roles where rolname = $1",
          [owner],
        )
      ).rows;
      if (!row?.can) unable.push(owner);
    }
    return unable;
  } finally {
    await client.end().catch(() => {});
  }
}
