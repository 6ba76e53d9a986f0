import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badUserInputOf } from '../../../../test/support/errors';
import { isUuid, likePattern, optionalCountry, optionalHttpUrl, requiredText, searchText } from '../fields';
import { parseInput } from '../parse-input';

describe('requiredText', () => {
  const name = requiredText('Name', 5);
  it('trims and accepts text up to the limit', () => {
    expect(name.parse('  abcde  ')).toBe('abcde');
  });
  it.each([
    ['', 'Name is required.'],
    ['   ', 'Name is required.'],
    [null, 'Name is required.'],
    ['abcdef', 'Name must be at most 5 characters.'],
  ])('rejects %j with "%s"', (value, message) => {
    expect(badUserInputOf(() => parseInput(name, value))).toEqual({ message, field: undefined });
  });
});

describe('optionalHttpUrl', () => {
  const url = optionalHttpUrl('URL');
  it.each([
    ['https://example.com/path?q=1', 'https://example.com/path?q=1'],
    ['  http://localhost:3000  ', 'http://localhost:3000'],
    ['', null],
    [null, null],
    [undefined, undefined],
  ])('accepts %j as %j', (value, expected) => {
    expect(url.parse(value)).toBe(expected);
  });
  it.each(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://'])('rejects %j', (value) => {
    expect(url.safeParse(value).error?.issues[0]?.message).toBe('URL must be a valid http or https address.');
  });
  it('rejects addresses over 2048 characters', () => {
    expect(url.safeParse(`https://example.com/${'a'.repeat(2048)}`).error?.issues[0]?.message).toBe(
      'URL must be at most 2048 characters.',
    );
  });
});

describe('optionalCountry', () => {
  it('upper-cases two-letter codes and clears blanks', () => {
    expect(optionalCountry.parse('gb')).toBe('GB');
    expect(optionalCountry.parse(' ')).toBeNull();
  });
  it('rejects anything else', () => {
    expect(optionalCountry.safeParse('GBR').success).toBe(false);
  });
});

describe('searchText and likePattern', () => {
  it('treats a blank search as none', () => {
    expect(searchText.parse('  ')).toBeNull();
  });
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('isUuid', () => {
  it('accepts any hex UUID shape and nothing else', () => {
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('D3E00000-0000-4000-8000-000000000001')).toBe(true);
    expect(isUuid('d3e00000-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid("'; drop table users; --")).toBe(false);
  });
});

describe('parseInput', () => {
  it('names the field at fault with the prefix', () => {
    const schema = z.object({ inner: z.object({ name: requiredText('Name', 3) }) });
    expect(badUserInputOf(() => parseInput(schema, { inner: { name: 'long' } }, 'input'))).toEqual({
      message: 'Name must be at most 3 characters.',
      field: 'input.inner.name',
    });
  });
});
