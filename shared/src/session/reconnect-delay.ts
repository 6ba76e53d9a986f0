/**
 * How long the session waits before its next try to reach the server: doubling from 1 s up to
 * 30 s, so a short blip is over quickly and a long outage costs one request per half minute.
 * The spread (75–125 %) keeps every open dashboard from retrying in step after a deploy.
 */
export const RECONNECT_FIRST_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
  return Math.round(base * (0.75 + random() * 0.5));
}
