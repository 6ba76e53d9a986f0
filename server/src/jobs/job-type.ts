/** A payload is stored as jsonb: plain JSON values only (no Date, Map, undefined, class instances). */
export type JobPayload = object;

export interface Backoff {
  /** The wait after the first failed attempt; it doubles with each further failure. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

/** A kind of job and its retry rules; the code that runs it is registered on the worker. */
export interface JobType<P extends JobPayload> {
  readonly kind: string;
  readonly maxAttempts: number;
  readonly backoff: Backoff;
  /** How long a claimed job is held before another worker may take it; renewed while it runs. */
  readonly leaseMs: number;
  /** Carries the payload's type only; never set. */
  readonly payloadType?: P;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 60 * 60_000 };
export const DEFAULT_LEASE_MS = 5 * 60_000;

const KIND = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function jobType<P extends JobPayload>(
  kind: string,
  options: { maxAttempts?: number; backoff?: Partial<Backoff>; leaseMs?: number } = {},
): JobType<P> {
  if (!KIND.test(kind))
    throw new Error(`A job kind is dotted lower-case words, such as "campaign.send": ${kind}`);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be ≥ 1: ${kind}`);
  return {
    kind,
    maxAttempts,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
  };
}

/** The wait before attempt `failedAttempts + 1`: base · 2^(failed − 1), at most max. */
export function backoffDelayMs(backoff: Backoff, failedAttempts: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** A failure no retry can fix (the provider refused the request, the row is gone): the job is dead at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
