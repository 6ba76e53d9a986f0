import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { withScope } from '../db/scope';
import type { Logger } from '../logger';
import { enqueue } from './enqueue';
import { backoffDelayMs, type JobPayload, type JobType, PermanentJobError } from './job-type';
import {
  checkPeriod,
  FINISHED_JOBS_KEPT_MS,
  nextPeriodStart,
  PERIOD_KEY_PREFIX,
  type Period,
  periodKey,
  periodStart,
} from './periods';
import { asQueue, rowsOf } from './queue-role';

/** What a handler knows about the job it runs, and the means to act for its organisation. */
export interface JobContext {
  readonly id: string;
  readonly kind: string;
  /** The tenant the job acts for; null for an installation-wide job. */
  readonly organisationId: string | null;
  /** 1 on the first attempt. */
  readonly attempt: number;
  readonly maxAttempts: number;
  readonly db: Database;
  /** The worker's logger, with the job's id, kind, organisation and attempt. */
  readonly logger: Logger;
  /** Aborted when the server stops and the job has not finished within the stop grace period. */
  readonly signal: AbortSignal;
  /** A withScope transaction as the job's organisation: row-level security applies. */
  inOrganisation<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

export type JobHandler<P extends JobPayload> = (payload: P, job: JobContext) => Promise<void>;

/**
 * Told once a job is dead: its last allowed attempt failed, it failed for good
 * (PermanentJobError), or its worker went away during the last attempt (the lease expired), so
 * the rows the job was to finish can say why. `error` is what the last attempt threw.
 */
export type DeadJobHandler<P extends JobPayload> = (
  payload: P,
  job: JobContext,
  error: unknown,
) => Promise<void>;

export interface RegisterOptions<P extends JobPayload> {
  /**
   * The most jobs of this kind this worker runs at once (within its overall concurrency), for
   * work bound by the machine's processors; default: no limit of its own.
   */
  concurrency?: number;
  /** Runs before the job is recorded dead; if it throws, the job's lease runs out and it is told again. */
  onDead?: DeadJobHandler<P>;
}

export interface Schedule<P extends JobPayload> extends Period {
  payload: P;
}

export interface JobWorkerOptions {
  db: Database;
  logger: Logger;
  /** Jobs run at once by this worker; default 4. */
  concurrency?: number;
  /** How often the queue is read when idle; default 1 s. */
  pollIntervalMs?: number;
  /** How long stop() lets jobs in flight finish before aborting their signal; default 30 s. */
  stopGraceMs?: number;
  /** Names the worker in `locked_by`; default host, process id and a random part. */
  workerId?: string;
  /**
   * Overrides every kind's `leaseMs`: how soon a job whose worker went away is claimed again
   * (or found dead); default each kind's own.
   */
  leaseMs?: number;
}

export interface JobWorker {
  readonly id: string;
  register<P extends JobPayload>(
    type: JobType<P>,
    handler: JobHandler<P>,
    options?: RegisterOptions<P>,
  ): void;
  /** Runs `type` once per period (see periods.ts); its handler is registered separately. */
  every<P extends JobPayload>(type: JobType<P>, schedule: Schedule<P>): void;
  /** Enqueues the current period of every schedule, then claims and runs jobs until stop(). */
  start(): Promise<void>;
  /** Stops claiming and waits for the jobs in flight (their signal is aborted after the grace period). */
  stop(): Promise<void>;
  /** Runs every job that is due now until none is left; answers how many ran. */
  drain(): Promise<number>;
}

interface ClaimedRow {
  id: string;
  kind: string;
  organisation_id: string | null;
  payload: JobPayload;
  idempotency_key: string | null;
  state: 'running' | 'dead';
  attempts: number;
  max_attempts: number;
  /** The database's clock at the claim, in ms since the epoch. */
  claimed_at_ms: number;
}

interface Registered {
  type: JobType<JobPayload>;
  handler: JobHandler<JobPayload>;
  /** Null: bounded by the worker's concurrency only. */
  concurrency: number | null;
  onDead: DeadJobHandler<JobPayload> | null;
}

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_POLL_INTERVAL_MS = 1_000;
const DEFAULT_STOP_GRACE_MS = 30_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const PRUNE_BATCH = 1_000;
/** The last error of a job whose worker went away (also what onDead gets for one). */
export const ABANDONED = 'The worker running it stopped before it finished (its lease expired).';
/** The last error of a job its server's shutdown stopped: it runs again, on an attempt of its own. */
export const STOPPED_BY_SHUTDOWN = 'The server stopped during the job; it runs again.';

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, logger } = options;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseOverrideMs = options.leaseMs;

  const handlers = new Map<string, Registered>();
  const schedules = new Map<string, Schedule<JobPayload>>();
  const inFlight = new Set<Promise<void>>();
  const runningOfKind = new Map<string, number>();
  const aborts = new Set<AbortController>();
  let loop: Promise<void> | null = null;
  let stopping = false;
  let backlog = false;
  let lastPrune = 0;
  let wakeUp: (() => void) | null = null;

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeUp = done;
    });
  const wake = () => wakeUp?.();

  /** Claims up to `limit` due jobs of `kindsToClaim`, and those of them whose lease expired. */
  async function claimOf(tx: Transaction, kindsToClaim: string[], limit: number): Promise<ClaimedRow[]> {
    const kinds = sql.join(
      kindsToClaim.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const leases = JSON.stringify(
      Object.fromEntries(kindsToClaim.map((kind) => [kind, handlers.get(kind)!.type.leaseMs])),
    );
    return rowsOf<ClaimedRow>(
      await tx.execute(sql`
          with picked as (
            select id from jobs
            where kind in (${kinds})
              and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))
            order by run_at
            limit ${limit}
            for update skip locked
          ), claimed as (
            -- A job whose lease expired after its last allowed attempt is not started again.
            select j.id, j.state = 'running' and j.attempts >= j.max_attempts as exhausted,
              j.state = 'running' as abandoned
            from jobs j join picked using (id)
          )
          update jobs j set
            state = case when c.exhausted then 'dead'::job_state else 'running'::job_state end,
            attempts = case when c.exhausted then j.attempts else j.attempts + 1 end,
            locked_by = case when c.exhausted then null else ${id} end,
            locked_until = case when c.exhausted then null
              else now() + (${leases}::jsonb ->> j.kind)::bigint * interval '1 millisecond' end,
            last_error = case when c.abandoned then ${ABANDONED} else j.last_error end,
            finished_at = case when c.exhausted then now() end
          from claimed c
          where j.id = c.id
          returning j.id, j.kind, j.organisation_id, j.payload, j.idempotency_key, j.state, j.attempts,
            j.max_attempts, (extract(epoch from now()) * 1000)::float8 as claimed_at_ms`),
    );
  }

  /** The places left to a kind with a concurrency of its own; no bound for the others. */
  const freeOfKind = (kind: string): number => {
    const limit = handlers.get(kind)?.concurrency;
    return limit == null ? Number.POSITIVE_INFINITY : limit - (runningOfKind.get(kind) ?? 0);
  };

  /**
   * Claims up to `limit` due jobs of the registered kinds, and re-claims those whose lease
   * expired. A kind with a concurrency of its own is claimed alone, up to its free places, so it
   * never takes more; the other kinds share what is left of `limit`.
   */
  async function claim(limit: number): Promise<ClaimedRow[]> {
    if (handlers.size === 0 || limit < 1) return [];
    const limited = [...handlers.keys()].filter((kind) => handlers.get(kind)!.concurrency != null);
    const open = [...handlers.keys()].filter((kind) => !limited.includes(kind));
    return asQueue(db, async (tx) => {
      const claimed: ClaimedRow[] = [];
      for (const kind of limited) {
        const room = Math.min(limit - claimed.length, freeOfKind(kind));
        if (room > 0) claimed.push(...(await claimOf(tx, [kind], room)));
      }
      if (open.length > 0 && limit > claimed.length) {
        claimed.push(...(await claimOf(tx, open, limit - claimed.length)));
      }
      // Claiming a period's job creates the next period's, in the same transaction: the chain
      // goes on even when this job fails or its worker dies.
      for (const row of claimed) {
        const schedule = schedules.get(row.kind);
        if (schedule && row.organisation_id === null && row.idempotency_key?.startsWith(PERIOD_KEY_PREFIX)) {
          const next = nextPeriodStart(schedule, row.idempotency_key, Number(row.claimed_at_ms));
          await enqueue(tx, handlers.get(row.kind)!.type, schedule.payload, {
            key: periodKey(next),
            runAt: new Date(next),
          });
        }
      }
      return claimed;
    });
  }

  async function settle(row: ClaimedRow, update: SQL): Promise<void> {
    const result = await asQueue(db, (tx) =>
      tx.execute(sql`update jobs set ${update}, locked_by = null, locked_until = null
        where id = ${row.id} and locked_by = ${id} and state = 'running' returning id`),
    );
    if (rowsOf(result).length === 0) {
      logger.warn({ job: row.id, kind: row.kind }, 'A job finished after its lease was taken over');
    }
  }

  function contextOf(row: ClaimedRow, signal: AbortSignal): JobContext {
    return {
      id: row.id,
      kind: row.kind,
      organisationId: row.organisation_id,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      db,
      logger: logger.child({
        job: row.id,
        kind: row.kind,
        organisationId: row.organisation_id,
        attempt: row.attempts,
      }),
      signal,
      inOrganisation(work) {
        if (!row.organisation_id) throw new Error(`Job ${row.kind} has no organisation to act for.`);
        return withScope(db, { organisationId: row.organisation_id }, work);
      },
    };
  }

  async function run(row: ClaimedRow): Promise<void> {
    const registered = handlers.get(row.kind)!;
    const abort = new AbortController();
    aborts.add(abort);
    const context = contextOf(row, abort.signal);
    const jobLogger = context.logger;
    const leaseMs = registered.type.leaseMs;
    const heartbeat = setInterval(
      () => {
        asQueue(db, (tx) =>
          tx.execute(sql`update jobs set locked_until = now() + ${leaseMs}::bigint * interval '1 millisecond'
          where id = ${row.id} and locked_by = ${id} and state = 'running'`),
        ).catch((error: unknown) => jobLogger.warn({ err: error }, 'Renewing a job lease failed'));
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let failure: unknown = null;
    try {
      await registered.handler(row.payload, context);
    } catch (error) {
      failure = error ?? new Error('The job failed.');
    } finally {
      clearInterval(heartbeat);
      aborts.delete(abort);
    }
    try {
      if (failure === null) {
        await settle(row, sql`state = 'done', finished_at = now()`);
        return;
      }
      if (abort.signal.aborted) {
        // Stopped by this server's shutdown, not by a fault of its own: given back at once, for
        // another server or this one's next start, without using up an attempt.
        jobLogger.info({ err: failure }, `Job ${row.kind} was stopped by the shutdown; it runs again`);
        await settle(
          row,
          sql`state = 'queued', run_at = now(), attempts = greatest(attempts - 1, 0),
            last_error = ${STOPPED_BY_SHUTDOWN}`,
        );
        return;
      }
      const message = failure instanceof Error ? failure.message : String(failure);
      const final = failure instanceof PermanentJobError || row.attempts >= row.max_attempts;
      if (final) {
        jobLogger.error({ err: failure }, `Job ${row.kind} failed for good`);
        // Before the job is recorded dead: if telling fails, the lease runs out and the claim
        // finds the job exhausted and tells again.
        if (registered.onDead) await registered.onDead(row.payload, context, failure);
        await settle(row, sql`state = 'dead', finished_at = now(), last_error = ${message}`);
      } else {
        const delayMs = backoffDelayMs(registered.type.backoff, row.attempts);
        jobLogger.warn({ err: failure, retryInMs: delayMs }, `Job ${row.kind} failed; it will run again`);
        await settle(
          row,
          sql`state = 'queued', run_at = now() + ${delayMs}::bigint * interval '1 millisecond',
            last_error = ${message}`,
        );
      }
    } catch (error) {
      // The lease runs out and another attempt follows: nothing is lost.
      jobLogger.error({ err: error }, 'Recording the outcome of a job failed');
    }
  }

  /** A job found dead on claim (its worker went away during the last attempt). */
  async function bury(row: ClaimedRow): Promise<void> {
    logger.error({ job: row.id, kind: row.kind }, `Job ${row.kind} is dead: ${ABANDONED}`);
    const onDead = handlers.get(row.kind)?.onDead;
    if (!onDead) return;
    const context = contextOf(row, new AbortController().signal);
    await onDead(row.payload, context, new Error(ABANDONED)).catch((error: unknown) => {
      context.logger.error({ err: error }, `Telling that job ${row.kind} is dead failed`);
    });
  }

  /** Starts a claimed job, or tells of one found dead on claim. */
  function launch(row: ClaimedRow): Promise<void> {
    const dead = row.state === 'dead';
    if (!dead) runningOfKind.set(row.kind, (runningOfKind.get(row.kind) ?? 0) + 1);
    const running = (dead ? bury(row) : run(row)).finally(() => {
      inFlight.delete(running);
      if (!dead) runningOfKind.set(row.kind, runningOfKind.get(row.kind)! - 1);
      if (backlog) wake();
    });
    inFlight.add(running);
    return running;
  }

  async function pruneWhenDue(): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    // Every server prunes: rows another one is deleting are skipped, not waited for.
    await asQueue(db, (tx) =>
      tx.execute(sql`delete from jobs where id in (
        select id from jobs where state in ('done', 'dead')
          and finished_at < now() - ${FINISHED_JOBS_KEPT_MS}::bigint * interval '1 millisecond'
        limit ${PRUNE_BATCH}
        for update skip locked)`),
    );
  }

  async function poll(): Promise<void> {
    while (!stopping) {
      const free = concurrency - inFlight.size;
      if (free > 0) {
        try {
          const claimed = await claim(free);
          for (const row of claimed) launch(row);
          // Also when a kind with a limit of its own filled it: its next job waits for a place.
          backlog =
            claimed.length === free ||
            claimed.some((row) => row.state === 'running' && freeOfKind(row.kind) <= 0);
          // Every claimed row was dead, so every slot is still free: look again at once.
          if (backlog && claimed.every((row) => row.state === 'dead')) continue;
          await pruneWhenDue();
        } catch (error) {
          logger.error({ err: error }, 'Reading the job queue failed');
        }
      }
      if (stopping) break;
      await nap(pollIntervalMs);
    }
  }

  return {
    id,
    register(type, handler, options = {}) {
      if (handlers.has(type.kind)) throw new Error(`A handler for ${type.kind} is registered already.`);
      if (
        options.concurrency !== undefined &&
        (!Number.isInteger(options.concurrency) || options.concurrency < 1)
      )
        throw new Error(`concurrency must be ≥ 1: ${type.kind}`);
      handlers.set(type.kind, {
        type: (leaseOverrideMs === undefined
          ? type
          : { ...type, leaseMs: leaseOverrideMs }) as JobType<JobPayload>,
        handler: handler as JobHandler<JobPayload>,
        concurrency: options.concurrency ?? null,
        onDead: (options.onDead as DeadJobHandler<JobPayload> | undefined) ?? null,
      });
    },

    every(type, schedule) {
      checkPeriod(type.kind, schedule);
      schedules.set(type.kind, schedule as Schedule<JobPayload>);
    },

    async start() {
      if (loop) return;
      for (const [kind, schedule] of schedules) {
        const registered = handlers.get(kind);
        if (!registered) throw new Error(`${kind} is scheduled but has no handler.`);
        const start = periodStart(schedule, Date.now());
        await enqueue(db, registered.type, schedule.payload, {
          key: periodKey(start),
          runAt: new Date(start),
        });
      }
      stopping = false;
      loop = poll();
    },

    async stop() {
      stopping = true;
      wake();
      await loop;
      loop = null;
      const grace = setTimeout(() => {
        for (const abort of aborts) abort.abort(new Error('The server is stopping.'));
      }, stopGraceMs);
      grace.unref();
      await Promise.allSettled([...inFlight]);
      clearTimeout(grace);
    },

    async drain() {
      let ran = 0;
      for (;;) {
        const claimed = await claim(concurrency);
        if (claimed.length === 0) return ran;
        await Promise.all(claimed.map(launch));
        ran += claimed.filter((row) => row.state === 'running').length;
      }
    },
  };
}
