import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';
import { expiredHitsSweep } from './expired-hits-sweep';

/** One counter a request adds to, and how many hits its window allows (0: no limit). */
export interface RateBucket {
  bucket: string;
  limit: number;
}

export type RateDecision =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number /** The first bucket over its limit. */; bucket: string };

/**
 * Fixed-window counters in PostgreSQL: one upsert increments every bucket of a request and
 * returns the new counts, so concurrent requests (on any number of API servers) are counted
 * exactly and N of them get through, never N + 1. Bucket names carry their own prefix (`ip:`,
 * `graphql-user:`…), so every limiter of the server shares the one table.
 *
 * Limiters of different window lengths share it too (a minute for requests, an hour for e-mails),
 * so a row is stamped with the END of its window (in the `window_start` column): any limiter's
 * sweep can then tell a finished window from a running one, whatever its length, and never
 * drops the hour's count of another limiter.
 */
export function createFixedWindowCounter(db: Database, windowMs: number, now: () => number = Date.now) {
  const { sweep, settled } = expiredHitsSweep(db, windowMs);

  return {
    async hit(buckets: readonly RateBucket[]): Promise<RateDecision> {
      const wanted = buckets.filter((entry) => entry.limit > 0);
      if (wanted.length === 0) return { allowed: true };
      const at = now();
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const windowEnd = windowStart + windowMs;
      // One autocommitted statement as the connecting role: the counters are global data like
      // the catalogue (no tenant, no row-level security), and a scoped transaction around them
      // would cost more round trips on every write. Its commit does not wait for the WAL flush
      // (synchronous_commit off for this statement only): the counts are exact while the
      // database runs, and a crash can only forget the last fraction of a second of them,
      // which costs a visitor nothing and saves every write a second disk flush.
      const rows = sql.join(
        wanted.map(({ bucket }) => sql`(${bucket}::text)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        insert into ${rateLimitHits} (bucket, window_start, hits)
        select counted.bucket, ${new Date(windowEnd).toISOString()}::timestamptz, 1
        from (values ${rows}) as counted (bucket)
        cross join (select set_config('synchronous_commit', 'off', true)) as relaxed
        on conflict (bucket, window_start) do update set hits = ${rateLimitHits}.hits + 1
        returning bucket, hits`);
      const counted = (result as unknown as { rows: { bucket: string; hits: number }[] }).rows;
      sweep(windowStart);
      const over = counted.find(
        ({ bucket, hits }) => hits > (wanted.find((entry) => entry.bucket === bucket)?.limit ?? Infinity),
      );
      if (!over) return { allowed: true };
      return {
        allowed: false,
        bucket: over.bucket,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - at) / 1000)),
      };
    },
    /** Waits for a sweep still running, before the database closes. */
    close: settled,
  };
}
