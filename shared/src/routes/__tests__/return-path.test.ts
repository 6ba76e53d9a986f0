import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnPathIn, safeReturnPath, signInPathFrom, withReturnPath } from '../return-path';

describe('safeReturnPath', () => {
  it.each([
    '/app/p1/recordings?review=true',
    '/app/all',
    '/account',
    '/pending-user?inviteId=abc',
    '/verify?id=u1',
    '/app/p1/campaigns/c1#results',
    '/combined-campaigns',
  ])('accepts the dashboard path %s as it is', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another origin, protocol-relative', '//evil.example/app'],
    ['another origin, backslash', '/\\evil.example'],
    ['another origin, backslashes', '\\\\evil.example'],
    ['an absolute URL', 'https://evil.example/app/p1'],
    ['an absolute URL of this very page', 'http://localhost:3000/app/p1'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash trick', '/javascript:alert(1)//'.replace('/j', 'j')],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a newline hiding a second slash', '/\n/evil.example'],
    ['a relative path', 'app/p1'],
    ['an empty value', ''],
    ['the sign-in page (a loop)', '/auth/sign-in?returnTo=%2Fapp'],
    ['the sign-up page', '/auth/sign-up'],
    ['a waiting page', '/waiting/verification'],
    ['a short form of sign-in', '/sign-in'],
    ['a short form of a waiting page inside a product', '/app/p1/waiting-confirmation'],
    ['the e-mail action handler', '/_auth/action?mode=signIn'],
    ['something far too long', `/app/${'a'.repeat(3000)}`],
  ])('rejects %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('rejects what is not a string', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(['/app'])).toBeNull();
  });

  it('normalises dot segments, and stays on the origin doing so', () => {
    expect(safeReturnPath('/app/../account')).toBe('/account');
    expect(safeReturnPath('/../../evil')).toBe('/evil');
  });
});

describe('returnPathIn', () => {
  it('reads returnTo from a query and checks it', () => {
    expect(returnPathIn('?returnTo=%2Fapp%2Fp1%2Frecordings%3Freview%3Dtrue')).toBe(
      '/app/p1/recordings?review=true',
    );
    expect(returnPathIn('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(returnPathIn('?other=1')).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds the return path to a path with or without a query', () => {
    expect(withReturnPath('/auth/sign-up', '/app/p1?review=true')).toBe(
      '/auth/sign-up?returnTo=%2Fapp%2Fp1%3Freview%3Dtrue',
    );
    expect(withReturnPath('/auth/sign-up?inviteId=i1', '/app')).toBe(
      '/auth/sign-up?inviteId=i1&returnTo=%2Fapp',
    );
    expect(withReturnPath('/auth/sign-up', null)).toBe('/auth/sign-up');
  });
});

describe('returnPathFrom and signInPathFrom', () => {
  it('remember a deep link with its query', () => {
    expect(signInPathFrom('/app/p1/recordings', '?review=true')).toBe(
      `/auth/sign-in?returnTo=${encodeURIComponent('/app/p1/recordings?review=true')}`,
    );
  });

  it('need nothing for the entry', () => {
    expect(signInPathFrom('/', '')).toBe('/auth/sign-in');
    expect(signInPathFrom('/app/', '')).toBe('/auth/sign-in');
    expect(returnPathFrom('/', '?review=true')).toBe('/?review=true');
  });

  it('pass on the return path of a page on the way in, and nothing else of it', () => {
    expect(returnPathFrom('/auth/sign-up', '?returnTo=%2Fapp%2Fp1')).toBe('/app/p1');
    expect(returnPathFrom('/waiting/verification', '')).toBeNull();
    expect(signInPathFrom('/auth/sign-in', '?returnTo=%2F%2Fevil.example')).toBe('/auth/sign-in');
  });
});
