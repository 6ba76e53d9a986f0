import { describe, expect, it } from 'vitest';
import { formatInZone, fromZonedInput, toZonedInput } from '../zoned-time';

describe('zoned wall clocks', () => {
  it('reads an instant as clocks in the campaign zone show it, whatever the browser zone', () => {
    expect(toZonedInput('2026-03-30T07:00:00.000Z', 'Europe/Paris')).toBe('2026-03-30T09:00');
    expect(toZonedInput('2026-03-23T08:00:00.000Z', 'Europe/Paris')).toBe('2026-03-23T09:00');
    expect(toZonedInput('2026-03-23T08:00:00.000Z', 'America/New_York')).toBe('2026-03-23T04:00');
    expect(formatInZone('2026-10-26T08:00:00.000Z', 'Europe/Paris')).toBe('26 Oct 2026, 09:00');
  });

  it('turns 09:00 Paris into the right instant on both sides of the DST changes', () => {
    expect(fromZonedInput('2026-03-23T09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-23T08:00:00.000Z',
    );
    expect(fromZonedInput('2026-03-30T09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(fromZonedInput('2026-10-26T09:00', 'Europe/Paris')?.toISOString()).toBe(
      '2026-10-26T08:00:00.000Z',
    );
    expect(fromZonedInput('2026-07-01T09:00', 'UTC')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });

  it('moves a time that does not exist forward and takes the first of a repeated one', () => {
    expect(fromZonedInput('2026-03-29T02:30', 'Europe/Paris')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(fromZonedInput('2026-10-25T02:30', 'Europe/Paris')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('answers null for what is not a wall clock', () => {
    expect(fromZonedInput('', 'Europe/Paris')).toBeNull();
    expect(fromZonedInput('tomorrow', 'Europe/Paris')).toBeNull();
  });
});
