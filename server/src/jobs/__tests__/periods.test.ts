import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodKey } from '../periods';

describe('nextPeriodStart', () => {
  const hourly = { everyMs: 3_600_000 };

  it('chains the period after the claimed one when the claim came early by the server’s clock', () => {
    // Claimed at 01:00 by the database's clock for the period starting at 02:00 (a server running
    // ahead): the next job is the 03:00 one, never the period just claimed.
    expect(nextPeriodStart(hourly, periodKey(7_200_000), 3_600_000)).toBe(10_800_000);
  });

  it('catches up once when the claim came periods late', () => {
    expect(nextPeriodStart(hourly, periodKey(0), 18_000_000)).toBe(21_600_000);
  });
});
