import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { withScope } from '../../src/db/scope';
import { embeddedDatabaseUpkeep, tablesDueForUpkeep } from '../../src/jobs/embedded-database-upkeep';
import { signUpAdmin } from '../support/actors';
import { databaseKinds, type Harness, startHarness } from '../support/harness';
import { createProduct } from '../support/widget-fixtures';

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const CONTACTS = 4_000;

interface TableState {
  reltuples: number;
  deadRows: number;
  vacuumed: boolean;
  analysed: boolean;
}

const contactsState = async (db: Database): Promise<TableState> => {
  const [state] = await rows<TableState>(
    db,
    sql`select c.reltuples::int as reltuples, s.n_dead_tup::int as "deadRows",
      s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analysed
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'contacts'`,
  );
  return state!;
};

/** Makes this period's upkeep due now and runs every due job, as the worker would in its time. */
async function runUpkeep(h: Harness): Promise<void> {
  await h.server.database.db.execute(
    sql`update jobs set run_at = now() where kind = ${embeddedDatabaseUpkeep.kind} and state = 'queued'`,
  );
  await h.server.jobs.drain();
}

describe('the embedded database is analysed and vacuumed by the server (PGlite has no autovacuum)', () => {
  let h: Harness;
  let organisationId: string;
  let productId: string;

  beforeAll(async () => {
    h = await startHarness('pglite');
    const { admin, organisation } = await signUpAdmin(h, 'Upkeep Ltd');
    organisationId = organisation.id;
    productId = await createProduct(admin, 'Shop');
    // A product whose visitors left their e-mail, written the way the widget writes them.
    await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.execute(sql`insert into contacts (organisation_id, product_id, email, source)
        select ${organisationId}::uuid, ${productId}::uuid, 'visitor-' || n || '@example.com', 'Widget'
        from generate_series(1, ${CONTACTS}) as n`),
    );
  }, 120_000);

  afterAll(async () => {
    await h?.stop();
  });

  // PostgreSQL publishes a transaction's counts at most once a second: the counters are polled.
  it('finds the contacts table due, as autovacuum would: never analysed, thousands of rows written', async () => {
    const before = await contactsState(h.server.database.db);
    expect(before).toMatchObject({ reltuples: -1, vacuumed: false, analysed: false });
    await expect
      .poll(() => tablesDueForUpkeep(h.server.database.db), { timeout: 10_000 })
      .toContainEqual({ table: 'contacts', vacuum: true, analyze: true });
  });

  it('analyses and vacuums it, after which the planner finds a visitor by the unique e-mail key', async () => {
    await runUpkeep(h);
    const after = await contactsState(h.server.database.db);
    expect(after).toMatchObject({ reltuples: CONTACTS, vacuumed: true, analysed: true });
    expect((await tablesDueForUpkeep(h.server.database.db)).map((table) => table.table)).not.toContain(
      'contacts',
    );

    // The widget's read-first lookup of a visitor's contact (services/contact/widget-contact.ts),
    // as the application's role under row-level security.
    const plan = await withScope(h.server.database.db, { organisationId }, async (tx) =>
      (
        (await tx.execute(sql`explain select 1 from contacts
          where organisation_id = ${organisationId}::uuid and product_id = ${productId}::uuid
            and email = 'visitor-17@example.com'`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );
    expect(plan).toMatch(/Index Cond: .*email = 'visitor-17@example.com'/);
  });

  it('vacuums away deleted rows once there are more than autovacuum would leave', async () => {
    await withScope(h.server.database.db, { organisationId }, (tx) =>
      tx.execute(sql`delete from contacts where organisation_id = ${organisationId}::uuid
        and email like 'visitor-1%'`),
    );
    await expect
      .poll(async () => (await contactsState(h.server.database.db)).deadRows, { timeout: 10_000 })
      .toBeGreaterThan(1_000);
    const deleted = await contactsState(h.server.database.db);
    await runUpkeep(h);
    const after = await contactsState(h.server.database.db);
    expect(after.deadRows).toBe(0);
    expect(after.reltuples).toBe(CONTACTS - deleted.deadRows);
  });
});

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))(
  'on %s the server leaves this to autovacuum',
  (kind) => {
    let h: Harness;

    beforeAll(async () => {
      h = await startHarness(kind);
    }, 120_000);

    afterAll(async () => {
      await h?.stop();
    });

    it('schedules no upkeep of its own', async () => {
      const jobs = await rows<{ count: number }>(
        h.server.database.db,
        sql`select count(*)::int as count from jobs where kind = ${embeddedDatabaseUpkeep.kind}`,
      );
      expect(jobs).toEqual([{ count: 0 }]);
    });
  },
);
