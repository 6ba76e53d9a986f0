import { describe, expect, it } from 'vitest';
import { instantOfWallClock, nextOccurrence, wallClock } from '../recurrence';

const PARIS = 'Europe/Paris';
const at = (iso: string) => new Date(iso);
/** "Monday 09:00" as Paris shows the instant. */
const parisTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

describe('nextOccurrence', () => {
  it('keeps every Monday 09:00 Paris at 09:00 when summer time starts', () => {
    // Monday 23 March 2026 09:00 CET (UTC+1); summer time starts on Sunday 29 March.
    const schedule = { startsAt: at('2026-03-23T08:00:00Z'), timeZone: PARIS, recurrence: 'Weekly' as const };
    const next = nextOccurrence(schedule, schedule.startsAt);
    expect(next.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(parisTime(next)).toBe('Monday 09:00');
  });

  it('keeps every Monday 09:00 Paris at 09:00 when summer time ends', () => {
    // Monday 19 October 2026 09:00 CEST (UTC+2); winter time starts on Sunday 25 October.
    const schedule = { startsAt: at('2026-10-19T07:00:00Z'), timeZone: PARIS, recurrence: 'Weekly' as const };
    expect(nextOccurrence(schedule, at('2026-10-19T07:00:01Z')).toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
  });

  it('catches up from a start months ago to the next local 09:00 after now', () => {
    const schedule = { startsAt: at('2026-03-23T08:00:00Z'), timeZone: PARIS, recurrence: 'Weekly' as const };
    const next = nextOccurrence(schedule, at('2026-11-23T17:51:00Z'));
    expect(next.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(parisTime(nextOccurrence(schedule, at('2026-07-01T00:00:00Z')))).toBe('Monday 09:00');
  });

  it('repeats daily at the local time across the change, and answers the first start after a late run', () => {
    const schedule = { startsAt: at('2026-03-28T08:00:00Z'), timeZone: PARIS, recurrence: 'Daily' as const };
    expect(nextOccurrence(schedule, at('2026-03-28T08:00:00Z')).toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    expect(nextOccurrence(schedule, at('2026-03-29T07:00:00Z')).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    // A run an hour late still picks the next day, not the day it missed.
    expect(nextOccurrence(schedule, at('2026-03-29T08:30:00Z')).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
  });

  it('follows the zone of the campaign, not UTC nor the server', () => {
    const schedule = {
      startsAt: at('2026-03-02T14:00:00Z'), // Monday 09:00 in New York (EST, UTC−5)
      timeZone: 'America/New_York',
      recurrence: 'Weekly' as const,
    };
    // The US changes on 8 March, three weeks before Europe.
    expect(nextOccurrence(schedule, at('2026-03-02T14:00:00Z')).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
  });
});

describe('wall clocks', () => {
  it('moves a time that does not exist forward by the gap, and takes the first of a repeated one', () => {
    // 02:30 on 29 March 2026 does not exist in Paris: it is 03:30 CEST.
    expect(new Date(instantOfWallClock(Date.UTC(2026, 2, 29, 2, 30), PARIS)).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 on 25 October 2026 happens twice: first in CEST.
    expect(new Date(instantOfWallClock(Date.UTC(2026, 9, 25, 2, 30), PARIS)).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(wallClock(Date.parse('2026-07-01T07:00:00.250Z'), PARIS)).toBe(Date.UTC(2026, 6, 1, 9, 0, 0, 250));
  });
});
