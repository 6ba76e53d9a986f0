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

/** One job per period: every server derives the same key, so only one of them creates it. */
export const periodKey = (start: number): string => `every:${new Date(start).toISOString()}`;
