import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { databaseError } from '../../src/db/pg-error';
import { withScope } from '../../src/db/scope';
import { enqueue } from '../../src/jobs/enqueue';
import { jobType, PermanentJobError } from '../../src/jobs/job-type';
import { periodKey, periodStart } from '../../src/jobs/periods';
import {
  createJobWorker,
  type JobWorker,
  type JobWorkerOptions,
  STOPPED_BY_SHUTDOWN,
} from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { databaseKinds } from '../support/harness';
import { insertOrganisation, openQueueDatabase, type QueueDatabase, until } from '../support/queue-database';

const INSUFFICIENT_PRIVILEGE = '42501';
const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

interface JobRow {
  id: string;
  state: string;
  attempts: number;
  last_error: string | null;
  organisation_id: string | null;
  idempotency_key: string | null;
  run_at_ms: number;
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const jobsOf = (db: Database, kind: string) =>
  rows<JobRow>(
    db,
    sql`select id, state, attempts, last_error, organisation_id, idempotency_key,
        (extract(epoch from run_at) * 1000)::float8 as run_at_ms
      from jobs where kind = ${kind} order by run_at, created_at`,
  );

/** A promise with its resolve, to hold a handler until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

let kindCounter = 0;
/** Every test its own kind, so workers of one test never see another test's jobs. */
const freshKind = (name: string) => `test.${name}-${++kindCounter}`;

describe.each(databaseKinds())('job queue on %s', (kind) => {
  let q: QueueDatabase;
  let organisationA: string;
  let organisationB: string;
  const workers: JobWorker[] = [];
  const worker = (options: Partial<JobWorkerOptions> = {}) => {
    const created = createJobWorker({ db: q.db, logger, pollIntervalMs: 20, ...options });
    workers.push(created);
    return created;
  };

  beforeAll(async () => {
    q = await openQueueDatabase(kind);
    organisationA = await insertOrganisation(q.db, 'Tenant A');
    organisationB = await insertOrganisation(q.db, 'Tenant B');
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await q?.stop();
  });

  it('enqueues once per idempotency key, per organisation', async () => {
    const type = jobType<{ n: number }>(freshKind('idempotent'));
    const first = await enqueue(q.db, type, { n: 1 }, { organisationId: organisationA, key: 'recording:1' });
    const again = await enqueue(q.db, type, { n: 2 }, { organisationId: organisationA, key: 'recording:1' });
    const otherTenant = await enqueue(
      q.db,
      type,
      { n: 3 },
      { organisationId: organisationB, key: 'recording:1' },
    );
    const installation = await enqueue(q.db, type, { n: 4 }, { key: 'recording:1' });
    const installationAgain = await enqueue(q.db, type, { n: 5 }, { key: 'recording:1' });
    const unkeyed = [await enqueue(q.db, type, { n: 6 }), await enqueue(q.db, type, { n: 7 })];

    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(otherTenant).toEqual(expect.any(String));
    expect(installation).toEqual(expect.any(String));
    expect(installationAgain).toBeNull();
    expect(unkeyed).toEqual([expect.any(String), expect.any(String)]);
    const payloads = await rows<{ n: number }>(
      q.db,
      sql`select (payload->>'n')::int as n from jobs where kind = ${type.kind} order by 1`,
    );
    expect(payloads.map((p) => p.n)).toEqual([1, 3, 4, 6, 7]);
  });

  it("writes a job in the caller's transaction: rolled back with it, committed with it", async () => {
    const type = jobType<{ n: number }>(freshKind('transactional'));
    const refused = await withScope(q.db, { organisationId: organisationA }, async (tx) => {
      await enqueue(tx, type, { n: 1 }, { organisationId: organisationA });
      throw new Error('The caller failed after enqueueing.');
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(await jobsOf(q.db, type.kind)).toEqual([]);

    await withScope(q.db, { organisationId: organisationA }, (tx) =>
      enqueue(tx, type, { n: 2 }, { organisationId: organisationA }),
    );
    expect(await jobsOf(q.db, type.kind)).toMatchObject([
      { state: 'queued', organisation_id: organisationA },
    ]);
  });

  it("lets a tenant enqueue and read its own organisation's jobs only", async () => {
    const type = jobType<{ n: number }>(freshKind('tenant'));
    await enqueue(q.db, type, { n: 1 }, { organisationId: organisationA });
    const smuggled = await withScope(q.db, { organisationId: organisationB }, (tx) =>
      enqueue(tx, type, { n: 2 }, { organisationId: organisationA }),
    ).catch((error: unknown) => error);
    expect(databaseError(smuggled)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
    const installationWide = await withScope(q.db, { organisationId: organisationB }, (tx) =>
      enqueue(tx, type, { n: 3 }),
    ).catch((error: unknown) => error);
    expect(databaseError(installationWide)).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });

    const seen = (organisationId: string) =>
      withScope(q.db, { organisationId }, async (tx) =>
        rows<{ count: number }>(
          tx as unknown as Database,
          sql`select count(*)::int as count from jobs where kind = ${type.kind}`,
        ),
      );
    expect(await seen(organisationA)).toEqual([{ count: 1 }]);
    expect(await seen(organisationB)).toEqual([{ count: 0 }]);
  });

  it('runs a job once, as its organisation', async () => {
    const type = jobType<{ word: string }>(freshKind('once'));
    const seen: { word: string; tenant: string; attempt: number }[] = [];
    const w = worker();
    w.register(type, async (payload, job) => {
      const [setting] = await job.inOrganisation(async (tx) =>
        rows<{ tenant: string }>(
          tx as unknown as Database,
          sql`select current_setting('app.organisation_id') as tenant`,
        ),
      );
      seen.push({ word: payload.word, tenant: setting!.tenant, attempt: job.attempt });
    });
    await enqueue(q.db, type, { word: 'hello' }, { organisationId: organisationA });

    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(seen).toEqual([{ word: 'hello', tenant: organisationA, attempt: 1 }]);
    expect(await jobsOf(q.db, type.kind)).toMatchObject([{ state: 'done', attempts: 1 }]);
  });

  it('waits longer after each failure, then gives the job up as dead after its last attempt', async () => {
    const type = jobType<Record<string, never>>(freshKind('backoff'), {
      maxAttempts: 3,
      backoff: { baseMs: 60_000, maxMs: 90_000 },
    });
    let calls = 0;
    const w = worker();
    w.register(type, async () => {
      calls += 1;
      throw new Error(`Failure ${calls}.`);
    });
    await enqueue(q.db, type, {});

    /** The job's run_at must lie `delayMs` after the failure, which happened within the drain. */
    const failOnceExpecting = async (delayMs: number) => {
      const [before] = await rows<{ at: string }>(q.db, sql`select clock_timestamp()::text as at`);
      expect(await w.drain()).toBe(1);
      const [after] = await rows<{ at: string }>(q.db, sql`select clock_timestamp()::text as at`);
      const [window] = await rows<{ fits: boolean }>(
        q.db,
        sql`select run_at >= ${before!.at}::timestamptz + ${delayMs}::int * interval '1 millisecond'
            and run_at <= ${after!.at}::timestamptz + ${delayMs}::int * interval '1 millisecond' as fits
          from jobs where kind = ${type.kind}`,
      );
      expect(window!.fits).toBe(true);
      // Not due yet: nothing runs until the wait is over.
      expect(await w.drain()).toBe(0);
      await q.db.execute(sql`update jobs set run_at = now() where kind = ${type.kind}`);
    };

    await failOnceExpecting(60_000);
    expect(await jobsOf(q.db, type.kind)).toMatchObject([{ attempts: 1, last_error: 'Failure 1.' }]);
    await failOnceExpecting(90_000); // 120 s, capped at maxMs
    expect(await w.drain()).toBe(1);
    expect(calls).toBe(3);
    expect(await jobsOf(q.db, type.kind)).toMatchObject([
      { state: 'dead', attempts: 3, last_error: 'Failure 3.' },
    ]);
    expect(await w.drain()).toBe(0);
  });

  it('gives a job up at once on a permanent failure', async () => {
    const type = jobType<Record<string, never>>(freshKind('permanent'));
    let calls = 0;
    const w = worker();
    w.register(type, async () => {
      calls += 1;
      throw new PermanentJobError('The provider refused the file.');
    });
    await enqueue(q.db, type, {});
    expect(await w.drain()).toBe(1);
    expect(calls).toBe(1);
    expect(await jobsOf(q.db, type.kind)).toMatchObject([
      { state: 'dead', attempts: 1, last_error: 'The provider refused the file.' },
    ]);
  });

  it('runs a job again when the worker holding it died (its lease expired), and not past its attempts', async () => {
    const type = jobType<{ n: number }>(freshKind('lease'), { maxAttempts: 2 });
    const ran: number[] = [];
    const w = worker();
    w.register(type, async (payload) => {
      ran.push(payload.n);
    });
    // Claimed by a worker that then stopped without a word: its lease ran out a moment ago.
    const crashed = sql`update jobs set state = 'running', attempts = attempts + 1, locked_by = 'gone',
      locked_until = now() - interval '1 second' where id = `;
    const once = await enqueue(q.db, type, { n: 1 });
    await q.db.execute(sql`${crashed}${once}`);
    const twice = await enqueue(q.db, type, { n: 2 });
    await q.db.execute(sql`${crashed}${twice}`);
    await q.db.execute(sql`${crashed}${twice}`);
    // Still held: a lease that has not run out is left alone.
    const held = await enqueue(q.db, type, { n: 3 });
    await q.db.execute(
      sql`update jobs set state = 'running', attempts = 1, locked_by = 'alive',
        locked_until = now() + interval '1 hour' where id = ${held}`,
    );

    expect(await w.drain()).toBe(1);
    expect(ran).toEqual([1]);
    const byId = new Map((await jobsOf(q.db, type.kind)).map((row) => [row.id, row]));
    expect(byId.get(once!)).toMatchObject({ state: 'done', attempts: 2 });
    expect(byId.get(twice!)).toMatchObject({
      state: 'dead',
      attempts: 2,
      last_error: expect.stringMatching(/lease/),
    });
    expect(byId.get(held!)).toMatchObject({ state: 'running', attempts: 1 });
  });

  it('runs each job exactly once with two workers claiming at the same time', async () => {
    const type = jobType<{ n: number }>(freshKind('concurrent'));
    const total = 120;
    const concurrency = 4;
    const ran: { n: number; worker: string }[] = [];
    // The first 2 × concurrency handlers wait for each other: both workers then hold jobs at once.
    const together = gate();
    let waiting = 0;
    const handlerOf = (name: string) => async (payload: { n: number }) => {
      if (ran.length + waiting < 2 * concurrency) {
        waiting += 1;
        if (waiting === 2 * concurrency) together.open();
        await together.opened;
        waiting -= 1;
      }
      ran.push({ n: payload.n, worker: name });
    };
    const first = worker({ concurrency, workerId: 'first' });
    const second = createJobWorker({
      db: q.second,
      logger,
      pollIntervalMs: 20,
      concurrency,
      workerId: 'second',
    });
    workers.push(second);
    first.register(type, handlerOf('first'));
    second.register(type, handlerOf('second'));
    for (let n = 0; n < total; n += 1) await enqueue(q.db, type, { n });

    await Promise.all([first.start(), second.start()]);
    await until(async () => {
      const [done] = await rows<{ count: number }>(
        q.db,
        sql`select count(*)::int as count from jobs where kind = ${type.kind} and state = 'done'`,
      );
      return done!.count === total;
    });
    await Promise.all([first.stop(), second.stop()]);

    expect(ran).toHaveLength(total);
    expect(new Set(ran.map((r) => r.n)).size).toBe(total);
    expect(new Set(ran.map((r) => r.worker))).toEqual(new Set(['first', 'second']));
    expect(await jobsOf(q.db, type.kind)).toEqual(
      Array.from({ length: total }, () => expect.objectContaining({ state: 'done', attempts: 1 })),
    );
  });

  it('stops gracefully: the job in flight finishes, no new one starts', async () => {
    const type = jobType<{ n: number }>(freshKind('stop'));
    const events: string[] = [];
    const started = gate();
    const release = gate();
    const w = worker({ concurrency: 1 });
    w.register(type, async (payload) => {
      events.push(`start ${payload.n}`);
      started.open();
      await release.opened;
      events.push(`finish ${payload.n}`);
    });
    const firstJob = await enqueue(q.db, type, { n: 1 }, { runAt: new Date(Date.now() - 1_000) });
    const secondJob = await enqueue(q.db, type, { n: 2 });
    await w.start();
    await started.opened;

    const stopped = w.stop().then(() => events.push('stopped'));
    // A round trip to the database: the worker has had every chance to stop early.
    await jobsOf(q.db, type.kind);
    expect(events).toEqual(['start 1']);
    release.open();
    await stopped;

    expect(events).toEqual(['start 1', 'finish 1', 'stopped']);
    const byId = new Map((await jobsOf(q.db, type.kind)).map((row) => [row.id, row]));
    expect(byId.get(firstJob!)).toMatchObject({ state: 'done' });
    expect(byId.get(secondJob!)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('aborts a job that outlives the stop grace period and gives it back at once, its attempt not counted', async () => {
    const type = jobType<Record<string, never>>(freshKind('grace'));
    const started = gate();
    const w = worker({ stopGraceMs: 50 });
    w.register(type, async (_payload, job) => {
      started.open();
      await new Promise((_resolve, reject) => {
        job.signal.addEventListener('abort', () => reject(job.signal.reason));
      });
    });
    await enqueue(q.db, type, {});
    await w.start();
    await started.opened;
    await w.stop();
    expect(await jobsOf(q.db, type.kind)).toMatchObject([
      { state: 'queued', attempts: 0, last_error: STOPPED_BY_SHUTDOWN },
    ]);
    // Due at once, for another server or the next start, with no back-off.
    const rows = (await q.db.execute(
      sql`select run_at <= now() as due from jobs where kind = ${type.kind}`,
    )) as unknown as { rows: { due: boolean }[] };
    expect(rows.rows[0]?.due).toBe(true);
  });

  it('runs a recurring job once per period, however many workers start', async () => {
    const type = jobType<{ scope: string }>(freshKind('hourly'));
    const everyMs = 60 * 60_000;
    const runs: string[] = [];
    const schedule = { everyMs, payload: { scope: 'all' } };
    const first = worker();
    const second = worker();
    for (const w of [first, second]) {
      w.register(type, async (payload) => {
        runs.push(payload.scope);
      });
      w.every(type, schedule);
    }
    const current = periodStart(schedule, Date.now());
    await first.start();
    await second.start();
    await until(async () => (await jobsOf(q.db, type.kind)).some((row) => row.state === 'done'));
    await Promise.all([first.stop(), second.stop()]);
    // A restart in the same period finds the period's job already there.
    await first.start();
    await first.stop();
    expect(await first.drain()).toBe(0);

    expect(runs).toEqual(['all']);
    const jobs = await jobsOf(q.db, type.kind);
    expect(jobs.map((job) => [job.state, job.idempotency_key])).toEqual([
      ['done', periodKey(current)],
      ['queued', periodKey(current + everyMs)],
    ]);
    expect(jobs[1]!.run_at_ms).toBe(current + everyMs);
  });
});
