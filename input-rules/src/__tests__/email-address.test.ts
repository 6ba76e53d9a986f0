import { describe, expect, it } from 'vitest';
import { isEmailAddress, normaliseEmailAddress } from '../email-address';

describe('isEmailAddress', () => {
  it.each([
    'ann@example.com',
    'Ann.Lee+news@mail.example.co.uk',
    "o'brien@example.ie",
    'user_name-1@sub-domain.example.org',
    '#!$%&*/=?^`{|}~@example.com',
    // RFC 6531: non-ASCII local parts, and internationalised domains (U-labels or A-labels).
    'björn@example.org',
    'BJÖRN@example.org',
    'josé.garcía@correo.es',
    '用户@例子.广告',
    'θσερ@εχαμπλε.ψομ',
    'अजय@डाटा.भारत',
    'иван@пример.рф',
    'ivan@xn--e1afmkfd.xn--p1ai',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    '',
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@example.c',
    'ann@@example.com',
    'ann@bob@example.com',
    'ann.@example.com',
    '.ann@example.com',
    'ann..lee@example.com',
    'ann lee@example.com',
    ' ann@example.com',
    'ann@example.com ',
    'ann@exam ple.com',
    'ann@-example.com',
    'ann@example-.com',
    'ann@example..com',
    'ann@.example.com',
    'ann@example.com.',
    'ann@example.123',
    'ann@[192.0.2.1]',
    '"ann lee"@example.com',
    'ann<script>@example.com',
    'ann,bob@example.com',
    'ann\u0000@example.com',
    'ann\u0085@example.com',
    'björn\u00a0@example.org',
    'ann@exam_ple.com',
    'ann\r\nbcc:x@example.com',
    // Invisible and look-alike characters: a right-to-left override, a zero-width space, a symbol.
    'ann\u202e@example.com',
    'ann\u200b@example.com',
    'ann\u2603@example.com',
  ])('refuses %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});

describe('normaliseEmailAddress', () => {
  it('trims, composes and lower-cases', () => {
    const decomposed = ' BJO\u0308RN@Example.ORG ';
    expect(normaliseEmailAddress(decomposed)).toBe('björn@example.org');
    expect(normaliseEmailAddress(decomposed)).toBe(normaliseEmailAddress('björn@example.org'));
  });
});
