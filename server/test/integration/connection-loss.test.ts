import {
  createThrowawayPostgres,
  DEFAULT_ADMIN_POSTGRES_URL,
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
