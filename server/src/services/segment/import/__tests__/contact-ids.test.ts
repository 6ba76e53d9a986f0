import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactIds } from '../contact-ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const idsOf = (literal: string) => literal.slice(1, -1).split(',');

describe('ContactIds', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives UUIDs of version 7 carrying the time, each greater than the one before', () => {
    const before = Date.now();
    const ids = new ContactIds();
    const first = idsOf(ids.literal(3_000));
    const second = idsOf(ids.literal(3_000));
    const all = [...first, ...second];
    for (const id of all) expect(id).toMatch(UUID_V7);
    for (let index = 1; index < all.length; index += 1) expect(all[index]! > all[index - 1]!).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    const millis = Number.parseInt(all[0]!.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });

  it('stays in order past 4,096 ids in one millisecond and when the clock goes back', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const ids = new ContactIds();
    const crowded = idsOf(ids.literal(10_000));
    now.mockReturnValue(1_700_000_000_000);
    const afterSetBack = idsOf(ids.literal(10));
    const all = [...crowded, ...afterSetBack];
    for (let index = 1; index < all.length; index += 1) expect(all[index]! > all[index - 1]!).toBe(true);
    // 10,000 ids borrowed two milliseconds ahead.
    expect(all.at(-1)!.startsWith((1_800_000_000_002).toString(16).padStart(12, '0').slice(0, 8))).toBe(true);
  });

  it('is an empty array literal for no rows', () => {
    expect(new ContactIds().literal(0)).toBe('{}');
  });
});
