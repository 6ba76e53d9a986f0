import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateTime } from '../date-time';

describe('DateTime', () => {
  it('sends UTC ISO-8601 strings', () => {
    expect(DateTime.serialize(new Date('2026-11-23T10:30:00+01:00'))).toBe('2026-11-23T09:30:00.000Z');
  });
  it('reads ISO-8601 strings from variables and literals', () => {
    expect(DateTime.parseValue('2026-11-23T09:30:00.000Z')).toEqual(new Date('2026-11-23T09:30:00.000Z'));
    expect(DateTime.parseLiteral({ kind: Kind.STRING, value: '2026-11-23T09:30:00Z' })).toEqual(
      new Date('2026-11-23T09:30:00.000Z'),
    );
  });
  it('refuses anything else with a human message', () => {
    expect(() => DateTime.parseValue('yesterday')).toThrow(
      'DateTime must be an ISO-8601 timestamp, such as 2026-11-23T09:30:00.000Z.',
    );
    expect(() => DateTime.parseLiteral({ kind: Kind.INT, value: '5' })).toThrow(/ISO-8601/);
  });
});
