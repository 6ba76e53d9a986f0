import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../bounded-cache';

describe('BoundedCache', () => {
  it('drops the entry used longest ago once full', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    // Reading `a` makes `b` the one used longest ago.
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('replaces an entry without growing, and deletes only the entry it was told of', () => {
    const cache = new BoundedCache<string, { n: number }>(3);
    const first = { n: 1 };
    const second = { n: 2 };
    cache.set('a', first);
    cache.set('a', second);
    expect(cache.size).toBe(1);
    cache.deleteIf('a', first);
    expect(cache.get('a')).toBe(second);
    cache.deleteIf('a', second);
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a capacity below one', () => {
    expect(() => new BoundedCache(0)).toThrow('at least one entry');
  });
});
