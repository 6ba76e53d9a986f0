import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';
import { expiredHitsSweep } from '../rate-limit/expired-hits-sweep';
import {
  type RateBucket,
  type RateDecision,
  secondsUntilAllowed,
  slidingCount,
} from '../rate-limit/sliding-window';

interface WaitingHit {
  buckets: RateBucket[];
  resolve: (decision: RateDecision) => void;
  reject: (error: unknown) => void;
}

/**
 * The sliding-window counters of services/rate-limit/sliding-window.ts, counted for many requests
 * at once: the hits that arrive in one turn of Node's event loop are one autocommitted statement,
 * which adds each bucket's number of hits and answers its new count. The requests then take
 * their places in that count in the order they came, so each is judged on exactly the count it
 * would have seen alone (N of them get through, never N + 1, on any number of API servers: the
 * row's lock orders the statements). Same table, same rows, same sweep as the one-by-one counter.
 */
export function createBatchedSlidingCounter(db: Database, windowMs: number, now: () => number = Date.now) {
  const { sweep, settled } = expiredHitsSweep(db, windowMs);
  let waiting: WaitingHit[] = [];

  async function count(batch: WaitingHit[]): Promise<void> {
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const elapsed = at - windowStart;
    const added = new Map<string, number>();
    for (const hit of batch) {
      for (const { bucket } of hit.buckets) added.set(bucket, (added.get(bucket) ?? 0) + 1);
    }
    const rows = JSON.stringify([...added].map(([bucket, hits]) => ({ bucket, hits })));
    // Autocommitted, as the connecting role, without waiting for the WAL flush: see
    // rate-limit/fixed-window.ts. The outer select reads the previous windows' rows as they were.
    const result = await db.execute(sql`
      with counted as (
        insert into ${rateLimitHits} (bucket, window_start, hits)
        select wanted.bucket, ${new Date(windowStart + 2 * windowMs).toISOString()}::timestamptz, wanted.hits
        from jsonb_to_recordset(${rows}::jsonb) as wanted (bucket text, hits integer)
        cross join (select set_config('synchronous_commit', 'off', true)) as relaxed
        on conflict (bucket, window_start) do update set hits = ${rateLimitHits}.hits + excluded.hits
        returning bucket, hits
      )
      select counted.bucket, counted.hits, coalesce(previous.hits, 0) as previous_hits
      from counted
      left join ${rateLimitHits} as previous
        on previous.bucket = counted.bucket
        and previous.window_start = ${new Date(windowStart + windowMs).toISOString()}::timestamptz`);
    sweep(windowStart);
    const counts = new Map<string, { before: number; previous: number }>();
    for (const row of (
      result as unknown as { rows: { bucket: string; hits: number; previous_hits: number }[] }
    ).rows) {
      // The count before this batch's hits: each hit of the batch comes after it, in order.
      counts.set(row.bucket, {
        before: Number(row.hits) - (added.get(row.bucket) ?? 0),
        previous: Number(row.previous_hits),
      });
    }
    for (const hit of batch) hit.resolve(decide(hit.buckets, counts, elapsed));
  }

  function decide(
    buckets: RateBucket[],
    counts: Map<string, { before: number; previous: number }>,
    elapsed: number,
  ): RateDecision {
    let refusal: RateDecision | null = null;
    for (const { bucket, limit } of buckets) {
      const counted = counts.get(bucket);
      if (!counted) continue;
      counted.before += 1;
      const current = counted.before;
      if (refusal || slidingCount(current, counted.previous, elapsed, windowMs) <= limit) continue;
      // The refused hit stays counted, as with fixed windows: a client that keeps knocking
      // keeps its window full.
      refusal = {
        allowed: false,
        bucket,
        retryAfterSeconds: secondsUntilAllowed(current, counted.previous, elapsed, windowMs, limit),
      };
    }
    return refusal ?? { allowed: true };
  }

  function flush(): void {
    const batch = waiting;
    waiting = [];
    count(batch).catch((error: unknown) => {
      for (const hit of batch) hit.reject(error);
    });
  }

  return {
    hit(buckets: readonly RateBucket[]): Promise<RateDecision> {
      const wanted = buckets.filter((entry) => entry.limit > 0);
      if (wanted.length === 0) return Promise.resolve({ allowed: true });
      return new Promise((resolve, reject) => {
        if (waiting.length === 0) setImmediate(flush);
        waiting.push({ buckets: wanted, resolve, reject });
      });
    },
    /** Waits for a sweep still running, before the database closes. */
    close: settled,
  };
}
