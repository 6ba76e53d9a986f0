import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres, type ThrowawayPostgres } from '@hearback/testkit';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { STOPPED_BY_SHUTDOWN } from '../../src/jobs/worker';
import { EXPORT_DISK_FULL, exportFailure } from '../../src/services/export/run-export';
import { signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import {
  isolatedTmpDir,
  leftoversIn,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';
import { canMountTmpfs, type MountedFolder, mountTmpfs } from '../support/tmpfs';
import { createProduct } from '../support/widget-fixtures';

/** Enough rows that an export of them runs for seconds: the file is tens of MB. */
const ROWS = 150_000;
const LEASE_MS = 2_000;

interface ExportRow {
  status: string;
  rows_written: number;
  error: string | null;
}
interface JobRow {
  id: string;
  state: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
}

const mountable = await canMountTmpfs();
if (!mountable) console.warn('!! Cannot mount a tmpfs (not root): the full-disk export test is SKIPPED.');

/**
 * A server process on a throw-away PostgreSQL database (the test reads and seeds it directly),
 * with a data folder and a temporary folder of its own, restartable on both.
 */
async function exportWorld(options: { dataDir?: string } = {}) {
  const postgres = (await createThrowawayPostgres()) as ThrowawayPostgres;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'hearback-test-data-')));
  const tmpDir = await isolatedTmpDir();
  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      TMPDIR: tmpDir,
      JOB_LEASE_MS: String(LEASE_MS),
      SHUTDOWN_GRACE_MS: '1000',
      LOG_LEVEL: 'warn',
    });
    servers.push(server);
    return server;
  };
  const server = await start();
  const { admin, organisation } = await signUpAdmin(server.target, 'Export Outage Ltd');
  const productId = await createProduct(admin, 'Shop');
  // Long texts over distinct instants: a file of tens of MB, read in keyset batches.
  await sql.query(
    `insert into recordings (organisation_id, product_id, idempotency_key, message_type, text, created_at)
     select $1::uuid, $2::uuid, 'bulk-' || n, 'ProvideFeedback', repeat('Words of feedback. ', 20) || n,
       now() - interval '1 day' + n * interval '1 millisecond'
     from generate_series(1, ${ROWS}) n`,
    [organisation.id, productId],
  );
  const { requestExport } = ok(
    await admin.ask<{ requestExport: { id: string } }>(
      'mutation ($input: RequestExportInput!) { requestExport(input: $input) { id } }',
      { input: { productId, kind: 'Recordings', format: 'Csv' } },
    ),
  );
  const exportId = requestExport.id;
  const exportRow = async () =>
    (await sql.query<ExportRow>('select status, rows_written, error from exports where id = $1', [exportId]))
      .rows[0]!;
  const jobRow = async () =>
    (
      await sql.query<JobRow>(
        `select id, state, attempts, max_attempts, last_error from jobs where kind = 'export.run' and payload->>'exportId' = $1`,
        [exportId],
      )
    ).rows[0]!;
  const until = async <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const spooled = () => readdir(path.join(dataDir, 'spool', 'exports')).catch(() => [] as string[]);
  return {
    server,
    sql,
    start,
    exportRow,
    jobRow,
    until,
    spooled,
    tmpDir,
    /** Running, with some rows written: a file half done in the spool. */
    midway: () =>
      until(
        'the export under way',
        exportRow,
        (row) => row.status === 'Running' && row.rows_written >= 4_000,
      ),
    async dispose() {
      for (const each of servers) await each.stop();
      await sql.end();
      await postgres.drop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      await rm(tmpDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!inject('postgresAvailable'))(
  'exports when the server stops or crashes',
  { timeout: 240_000 },
  () => {
    let world: Awaited<ReturnType<typeof exportWorld>> | undefined;
    afterEach(async () => {
      await world?.dispose();
      world = undefined;
    });

    it('SIGTERM during an export: exits 0, gives the export back whole, and a restart finishes it', async () => {
      world = await exportWorld();
      await world.midway();
      expect(await world.spooled()).toHaveLength(1);

      world.server.signal('SIGTERM');
      expect(await world.server.exited).toEqual({ code: 0, signal: null });
      // Given back without using up an attempt, its partial file gone, nothing in the OS's temp folder.
      expect(await world.exportRow()).toMatchObject({ status: 'Queued', rows_written: 0 });
      expect(await world.jobRow()).toMatchObject({
        state: 'queued',
        attempts: 0,
        last_error: STOPPED_BY_SHUTDOWN,
      });
      expect(await world.spooled()).toEqual([]);
      expect(await leftoversIn(world.tmpDir)).toEqual([]);

      await world.start();
      const ready = await world.until(
        'the export finished',
        world.exportRow,
        (row) => row.status === 'Ready',
        120_000,
      );
      expect(ready.rows_written).toBe(ROWS);
      const done = await world.until('the job done', world.jobRow, (job) => job.state !== 'running');
      expect(done).toMatchObject({ state: 'done', attempts: 1 });
      expect(await leftoversIn(world.tmpDir)).toEqual([]);
    });

    it('kill -9 during an export: a restart runs it again within seconds, and a last attempt killed fails it visibly', async () => {
      world = await exportWorld();
      await world.midway();
      const [partial] = await world.spooled();
      world.server.signal('SIGKILL');
      expect((await world.server.exited).signal).toBe('SIGKILL');
      // The killed attempt's file stays where the data lives, not in the OS's temporary folder…
      expect(await world.spooled()).toEqual([partial]);
      expect(await leftoversIn(world.tmpDir)).toEqual([]);

      const second = await world.start();
      // …and the next start clears it.
      expect(await world.spooled()).not.toContain(partial);
      const killedAt = Date.now();
      await world.until(
        'the export running again',
        world.jobRow,
        (job) => job.attempts === 2 && job.state === 'running',
      );
      await world.midway();
      expect(Date.now() - killedAt).toBeLessThan(30_000);

      // Its last attempt (as if the one before had failed too) dies with its server as well.
      const job = await world.jobRow();
      expect(job.max_attempts).toBe(3);
      await world.sql.query('update jobs set attempts = max_attempts where id = $1', [job.id]);
      second.signal('SIGKILL');
      await second.exited;

      await world.start();
      const failed = await world.until(
        'the export failed',
        world.exportRow,
        (row) => row.status === 'Failed',
        30_000,
      );
      expect(failed.error).toBe(exportFailure('interrupted'));
      expect(await world.jobRow()).toMatchObject({ state: 'dead' });
      expect(await leftoversIn(world.tmpDir)).toEqual([]);
    });
  },
);

describe.skipIf(!inject('postgresAvailable') || !mountable)(
  'an export that fills the disk',
  { timeout: 240_000 },
  () => {
    let disk: MountedFolder | null = null;
    let world: Awaited<ReturnType<typeof exportWorld>> | undefined;
    afterEach(async () => {
      await world?.dispose();
      await disk?.unmount();
    });

    it('fails with the reason, removes its partial file, and the server stays up', async () => {
      disk = await mountTmpfs({ size: '3m' });
      world = await exportWorld({ dataDir: disk!.path });
      const failed = await world.until(
        'the export failed',
        world.exportRow,
        (row) => row.status === 'Failed',
        120_000,
      );
      expect(failed.error).toBe(EXPORT_DISK_FULL);
      // A full disk is not retried for minutes: the job is dead at once.
      expect(await world.jobRow()).toMatchObject({ state: 'dead', attempts: 1 });
      expect(await world.spooled()).toEqual([]);
      expect((await fetch(`${world.server.url}/readyz`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(world.server.output()).not.toMatch(/Unhandled|uncaught/i);
      expect(await Promise.race([world.server.exited, Promise.resolve('running')])).toBe('running');
    });
  },
);
