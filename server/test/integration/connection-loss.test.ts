import {
  createThrowawayPostgres,
  DEFAULT_ADMIN_POSTGRES_URL,
  type Relay,
  startRelay,
  type ThrowawayPostgres,
} from '@hearback/testkit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
    const askMe = () => admin.ask<{ me: { email: string } }>('{ me { email } }');
    for (const cutAfterMs of [0, 5, 15, 30]) {
      // Requests run in transactions (row-level security scopes), so clients are checked out of
      // the pool — connecting, beginning, between statements — when the connections are cut.
      const inFlight = Array.from({ length: 40 }, askMe);
      await new Promise((resolve) => setTimeout(resolve, cutAfterMs));
      relay.resetConnections();
      // Each request either finished before the cut or failed with the generic error: none hangs.
      for (const { status, errors } of await Promise.all(inFlight)) {
        if (errors) expect(errors[0]?.message).toBe('Something went wrong.');
        else expect(status).toBe(200);
      }
    }
    // More requests at once than the pool has connections: a client lost to a cut would leave
    // some of them waiting for ever.
    const after = await Promise.all(Array.from({ length: 25 }, askMe));
    for (const answer of after) expect(ok(answer).me.email).toBe(admin.email);
  });
});
