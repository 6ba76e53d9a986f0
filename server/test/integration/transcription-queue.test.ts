import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { enqueue } from '../../src/jobs/enqueue';
import { jobType, PermanentJobError } from '../../src/jobs/job-type';
import { ABANDONED, createJobWorker, type JobWorker, type JobWorkerOptions } from '../../src/jobs/worker';
import { createLogger } from '../../src/logger';
import { databaseKinds } from '../support/harness';
import { insertOrganisation, openQueueDatabase, type QueueDatabase, until } from '../support/queue-database';

// What the transcription job needs of the queue: a kind with a concurrency of its own (the
// embedded engine is bound by the machine's cores) and word of a job's death (onDead).
const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const statesOf = async (db: Database, kind: string) =>
  (
    await rows<{ state: string }>(
      db,
      sql`select state from jobs where kind = ${kind} order by run_at, created_at`,
    )
  ).map((row) => row.state);

let kindCounter = 0;
const freshKind = (name: string) => `test.${name}-${++kindCounter}`;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.each(databaseKinds())('per-kind concurrency and onDead, on %s', (kind) => {
  let q: QueueDatabase;
  let organisationId: string;
  const workers: JobWorker[] = [];
  const worker = (options: Partial<JobWorkerOptions> = {}) => {
    const created = createJobWorker({ db: q.db, logger, pollIntervalMs: 20, ...options });
    workers.push(created);
    return created;
  };

  beforeAll(async () => {
    q = await openQueueDatabase(kind);
    organisationId = await insertOrganisation(q.db, 'Queue Ltd');
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await q?.stop();
  });

  it('runs no more jobs of a limited kind at once than its concurrency, leaving the other places to other kinds', async () => {
    const heavy = jobType<{ n: number }>(freshKind('heavy'));
    const light = jobType<{ n: number }>(freshKind('light'));
    const release = gate();
    let running = 0;
    let mostAtOnce = 0;
    const w = worker({ concurrency: 4 });
    w.register(
      heavy,
      async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await release.opened;
        running -= 1;
      },
      { concurrency: 1 },
    );
    const lightDone: number[] = [];
    w.register(light, async ({ n }) => {
      lightDone.push(n);
    });
    for (let n = 0; n < 3; n++) await enqueue(q.db, heavy, { n });
    for (let n = 0; n < 3; n++) await enqueue(q.db, light, { n });
    await w.start();
    // The light jobs are not held up behind the heavy ones waiting for their place.
    await until(() => lightDone.length === 3);
    expect(running).toBe(1);
    expect(await statesOf(q.db, heavy.kind)).toEqual(['running', 'queued', 'queued']);
    release.open();
    await until(async () => (await statesOf(q.db, heavy.kind)).every((state) => state === 'done'));
    expect(mostAtOnce).toBe(1);
    await w.stop();

    expect(() => worker().register(jobType(freshKind('none')), async () => {}, { concurrency: 0 })).toThrow(
      'concurrency must be ≥ 1',
    );
  });

  it('tells onDead of a permanent failure and of the last failed attempt, not of one to be retried', async () => {
    const type = jobType<{ n: number }>(freshKind('dying'), { maxAttempts: 2, backoff: { baseMs: 60_000 } });
    const told: { n: number; attempt: number; message: string }[] = [];
    const w = worker();
    w.register(
      type,
      async ({ n }) => {
        if (n === 1) throw new PermanentJobError('No retry can fix this.');
        throw new Error('Try again.');
      },
      {
        onDead: async ({ n }, job, error) => {
          told.push({ n, attempt: job.attempt, message: (error as Error).message });
          // Tenant rows can be written: the job acts for its organisation.
          await job.inOrganisation(async () => {});
        },
      },
    );
    await enqueue(q.db, type, { n: 1 }, { organisationId });
    await enqueue(q.db, type, { n: 2 }, { organisationId });
    expect(await w.drain()).toBe(2);
    expect(told).toEqual([{ n: 1, attempt: 1, message: 'No retry can fix this.' }]);
    await q.db.execute(sql`update jobs set run_at = now() where kind = ${type.kind}`);
    expect(await w.drain()).toBe(1);
    expect(told).toEqual([
      { n: 1, attempt: 1, message: 'No retry can fix this.' },
      { n: 2, attempt: 2, message: 'Try again.' },
    ]);
    expect(await statesOf(q.db, type.kind)).toEqual(['dead', 'dead']);
  });

  it('tells onDead of a job whose worker went away during its last attempt, and again if telling failed', async () => {
    const type = jobType<{ n: number }>(freshKind('abandoned'), { maxAttempts: 1 });
    const told: string[] = [];
    let refuse = true;
    const w = worker();
    w.register(
      type,
      async () => {
        throw new PermanentJobError('Damaged.');
      },
      {
        onDead: async (_payload, _job, error) => {
          told.push((error as Error).message);
          if (refuse) throw new Error('The database went away.');
        },
      },
    );
    const id = await enqueue(q.db, type, { n: 1 }, { organisationId });
    expect(await w.drain()).toBe(1);
    // Telling failed: the job is not recorded dead, and its lease will run out.
    expect(await statesOf(q.db, type.kind)).toEqual(['running']);
    refuse = false;
    await q.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`);
    expect(await w.drain()).toBe(0);
    expect(told).toEqual(['Damaged.', ABANDONED]);
    expect(await statesOf(q.db, type.kind)).toEqual(['dead']);
  });
});
