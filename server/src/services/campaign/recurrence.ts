/**
 * A recurring campaign starts again at the same wall-clock time in its own time zone: "every
 * Monday 09:00 Europe/Paris" is 08:00 UTC in winter and 07:00 UTC in summer. Adding a fixed
 * number of milliseconds would drift by an hour at each daylight-saving change.
 */

const DAY_MS = 24 * 3_600_000;
const STEP_DAYS = { Daily: 1, Weekly: 7 } as const;

export type RepeatEvery = keyof typeof STEP_DAYS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall clock of `instant` in `timeZone`, as the UTC instant that reads the same: calendar
 * arithmetic on it (adding whole days) keeps the local time of day, since UTC has no DST.
 */
export function wallClock(instant: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const milliseconds = ((instant % 1000) + 1000) % 1000;
  return (
    Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!, fields.second!) +
    milliseconds
  );
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, timeZone: string): number => wallClock(instant, timeZone) - instant;

/**
 * The instant a wall clock (as from `wallClock`) shows in `timeZone`. A time that happens twice
 * (clocks going back) is its first occurrence; a time that never happens (clocks going forward)
 * is moved forward by the gap, so 02:30 on the spring change becomes 03:30.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const before = wall - offsetAt(wall - DAY_MS, timeZone);
  const after = wall - offsetAt(wall + DAY_MS, timeZone);
  const valid = [before, after].filter((instant) => wallClock(instant, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);
  return before;
}

/**
 * The first start strictly after `after` of a campaign first started at `startsAt` and repeated
 * every day or week at that start's local time in `timeZone`.
 */
export function nextOccurrence(
  schedule: { startsAt: Date; timeZone: string; recurrence: RepeatEvery },
  after: Date,
): Date {
  const step = STEP_DAYS[schedule.recurrence] * DAY_MS;
  const wall = wallClock(schedule.startsAt.getTime(), schedule.timeZone);
  const occurrence = (count: number) => instantOfWallClock(wall + count * step, schedule.timeZone);
  // The elapsed time is a close guess (off by at most the DST shifts in between); then settle.
  let count = Math.max(1, Math.floor((after.getTime() - schedule.startsAt.getTime()) / step) + 1);
  while (occurrence(count) <= after.getTime()) count++;
  while (count > 1 && occurrence(count - 1) > after.getTime()) count--;
  return new Date(occurrence(count));
}
