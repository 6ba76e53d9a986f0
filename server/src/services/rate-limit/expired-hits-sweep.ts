import { lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateLimitHits } from '../../db/schema';

/**
 * Deletes the rate-limit rows whose stamp (`window_start`: the moment a row stops mattering) has
 * passed, at most once a window: every limiter shares the table, whatever its window length or
 * kind, so any of them may sweep what all of them wrote.
 */
export function expiredHitsSweep(db: Database, windowMs: number) {
  let lastSweep = 0;
  let sweeping: Promise<unknown> = Promise.resolve();
  return {
    sweep(windowStart: number): void {
      if (windowStart - lastSweep < windowMs) return;
      lastSweep = windowStart;
      sweeping = Promise.resolve(
        db.delete(rateLimitHits).where(lte(rateLimitHits.windowStart, new Date(windowStart))),
      ).catch(() => {
        // Old windows are only dead weight; the next window sweeps again.
        lastSweep = 0;
      });
    },
    /** Resolves once the sweep under way (if any) has ended. */
    settled: (): Promise<unknown> => sweeping,
  };
}
