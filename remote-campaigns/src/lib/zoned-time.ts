/**
 * A campaign's schedule is read and written in the campaign's own time zone, not the browser's:
 * an Admin in London schedules "09:00 Europe/Paris" and sees 09:00. The form's fields hold wall
 * clocks (`YYYY-MM-DDTHH:mm`, the value of <input type="datetime-local">); the API takes instants.
 */
import { currentDashboardLanguage } from '@hearback/shared';
import { dateLocale } from './format';

const DAY_MS = 24 * 3_600_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The minute `instant` reads in `timeZone`, as UTC milliseconds that read the same. */
function wallMinute(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!);
}

/** `YYYY-MM-DDTHH:mm` of an instant as clocks in `timeZone` show it. */
export function toZonedInput(instant: Date | string, timeZone: string): string {
  return new Date(wallMinute(new Date(instant).getTime(), timeZone)).toISOString().slice(0, 16);
}

/**
 * The instant a `YYYY-MM-DDTHH:mm` wall clock names in `timeZone`; null when it is not one. A time
 * that happens twice (clocks going back) is its first occurrence; one that never happens (clocks
 * going forward) is moved forward by the gap (02:30 becomes 03:30), as the server's recurrence does.
 */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const offsetAt = (instant: number) => wallMinute(instant, timeZone) - Math.floor(instant / 60_000) * 60_000;
  const before = wall - offsetAt(wall - DAY_MS);
  const after = wall - offsetAt(wall + DAY_MS);
  const valid = [before, after].filter((instant) => wallMinute(instant, timeZone) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** "1 May 2030, 09:30" as clocks in `timeZone` show it, in the dashboard's language. */
export const formatInZone = (instant: string, timeZone: string): string =>
  new Date(instant).toLocaleString(dateLocale(currentDashboardLanguage()), {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
