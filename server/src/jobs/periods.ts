/** How a recurring job's time is cut: periods of `everyMs` from the Unix epoch shifted by `offsetMs`. */
export interface Period {
  everyMs: number;
  offsetMs?: number;
}

/** Finished jobs are pruned after this; a period may not be longer, or its key would be free again. */
export const FINISHED_JOBS_KEPT_MS = 14 * 24 * 3_600_000;

export function checkPeriod(kind: string, period: Period): void {
  const { everyMs, offsetMs = 0 } = period;
  if (!Number.isSafeInteger(everyMs) || everyMs < 1_000 || everyMs > FINISHED_JOBS_KEPT_MS) {
    throw new Error(`everyMs of ${kind} must be whole milliseconds from 1 s to 14 days.`);
  }
  if (!Number.isSafeInteger(offsetMs) || offsetMs < 0 || offsetMs >= everyMs) {
    throw new Error(`offsetMs of ${kind} must be whole milliseconds in [0, everyMs).`);
  }
}

/** The start of the period that contains `at`. */
export function periodStart(period: Period, at: number): number {
  const offset = period.offsetMs ?? 0;
  return Math.floor((at - offset) / period.everyMs) * period.everyMs + offset;
}

export const PERIOD_KEY_PREFIX = 'every:';

/** One job per period: every server derives the same key, so only one of them creates it. */
export const periodKey = (start: number): string => `${PERIOD_KEY_PREFIX}${new Date(start).toISOString()}`;

/**
 * The period after the one whose job (keyed `key`) was claimed at `claimedAt`, by the database's
 * clock: that clock made the job due, so a server whose own clock is behind still finds the
 * claimed period over, and the chain goes on instead of asking for the claimed period's job again.
 * A job claimed periods late (the servers were down) is followed by the current period's
 * successor: a missed period is caught up once.
 */
export function nextPeriodStart(period: Period, key: string, claimedAt: number): number {
  const ownStart = Date.parse(key.slice(PERIOD_KEY_PREFIX.length));
  const current = periodStart(period, claimedAt);
  return (Number.isFinite(ownStart) ? Math.max(ownStart, current) : current) + period.everyMs;
}
