import type { Database } from '../../db/database';
import { createBatchedSlidingCounter } from './rate-counts';

export interface RateLimits {
  /** Writes per window from one client address; 0 turns the limit off. */
  perIp: number;
  /** Writes per window for one widget key, whatever the address; 0 turns the limit off. */
  perKey: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { perIp: 60, perKey: 6000, windowMs: 60_000 };

export type WidgetRateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The widget API's writes, counted per client address and per widget key (sliding windows in
 * PostgreSQL, the hits of concurrent requests counted in one statement: rate-counts.ts).
 */
export function createRateLimiter(db: Database, limits: RateLimits, now: () => number = Date.now) {
  const counter = createBatchedSlidingCounter(db, limits.windowMs, now);
  return {
    hit(buckets: { ip: string; key: string | null }): Promise<WidgetRateDecision> {
      return counter.hit([
        { bucket: `ip:${buckets.ip}`, limit: limits.perIp },
        ...(buckets.key === null ? [] : [{ bucket: `key:${buckets.key}`, limit: limits.perKey }]),
      ]);
    },
    close: () => counter.close(),
  };
}

/**
 * The client's address: the socket's peer, or with `trustedProxyHops` proxies in front (each
 * appending the address it saw to X-Forwarded-For) the entry the nearest proxy wrote for the
 * client. Entries further left are whatever the client sent and are never believed.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxyHops: number,
): string {
  const peer = socketAddress ?? 'unknown';
  if (trustedProxyHops <= 0 || forwardedFor === undefined) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxyHops] ?? hops[0] ?? peer;
}
