import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/*
 * Policies and grants are written by migrations, one change at a time, so a domain's rules end up
 * spread over many files. This summary reads them back from a migrated database and groups them
 * by the schema file that declares each table, which is where a reader of a domain starts.
 */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const SCHEMA_FOLDER = path.resolve(import.meta.dirname, 'schema');

/** The domain each schema file belongs to, in the order the summary lists them. */
const DOMAIN_OF_SCHEMA_FILE: Record<string, string> = {
  organisations: 'Organisation',
  'domain-proof': 'Organisation',
  users: 'User and membership',
  membership: 'User and membership',
  products: 'Product',
  catalog: 'Product',
  settings: 'Product',
  widget: 'Widget and submission',
  'widget-identity': 'Widget and submission',
  recordings: 'Recording',
  insights: 'Recording',
  campaigns: 'Campaign',
  contacts: 'Segment and contact',
  segments: 'Segment and contact',
  'event-pages': 'Feedback page',
  contact: 'Feedback page',
  notifications: 'Notification',
  exports: 'Export',
  integrations: 'Integration',
  privacy: 'Privacy',
  'api-keys': 'API key',
  audit: 'Audit',
  jobs: 'Jobs (infrastructure)',
};

interface TableRow {
  table: string;
  enabled: boolean;
  forced: boolean;
}

interface PolicyRow {
  table: string;
  name: string;
  permissive: string;
  roles: string[] | string;
  command: string;
  using: string | null;
  check: string | null;
}

interface GrantRow {
  table: string;
  role: string;
  privileges: string;
}

/** Table name → schema file (without `.ts`), from the schema modules themselves. */
async function schemaFileOfTables(): Promise<Map<string, string>> {
  const fileOfTable = new Map<string, string>();
  for (const file of (await readdir(SCHEMA_FOLDER)).sort()) {
    const name = file.replace(/\.ts$/, '');
    if (!file.endsWith('.ts') || !(name in DOMAIN_OF_SCHEMA_FILE)) continue;
    const module: Record<string, unknown> = await import(path.join(SCHEMA_FOLDER, file));
    for (const value of Object.values(module)) {
      if (is(value, PgTable)) fileOfTable.set(getTableConfig(value).name, name);
    }
  }
  return fileOfTable;
}

const remember = (found: Map<string, string[]>, key: string, tag: string) => {
  const tags = found.get(key) ?? [];
  if (!tags.includes(tag)) tags.push(tag);
  found.set(key, tags);
};

/**
 * Policy name → the migrations that create, alter or drop it, from the migrations' own text. A
 * migration that makes one policy per table in a loop names them `relname || '_suffix'`.
 */
async function migrationsOfPolicies(migrationsFolder: string): Promise<(policy: string) => string[]> {
  const byName = new Map<string, string[]>();
  const bySuffix = new Map<string, string[]>();
  const files = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    const text = await readFile(path.join(migrationsFolder, file), 'utf8');
    const tag = file.replace(/\.sql$/, '');
    for (const [, name = ''] of text.matchAll(
      /\b(?:create|alter|drop)\s+policy\s+(?:if\s+exists\s+)?"?([a-z0-9_]+)"?/gi,
    )) {
      remember(byName, name.toLowerCase(), tag);
    }
    if (/policy\s+%I/i.test(text)) {
      for (const [, suffix = ''] of text.matchAll(/\|\|\s*'(_[a-z0-9_]+)'/gi))
        remember(bySuffix, suffix, tag);
    }
  }
  return (policy) =>
    byName.get(policy) ?? [...bySuffix].find(([suffix]) => policy.endsWith(suffix))?.[1] ?? [];
}

const cell = (text: string | null) => (text === null ? '' : `\`${text.replaceAll('|', '\\|')}\``);
const rolesOf = (roles: string[] | string) =>
  (Array.isArray(roles) ? roles : roles.replace(/^\{|\}$/g, '').split(',')).join(', ');

/** The summary as Markdown: per domain, each table's row-level security, grants and policies. */
export async function rowLevelSecuritySummary(db: Database, migrationsFolder: string): Promise<string> {
  const tables = rowsOf<TableRow>(
    await db.execute(sql`
      select c.relname as "table", c.relrowsecurity as "enabled", c.relforcerowsecurity as "forced"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`),
  );
  const policies = rowsOf<PolicyRow>(
    await db.execute(sql`
      select tablename as "table", policyname as "name", permissive, roles, cmd as "command",
        qual as "using", with_check as "check"
      from pg_policies where schemaname = 'public'
      order by tablename, policyname`),
  );
  const grants = rowsOf<GrantRow>(
    await db.execute(sql`
      select table_name as "table", grantee as "role",
        string_agg(privilege_type, ', ' order by privilege_type) as "privileges"
      from information_schema.role_table_grants
      where table_schema = 'public' and grantee like 'hearback\_%'
      group by table_name, grantee
      order by table_name, grantee`),
  );
  const fileOfTable = await schemaFileOfTables();
  const migrationsOf = await migrationsOfPolicies(migrationsFolder);

  const domains = [...new Set(Object.values(DOMAIN_OF_SCHEMA_FILE))];
  const lines = [
    '# Row-level security by domain',
    '',
    'Generated from a database migrated to the latest migration (`npm --prefix server run db:policies`);',
    'a test fails when it no longer matches the migrations. The policies themselves live in',
    '`server/drizzle/*.sql`: each one names the migrations that create or change it. How the scope',
    'settings (`app.organisation_id`, `app.user_id`, …) are set is in server/README.md, "Tenant isolation".',
    '',
  ];
  for (const domain of domains) {
    const domainTables = tables.filter(
      (table) => DOMAIN_OF_SCHEMA_FILE[fileOfTable.get(table.table) ?? ''] === domain,
    );
    if (domainTables.length === 0) continue;
    lines.push(`## ${domain}`, '');
    for (const table of domainTables) {
      const security = table.forced
        ? 'row-level security forced'
        : table.enabled
          ? 'row-level security'
          : 'no row-level security';
      lines.push(
        `### \`${table.table}\` (${security}; \`src/db/schema/${fileOfTable.get(table.table)}.ts\`)`,
        '',
      );
      const tableGrants = grants.filter((grant) => grant.table === table.table);
      lines.push(
        tableGrants.length === 0
          ? 'Grants: none to the application roles.'
          : `Grants: ${tableGrants.map((grant) => `${grant.role} ${grant.privileges}`).join('; ')}.`,
        '',
      );
      const tablePolicies = policies.filter((policy) => policy.table === table.table);
      if (tablePolicies.length === 0) {
        lines.push('No policies.', '');
        continue;
      }
      lines.push(
        '| policy | kind | command | roles | using | with check | migrations |',
        '|---|---|---|---|---|---|---|',
      );
      for (const policy of tablePolicies) {
        lines.push(
          `| ${policy.name} | ${policy.permissive.toLowerCase()} | ${policy.command} | ${rolesOf(policy.roles)} | ${cell(policy.using)} | ${cell(policy.check)} | ${migrationsOf(policy.name).join(', ')} |`,
        );
      }
      lines.push('');
    }
  }
  const unplaced = tables.filter((table) => !fileOfTable.has(table.table)).map((table) => table.table);
  if (unplaced.length > 0) {
    throw new Error(`Tables without a schema file, so without a domain: ${unplaced.join(', ')}`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
