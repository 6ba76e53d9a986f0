import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { databaseError } from '../../src/db/pg-error';
import { withScope } from '../../src/db/scope';
import { signUpAdmin, signUpMember } from '../support/actors';
import { readCatalogue } from '../support/catalogue';
import { ok } from '../support/graphql';
import { databaseKinds, type Harness, startHarness } from '../support/harness';

const INSUFFICIENT_PRIVILEGE = '42501';

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(databaseKinds())('row-level security on %s', (kind) => {
  let h: Harness;
  let organisationA: string;
  let organisationB: string;

  beforeAll(async () => {
    h = await startHarness(kind);
    const a = await signUpAdmin(h, 'Tenant A');
    await signUpMember(h, a.organisation.id);
    const catalogue = await readCatalogue(a.admin);
    ok(
      await a.admin.ask('mutation ($input: CreateProductInput!) { createOneProduct(input: $input) { id } }', {
        input: { name: 'A Product', type: 'Website', platformId: catalogue.platform('Web') },
      }),
    );
    organisationA = a.organisation.id;
    organisationB = (await signUpAdmin(h, 'Tenant B')).organisation.id;
  });
  afterAll(() => h?.stop());

  it('forces row-level security, with a policy, on every tenant table', async () => {
    const tables = await rows<{ table: string; forced: boolean; enabled: boolean; policies: number }>(
      h.server.database.db,
      sql`select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
            (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'
            and (c.relname = 'organisations' or exists (
              select 1 from information_schema.columns col
              where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'organisation_id'))
          order by c.relname`,
    );
    // Every table with organisation_id is checked below, whichever domain added it.
    expect(tables.map((t) => t.table)).toEqual(
      expect.arrayContaining([
        'contact_messages',
        'invitations',
        'join_requests',
        'notifications',
        'organisations',
        'product_users',
        'products',
        'users',
      ]),
    );
    for (const table of tables) {
      expect(table, table.table).toMatchObject({ enabled: true, forced: true });
      expect(table.policies, table.table).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the app role powerless: not an owner, no superuser, no RLS bypass, read-only catalogue', async () => {
    const [role] = await rows<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
      h.server.database.db,
      sql`select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = 'hearback_app'`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
    const owned = await rows(
      h.server.database.db,
      sql`select tablename from pg_tables where schemaname = 'public' and tableowner = 'hearback_app'`,
    );
    expect(owned).toEqual([]);
    const refused = await withScope(h.server.database.db, { organisationId: organisationA }, (tx) =>
      tx.execute(sql`insert into platforms (name) values ('Smart Fridge')`),
    ).catch((error: unknown) => error);
    expect(databaseError(refused)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
  });

  it("shows a raw query as hearback_app with another organisation's id none of the first one's rows", async () => {
    const count = (organisationId: string | null) =>
      withScope(h.server.database.db, { organisationId }, async (tx) => {
        const [found] = (
          (await tx.execute(sql`select
            (select count(*)::int from organisations where id = ${organisationA}) as organisations,
            (select count(*)::int from users where organisation_id = ${organisationA}) as users,
            (select count(*)::int from products where organisation_id = ${organisationA}) as products,
            (select count(*)::int from product_users where organisation_id = ${organisationA}) as product_users,
            (select count(*)::int from products) as all_products`)) as unknown as {
            rows: Record<string, number>[];
          }
        ).rows;
        return found;
      });
    expect(await count(organisationA)).toEqual({
      organisations: 1,
      users: 2,
      products: 1,
      product_users: 1,
      all_products: 1,
    });
    expect(await count(organisationB)).toEqual({
      organisations: 0,
      users: 0,
      products: 0,
      product_users: 0,
      all_products: 0,
    });
    // An unset tenant sees nothing at all.
    expect(await count(null)).toEqual({
      organisations: 0,
      users: 0,
      products: 0,
      product_users: 0,
      all_products: 0,
    });
  });

  it("refuses to write a row into another organisation's tenant", async () => {
    const [platform] = await rows<{ id: string }>(
      h.server.database.db,
      sql`select id from platforms limit 1`,
    );
    const refused = await withScope(h.server.database.db, { organisationId: organisationB }, (tx) =>
      tx.execute(sql`insert into products (organisation_id, name, type, platform_id)
        values (${organisationA}, 'Smuggled', 'App', ${platform!.id})`),
    ).catch((error: unknown) => error);
    // 42501 is also what "new row violates row-level security policy" carries.
    expect(databaseError(refused)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
    await expect(
      withScope(h.server.database.db, { organisationId: organisationB }, (tx) =>
        tx.execute(sql`update organisations set name = 'Renamed' where id = ${organisationA} returning id`),
      ).then((result) => (result as unknown as { rows: unknown[] }).rows),
    ).resolves.toEqual([]);
  });
});

describe.each(databaseKinds())('migrations on %s', (kind) => {
  let dataDir: string;
  let postgres: ThrowawayPostgres | null = null;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-restart-'));
    if (kind === 'postgres') postgres = await createThrowawayPostgres();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it('apply once and are a no-op on the next start of the same database, keeping the data', async () => {
    const options = { dataDir, databaseUrl: postgres?.url };
    const first = await startHarness(kind, options);
    const { organisation } = await signUpAdmin(first, 'Survives Restarts');
    await first.server.close();

    const second = await startHarness(kind, options);
    try {
      const journal = JSON.parse(
        await readFile(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
      );
      const applied = await rows<{ count: number }>(
        second.server.database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]!.count).toBe(journal.entries.length);
      const kept = await withScope(second.server.database.db, { organisationId: organisation.id }, (tx) =>
        tx.execute(sql`select name from organisations`),
      );
      expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'Survives Restarts' }]);
    } finally {
      await second.server.close();
    }
  });
});
