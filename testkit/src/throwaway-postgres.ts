import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ThrowawayPostgres {
  /** Connection string of the new, empty database. */
  url: string;
  name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

export const DEFAULT_ADMIN_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates `hearback_test_<random>` on the local PostgreSQL server, or returns null when no server
 * answers, so the caller can skip its PostgreSQL tests (and must say so loudly).
 * HEARBACK_TEST_POSTGRES_URL points at another server.
 */
export async function createThrowawayPostgres(
  adminUrl = process.env.HEARBACK_TEST_POSTGRES_URL || DEFAULT_ADMIN_POSTGRES_URL,
): Promise<ThrowawayPostgres | null> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    await admin.end().catch(() => {});
    return null;
  }
  const name = `hearback_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
