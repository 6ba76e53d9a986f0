import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, sameOriginPath } from '../return-path';

describe('sameOriginPath', () => {
  it('keeps a path with its query and hash', () => {
    expect(sameOriginPath('/app/42/recordings?review=true#top')).toBe('/app/42/recordings?review=true#top');
  });

  it.each([
    ['another origin', 'https://evil.example/app'],
    ['a protocol-relative URL', '//evil.example/app'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'app/42'],
    ['a tab inside', '/app/\t/42'],
    ['a line break inside', '/app\n/42'],
    ['a non-string', 42],
    ['an overlong path', `/${'a'.repeat(RETURN_PATH_MAX)}`],
  ])('refuses %s', (_, value) => {
    expect(sameOriginPath(value)).toBeNull();
  });
});
