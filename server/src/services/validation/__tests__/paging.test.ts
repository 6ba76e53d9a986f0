import { describe, expect, it } from 'vitest';
import { apiErrorOf, badUserInputOf } from '../../../../test/support/errors';
import { parsePaging, parseSorting } from '../paging';

describe('parsePaging', () => {
  it('defaults to the first 20', () => {
    expect(parsePaging(undefined)).toEqual({ limit: 20, offset: 0 });
    expect(parsePaging(null)).toEqual({ limit: 20, offset: 0 });
    expect(parsePaging({ limit: null, offset: null })).toEqual({ limit: 20, offset: 0 });
  });
  it('accepts 1 to 100', () => {
    expect(parsePaging({ limit: 100, offset: 40 })).toEqual({ limit: 100, offset: 40 });
    expect(parsePaging({ limit: 1 })).toEqual({ limit: 1, offset: 0 });
  });
  it.each([
    [{ limit: 1000 }, 'Limit must be between 1 and 100.', 'paging.limit'],
    [{ limit: 0 }, 'Limit must be between 1 and 100.', 'paging.limit'],
    [{ offset: -5 }, 'Offset must be zero or more.', 'paging.offset'],
  ])('rejects %j', (paging, message, field) => {
    expect(badUserInputOf(() => parsePaging(paging))).toEqual({ message, field });
  });
});

describe('parseSorting', () => {
  it('keeps the first sort of each field', () => {
    expect(
      parseSorting([
        { field: 'name', direction: 'DESC' },
        { field: 'createdAt', direction: 'ASC' },
        { field: 'name', direction: 'ASC' },
      ]),
    ).toEqual([
      { field: 'name', direction: 'DESC' },
      { field: 'createdAt', direction: 'ASC' },
    ]);
  });
  it('refuses more than four fields', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((field) => ({ field, direction: 'ASC' as const }));
    expect(apiErrorOf(() => parseSorting(five))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Sorting accepts at most 4 fields.',
    });
  });
});
