import {
  createThrowawayPostgres,
  DEFAULT_ADMIN_POSTGRES_URL,
  type Relay,
  startRelay,
  type ThrowawayPostgres,
} from '@hearback/testkit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_UNAVAILABLE, GENERIC_FAILURE } from '../../src/graphql/mask-errors';
import { signUpAdmin } from '../support/actors';
import { ok } from '../support/graphql';
import { type Harness, startHarness } from '../support/harness';

/** Ends every session of `database` but the caller's, as a PostgreSQL restart or an admin would. */
async function terminateSessions(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: DEFAULT_ADMIN_POSTGRES_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!inject('postgresAvailable'))('PostgreSQL dropping the pooled connections', () => {
  let postgres: ThrowawayPostgres;
  let h: Harness;

  beforeAll(async () => {
    postgres = (await createThrowawayPostgres()) as ThrowawayPostgres;
    h = await startHarness('postgres', { databaseUrl: postgres.url });
  });
  afterAll(async () => {
    await h?.stop();
    await postgres?.drop();
  });

  it('keeps the server up and answers the next request on a new connection', async () => {
    const { admin } = await signUpAdmin(h, 'Connection Loss Ltd');
    const database = new URL(postgres.url).pathname.slice(1);
    expect(await terminateSessions(database)).toBeGreaterThan(0);
    // The pool hears of the terminated sessions asynchronously; give it the turn to do so.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const { me } = ok(await admin.ask<{ me: { email: string } }>('{ me { email } }'));
    expect(me.email).toBe(admin.email);
  });
});

describe.skipIf(!inject('postgresAvailable'))('the network to PostgreSQL cut under traffic', () => {
  let postgres: ThrowawayPostgres;
  let relay: Relay;
  let h: Harness;

  beforeAll(async () => {
    postgres = (await createThrowawayPostgres()) as ThrowawayPostgres;
    const direct = new URL(postgres.url);
    relay = await startRelay(`http://${direct.hostname}:${direct.port || 5432}`);
    // The server knows PostgreSQL only through the relay, as it would through a network.
    const throughRelay = new URL(postgres.url);
    throughRelay.host = `127.0.0.1:${relay.port}`;
    h = await startHarness('postgres', { databaseUrl: throughRelay.toString() });
  });
  afterAll(async () => {
    await h?.stop();
    await relay?.close();
    await postgres?.drop();
  });

  it('fails the requests in flight, stays up, and serves the next ones on new connections', async () => {
    const { admin } = await signUpAdmin(h, 'Network Blip Ltd');
    // `me` alone may be answered from the callers the server keeps for a few seconds
    // (src/auth/signed-in-callers.ts); countProducts reads the database on every request.
    const askMe = () => admin.ask<{ me: { email: string } }>('{ me { email } countProducts }');
    for (const cutAfterMs of [0, 5, 15, 30]) {
      // Requests run in transactions (row-level security scopes), so clients are checked out of
      // the pool — connecting, beginning, between statements — when the connections are cut.
      const inFlight = Array.from({ length: 40 }, askMe);
      await new Promise((resolve) => setTimeout(resolve, cutAfterMs));
      relay.resetConnections();
      // Each request either finished before the cut or failed with an error (the generic one, or
      // the one that says the database is out of reach): none hangs.
      for (const { status, errors } of await Promise.all(inFlight)) {
        if (errors) expect([GENERIC_FAILURE, DATABASE_UNAVAILABLE]).toContain(errors[0]?.message);
        else expect(status).toBe(200);
      }
    }
    // More requests at once than the pool has connections: a client lost to a cut would leave
    // some of them waiting for ever.
    const after = await Promise.all(Array.from({ length: 25 }, askMe));
    for (const answer of after) expect(ok(answer).me.email).toBe(admin.email);
  });
});

describe.skipIf(!inject('postgresAvailable'))('a network partition between the server and PostgreSQL', () => {
  const PARTITION_MS = 20_000;
  const STATEMENT_TIMEOUT_MS = 2_000;
  const READINESS_TIMEOUT_MS = 1_000;
  let postgres: ThrowawayPostgres;
  let relay: Relay;
  let h: Harness;

  beforeAll(async () => {
    postgres = (await createThrowawayPostgres()) as ThrowawayPostgres;
    const direct = new URL(postgres.url);
    relay = await startRelay(`http://${direct.hostname}:${direct.port || 5432}`);
    const throughRelay = new URL(postgres.url);
    throughRelay.host = `127.0.0.1:${relay.port}`;
    h = await startHarness('postgres', {
      databaseUrl: throughRelay.toString(),
      server: {
        databaseTimeouts: { connectMs: 1_000, statementMs: STATEMENT_TIMEOUT_MS },
        readinessTimeoutMs: READINESS_TIMEOUT_MS,
      },
    });
  });
  afterAll(async () => {
    relay?.heal();
    await h?.stop();
    await relay?.close();
    await postgres?.drop();
  });

  it('fails requests with a clear error, answers readiness 503 at once, and recovers by itself', async () => {
    const { admin } = await signUpAdmin(h, 'Partition Ltd');
    // `me` alone may be answered from the callers the server keeps for a few seconds
    // (src/auth/signed-in-callers.ts); countProducts reads the database on every request.
    const askMe = () => admin.ask<{ me: { email: string } }>('{ me { email } countProducts }');
    const readiness = async (probePath = '/health/ready') => {
      const started = Date.now();
      const response = await fetch(`${h.server.url}${probePath}`);
      return { status: response.status, body: await response.json(), ms: Date.now() - started };
    };
    const liveness = async () => (await fetch(`${h.server.url}/health/live`)).status;
    expect((await readiness()).status).toBe(200);

    // Traffic throughout: four clients asking one after the other.
    interface Outcome {
      startedAt: number;
      ms: number;
      ok: boolean;
      code?: unknown;
      message?: string;
    }
    const outcomes: Outcome[] = [];
    let trafficOn = true;
    const client = async () => {
      while (trafficOn) {
        const startedAt = Date.now();
        const answer = await askMe();
        outcomes.push({
          startedAt,
          ms: Date.now() - startedAt,
          ok: !answer.errors,
          code: answer.errors?.[0]?.extensions?.code,
          message: answer.errors?.[0]?.message,
        });
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const partitionedAt = Date.now();
    relay.blackHole();
    const probes: Awaited<ReturnType<typeof readiness>>[] = [];
    const livenessDuring: number[] = [];
    while (Date.now() - partitionedAt < PARTITION_MS) {
      // The documented path and its alias, in turn.
      probes.push(await readiness(probes.length % 2 === 0 ? '/health/ready' : '/readyz'));
      livenessDuring.push(await liveness());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const healedAt = Date.now();
    relay.heal();

    // Ready again and serving, on the same process, within seconds.
    let recoveredAt: number | null = null;
    while (Date.now() - healedAt < 15_000) {
      if ((await readiness()).status === 200 && !(await askMe()).errors) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    trafficOn = false;
    await Promise.all(clients);
    expect(recoveredAt).not.toBeNull();
    const after = await Promise.all(Array.from({ length: 25 }, askMe));
    for (const answer of after) expect(ok(answer).me.email).toBe(admin.email);

    // The probe answered 503 well within its timeout every time, never after the partition's end.
    expect(probes.length).toBeGreaterThan(10);
    for (const probe of probes.slice(1)) {
      expect(probe).toMatchObject({ status: 503, body: { status: 'database-unavailable' } });
      expect(probe.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
    }
    // Liveness never asks the database: the process is up, so no orchestrator restarts it.
    expect(livenessDuring.every((status) => status === 200)).toBe(true);
    // Requests that began in the partition failed within a few statement timeouts, saying why,
    // instead of waiting for the network to come back.
    const during = outcomes.filter(
      (outcome) => outcome.startedAt >= partitionedAt && outcome.startedAt < healedAt - 10_000,
    );
    expect(during.length).toBeGreaterThan(4);
    for (const outcome of during) {
      expect(outcome.ok).toBe(false);
      expect(outcome.ms).toBeLessThan(10_000);
      expect(outcome).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: DATABASE_UNAVAILABLE,
      });
    }
  }, 90_000);
});
