import { describe, expect, it } from 'vitest';
import { isForcedSignOutExempt, isSessionCheckSkipped } from '../path-rules';

describe('isForcedSignOutExempt', () => {
  it.each([
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/finish-link-sign-up',
    '/auth/reset-password',
    '/pending-user',
    '/auth/sign-in/',
    '/_auth/action',
  ])('exempts %s', (path) => {
    expect(isForcedSignOutExempt(path)).toBe(true);
  });

  it.each(['/', '/app', '/app/all', '/account', '/verify', '/waiting/verification', '/auth/sign-in-later'])(
    'does not exempt %s',
    (path) => {
      expect(isForcedSignOutExempt(path)).toBe(false);
    },
  );
});

describe('isSessionCheckSkipped', () => {
  it.each(['/feedback', '/feedback/techxpo1', '/feedback/verify', '/pending-user'])('skips %s', (path) => {
    expect(isSessionCheckSkipped(path)).toBe(true);
  });

  it.each(['/', '/app/all', '/auth/sign-in', '/feedbacks'])('checks %s', (path) => {
    expect(isSessionCheckSkipped(path)).toBe(false);
  });
});
