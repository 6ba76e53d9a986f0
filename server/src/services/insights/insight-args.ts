import { z } from 'zod';

export const DAY_MS = 24 * 60 * 60_000;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone, UTC when absent (as productStats takes it). */
export const timeZoneArg = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, { error: 'Time zone must be an IANA time zone, such as Europe/London.' })
  .nullish()
  .transform((zone) => zone || 'UTC');

/** `YYYY-MM-DD` of an instant in a time zone. */
export const localDay = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday on or before a calendar day. */
export const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
};
