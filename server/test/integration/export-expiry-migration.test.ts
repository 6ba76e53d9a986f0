import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATION = 19;

import type { Database } from '../../src/db/database';
import { rowsOf } from '../../src/jobs/queue-role';
import { type DatabaseBefore, databaseBefore } from '../support/database-before';
import { databaseKinds } from '../support/harness';

// Exports made Ready before migration 19 had no expiry: the migration gives them one (24 hours
// after they were finished) and queues the job that deletes their file then.
describe.each(databaseKinds())(
  'migration 19 and exports already Ready, on %s',
  { timeout: 120_000 },
  (kind) => {
    let before: DatabaseBefore;
    let db: Database;
    let organisationId: string;

    beforeAll(async () => {
      before = await databaseBefore(kind, MIGRATION);
      db = before.db;
    });
    afterAll(async () => {
      await before?.close();
    });

    it('gives each Ready export its expiry and its expiry job, and nothing to the others', async () => {
      const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
      organisationId = (
        await one<{
          id: string;
        }>(sql`insert into organisations (name, widget_key, widget_token, trial_ends_at)
        values ('Before Ltd', 'migration-widget-key', 'token', now() + interval '14 days') returning id`)
      ).id;
      const { id: productId } = await one<{
        id: string;
      }>(sql`insert into products (organisation_id, name, type, platform_id)
      values (${organisationId}, 'Shop', 'Website', (select id from platforms limit 1)) returning id`);
      const exportRow = (status: string, finishedAgo: string | null) =>
        one<{
          id: string;
        }>(sql`insert into exports (organisation_id, product_id, requested_by_email, kind, format,
          status, file_key, finished_at)
        values (${organisationId}, ${productId}, 'ada@example.test', 'Recordings', 'Csv', ${status},
          ${status === 'Ready' ? `exports/${organisationId}/file.csv` : null},
          ${finishedAgo === null ? null : sql`now() - ${finishedAgo}::interval`})
        returning id`);
      const recent = await exportRow('Ready', '1 hour');
      const old = await exportRow('Ready', '3 days');
      const failed = await exportRow('Failed', '1 hour');
      const queued = await exportRow('Queued', null);

      await before.migrateToHead();

      const exports = rowsOf<{ id: string; status: string; expiresAfterFinishMs: number | null }>(
        await db.execute(sql`select id, status,
          (extract(epoch from expires_at - finished_at) * 1000)::float8 as "expiresAfterFinishMs"
        from exports`),
      );
      const byId = new Map(exports.map((row) => [row.id, row]));
      expect(byId.get(recent.id)?.expiresAfterFinishMs).toBe(24 * 3_600_000);
      expect(byId.get(old.id)?.expiresAfterFinishMs).toBe(24 * 3_600_000);
      expect(byId.get(failed.id)?.expiresAfterFinishMs).toBeNull();
      expect(byId.get(queued.id)?.expiresAfterFinishMs).toBeNull();

      const jobs = rowsOf<{ exportId: string; key: string; dueAtExpiry: boolean; organisationId: string }>(
        await db.execute(sql`select j.payload ->> 'exportId' as "exportId", j.idempotency_key as key,
          j.organisation_id as "organisationId", j.run_at = e.expires_at as "dueAtExpiry"
        from jobs j join exports e on e.id = (j.payload ->> 'exportId')::uuid
        where j.kind = 'export.expire' order by e.finished_at`),
      );
      expect(jobs).toEqual([
        { exportId: old.id, key: `export-expiry:${old.id}`, organisationId, dueAtExpiry: true },
        { exportId: recent.id, key: `export-expiry:${recent.id}`, organisationId, dueAtExpiry: true },
      ]);
      // Row-level security is forced again on both tables.
      const forced = rowsOf<{ relname: string; relforcerowsecurity: boolean }>(
        await db.execute(
          sql`select relname, relforcerowsecurity from pg_class where relname in ('exports', 'jobs') order by relname`,
        ),
      );
      expect(forced).toEqual([
        { relname: 'exports', relforcerowsecurity: true },
        { relname: 'jobs', relforcerowsecurity: true },
      ]);
    });
  },
);
