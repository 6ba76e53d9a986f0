import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../test/support/errors';
import { bearerToken, identityFromToken } from '../identity';

const token = (claims: Partial<DecodedIdToken> & { provider?: string }): DecodedIdToken =>
  ({
    uid: 'uid-1',
    sub: 'uid-1',
    aud: 'demo-hearback',
    iss: 'https://securetoken.google.com/demo-hearback',
    iat: 0,
    exp: 0,
    auth_time: 0,
    firebase: { identities: {}, sign_in_provider: claims.provider ?? 'password' },
    ...claims,
  }) as DecodedIdToken;

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc ', 'abc'],
    ['', null],
    ['Bearer ', null],
    ['Basic dXNlcjpwYXNz', null],
    [null, null],
  ])('reads %j as %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe('identityFromToken', () => {
  it('takes verified from email_verified, lower-cases the e-mail and keeps the profile', () => {
    expect(
      identityFromToken(
        token({ email: 'Ada@Example.com', email_verified: true, name: 'Ada L', picture: 'https://p' }),
      ),
    ).toEqual({
      uid: 'uid-1',
      email: 'ada@example.com',
      verified: true,
      displayName: 'Ada L',
      photoUrl: 'https://p',
    });
    expect(identityFromToken(token({ email: 'a@b.c', email_verified: false })).verified).toBe(false);
  });

  it('counts a Google sign-in as verified', () => {
    expect(
      identityFromToken(token({ email: 'a@b.c', email_verified: false, provider: 'google.com' })).verified,
    ).toBe(true);
  });

  it('refuses a token without e-mail with UNAUTHENTICATED and HTTP 401', () => {
    const error = apiErrorOf(() => identityFromToken(token({ provider: 'anonymous' })));
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});
