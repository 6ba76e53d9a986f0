import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayPostgres } from '@hearback/testkit';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDatabase, type Database, type DatabaseHandle } from '../../src/db/database';
import type { DatabaseKind } from './harness';

export interface QueueDatabase {
  db: Database;
  /** Another connection (pool) to the same database, as a second server would have; PGlite has one. */
  second: Database;
  stop(): Promise<void>;
}

/** A migrated database without the rest of the server, for tests of the job queue itself. */
export async function openQueueDatabase(kind: DatabaseKind): Promise<QueueDatabase> {
  if (kind === 'postgres') {
    const postgres = await createThrowawayPostgres();
    if (!postgres) throw new Error('PostgreSQL is not available; the caller should have skipped.');
    const first = await createDatabase({ databaseUrl: postgres.url, dataDir: '' });
    const second = await createDatabase({ databaseUrl: postgres.url, dataDir: '' });
    await first.migrate();
    return {
      db: first.db,
      second: second.db,
      async stop() {
        await Promise.all([first.close(), second.close()]);
        await postgres.drop();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearback-test-jobs-'));
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true });
  const handle: DatabaseHandle = await createDatabase({ dataDir });
  await handle.migrate();
  return {
    db: handle.db,
    second: handle.db,
    async stop() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An organisation row written as the owner (the tests need tenants, not the sign-up flow). */
export async function insertOrganisation(db: Database, name: string): Promise<string> {
  const result =
    await db.execute(sql`insert into organisations (name, widget_key, widget_token, trial_ends_at)
    values (${name}, ${`key-${crypto.randomUUID()}`}, 'token', now() + interval '30 days') returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/** Waits for `condition`; the test's own timeout bounds the wait. */
export async function until(condition: () => Promise<boolean> | boolean, pauseMs = 20): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, pauseMs));
}
