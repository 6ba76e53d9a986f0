import { describe, expect, it } from 'vitest';
import {
  normalisePhoneNumber,
  validateContactField,
  validatePhoneNumber,
  validateRequiredText,
} from '../validation';

describe('field validation', () => {
  it('requires text and bounds its length', () => {
    expect(validateRequiredText('   ', 10)).toEqual({ key: 'error.required' });
    expect(validateRequiredText('x'.repeat(11), 10)).toEqual({ key: 'error.tooLong', values: { max: 10 } });
    expect(validateRequiredText(' fine ', 10)).toBeNull();
  });

  it('checks e-mail addresses', () => {
    expect(validateContactField('email', 'ada@')).toEqual({ key: 'error.email' });
    expect(validateContactField('email', 'ada @example.org')).toEqual({ key: 'error.email' });
    expect(validateContactField('email', ' ada@example.org ')).toBeNull();
  });

  it("checks e-mail addresses with the API's rule: internationalised ones pass, malformed ones do not", () => {
    expect(validateContactField('email', 'björn@example.org')).toBeNull();
    expect(validateContactField('email', 'иван@пример.рф')).toBeNull();
    expect(validateContactField('email', 'ada..lovelace@example.org')).toEqual({ key: 'error.email' });
    expect(validateContactField('email', 'ada@example..org')).toEqual({ key: 'error.email' });
    expect(validateContactField('email', 'ada@-example.org')).toEqual({ key: 'error.email' });
  });

  it('accepts phone numbers in E.164 however they are written', () => {
    expect(normalisePhoneNumber('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(normalisePhoneNumber('0044 20 7946 0958')).toBe('+442079460958');
    expect(validatePhoneNumber('+1 415.555.2671')).toBeNull();
    expect(validateContactField('phoneNumber', '+44 20 7946 0958')).toBeNull();
  });

  it('refuses numbers without a country code or of impossible length', () => {
    expect(validatePhoneNumber('')).toEqual({ key: 'error.required' });
    expect(validatePhoneNumber('020 7946 0958')).toEqual({ key: 'error.phone' });
    expect(validatePhoneNumber('+0 20 7946 0958')).toEqual({ key: 'error.phone' });
    expect(validatePhoneNumber('+1234567890123456')).toEqual({ key: 'error.phone' });
    expect(validatePhoneNumber('+44 20 CALL ME')).toEqual({ key: 'error.phone' });
  });
});
