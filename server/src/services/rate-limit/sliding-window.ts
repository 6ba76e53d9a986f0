import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';
import { expiredHitsSweep } from './expired-hits-sweep';
import type { RateBucket, RateDecision } from './fixed-window';

export type { RateBucket, RateDecision };

/**
 * How many hits the sliding window holds at `elapsed` ms into the current fixed window: the
 * current window's hits plus the previous window's, weighted by how much of the previous window
 * the sliding one still covers (hits are taken as spread evenly over it).
 */
export const slidingCount = (current: number, previous: number, elapsed: number, windowMs: number): number =>
  current + previous * (1 - elapsed / windowMs);

/**
 * Seconds until one more hit fits under `limit` if nothing else is counted meanwhile: later in
 * this window, as the previous window's weight fades, or else in the next one, where this
 * window's hits become the faded part.
 */
export function secondsUntilAllowed(
  current: number,
  previous: number,
  elapsed: number,
  windowMs: number,
  limit: number,
): number {
  let waitMs: number;
  if (current + 1 <= limit) {
    // 1 + current + previous·(1 − t/W) ≤ limit  ⇔  t ≥ W·(1 − (limit − current − 1)/previous)
    const at = previous > 0 ? windowMs * (1 - (limit - current - 1) / previous) : elapsed;
    waitMs = Math.max(0, at - elapsed);
  } else {
    // In the next window: 1 + current·(1 − t/W) ≤ limit.
    const at = windowMs * Math.max(0, 1 - (limit - 1) / current);
    waitMs = windowMs - elapsed + at;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/**
 * Sliding-window counters in PostgreSQL (the "sliding window counter" of Cloudflare's and
 * Redis' rate limiters): each bucket counts hits per fixed window, and a request is judged on
 * this window's hits plus the previous window's, weighted by how much of it still lies within the
 * last `windowMs`. A client that spent its allowance just before a window's edge finds it still
 * spent just after, instead of getting a second allowance at once as with fixed windows.
 *
 * One statement upserts every bucket of a request and reads the previous windows beside the new
 * counts, so concurrent requests on any number of API servers are counted exactly: N of them
 * get through, never N + 1. The rows live in the table the fixed-window limiters use, stamped
 * with the moment they stop mattering (in the `window_start` column): here the end of the
 * window AFTER theirs, since they are read as the previous window until then. Every limiter's
 * sweep deletes the rows whose stamp has passed, whatever their window length or kind.
 */
export function createSlidingWindowCounter(db: Database, windowMs: number, now: () => number = Date.now) {
  const { sweep, settled } = expiredHitsSweep(db, windowMs);

  return {
    async hit(buckets: readonly RateBucket[]): Promise<RateDecision> {
      const wanted = buckets.filter((entry) => entry.limit > 0);
      if (wanted.length === 0) return { allowed: true };
      const at = now();
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const elapsed = at - windowStart;
      // This window's row is needed until the next window ends; the previous window's, until
      // this one ends (which is how they are told apart).
      const keptUntil = new Date(windowStart + 2 * windowMs).toISOString();
      const previousKeptUntil = new Date(windowStart + windowMs).toISOString();
      const rows = sql.join(
        wanted.map(({ bucket }) => sql`(${bucket}::text)`),
        sql`, `,
      );
      // Autocommitted, as the connecting role, without waiting for the WAL flush: see
      // fixed-window.ts, whose reasons hold here too. The outer select reads the previous
      // windows' rows as they were before the upsert, which never touches them.
      const result = await db.execute(sql`
        with counted as (
          insert into ${rateLimitHits} (bucket, window_start, hits)
          select wanted.bucket, ${keptUntil}::timestamptz, 1
          from (values ${rows}) as wanted (bucket)
          cross join (select set_config('synchronous_commit', 'off', true)) as relaxed
          on conflict (bucket, window_start) do update set hits = ${rateLimitHits}.hits + 1
          returning bucket, hits
        )
        select counted.bucket, counted.hits, coalesce(previous.hits, 0) as previous_hits
        from counted
        left join ${rateLimitHits} as previous
          on previous.bucket = counted.bucket and previous.window_start = ${previousKeptUntil}::timestamptz`);
      const counted = (
        result as unknown as { rows: { bucket: string; hits: number; previous_hits: number }[] }
      ).rows;
      sweep(windowStart);
      for (const { bucket, limit } of wanted) {
        const row = counted.find((entry) => entry.bucket === bucket);
        if (!row) continue;
        const current = Number(row.hits);
        const previous = Number(row.previous_hits);
        if (slidingCount(current, previous, elapsed, windowMs) <= limit) continue;
        // The refused hit stays counted, as with fixed windows: a client that keeps knocking
        // keeps its window full.
        return {
          allowed: false,
          bucket,
          retryAfterSeconds: secondsUntilAllowed(current, previous, elapsed, windowMs, limit),
        };
      }
      return { allowed: true };
    },
    /** Waits for a sweep still running, before the database closes. */
    close: settled,
  };
}
