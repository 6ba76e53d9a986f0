import { EMAIL_ADDRESS_MAX, isEmailAddress, normaliseEmailAddress } from '@hearback/shared';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { segmentsText } from '../../../i18n/translations';

/**
 * The checks the server applies to each row of an import (server/src/services/contact/
 * contact-fields.ts), with the same sentences (in the dashboard's language), so the preview
 * announces what the import will refuse, and which rows it will take without their phone number.
 * The server stays the judge: its summary is what counts.
 */
export type RowProblemCode =
  | 'QUOTES'
  | 'TOO_MANY_VALUES'
  | 'EMAIL_MISSING'
  | 'EMAIL_INVALID'
  | 'PHONE_INVALID'
  | 'TOO_LONG'
  | 'DUPLICATE_EMAIL'
  | 'DUPLICATE_EXTERNAL_ID'
  /** Not a refusal: the row is imported without its phone number. */
  | 'PHONE_DROPPED';

export interface RowProblem {
  code: RowProblemCode;
  reason: string;
}

export const LIMITS = { email: EMAIL_ADDRESS_MAX, name: 200, externalId: 200, attributeValue: 500 } as const;

/** A value as a reason quotes it: long ones cut short. */
export const shortened = (value: string): string => (value.length > 60 ? `${value.slice(0, 57)}…` : value);

export function checkEmail(raw: string): string | RowProblem {
  const value = raw.trim();
  if (!value) return { code: 'EMAIL_MISSING', reason: segmentsText('E-mail is missing.') };
  // The server's own rule (internationalised addresses are valid).
  if (value.length > LIMITS.email || !isEmailAddress(value)) {
    return {
      code: 'EMAIL_INVALID',
      reason: segmentsText('E-mail "{{value}}" is not a valid address.', { value: shortened(value) }),
    };
  }
  return normaliseEmailAddress(value);
}

/** `tooLong` says which value is too long, in a sentence of its own (each language words it apart). */
export function checkText(
  raw: string,
  max: number,
  tooLong: (max: number) => string,
): string | null | RowProblem {
  const value = raw.trim();
  if (!value) return null;
  if (value.length > max) return { code: 'TOO_LONG', reason: tooLong(max) };
  return value;
}

const compactPhone = (raw: string): string => raw.replace(/[\s.\-()/]/g, '').replace(/^00/, '+');

/** E.164's shape, whether or not a country uses the number. */
const WELL_FORMED_E164 = /^\+\d{6,15}$/;

/** E.164 however written; without a country code, as a number of `defaultCountry`. */
export function toE164(raw: string, defaultCountry: string | null): string | null {
  const compact = compactPhone(raw);
  if (compact.startsWith('+')) {
    if (!WELL_FORMED_E164.test(compact)) return null;
    const parsed = parsePhoneNumberFromString(compact);
    return parsed?.isValid() ? parsed.number : null;
  }
  if (!defaultCountry || !/^\d{4,17}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

export function checkPhone(raw: string, defaultCountry: string | null): string | null | RowProblem {
  const value = raw.trim();
  if (!value) return null;
  const number = toE164(value, defaultCountry);
  if (number) return number;
  if (WELL_FORMED_E164.test(compactPhone(value))) {
    return {
      code: 'PHONE_INVALID',
      reason: segmentsText('Phone "{{value}}" is well-formed (E.164) but not in an allocated range.', {
        value: shortened(value),
      }),
    };
  }
  return {
    code: 'PHONE_INVALID',
    reason: defaultCountry
      ? segmentsText(
          'Phone "{{value}}" is not a valid number of {{country}} or in international form (+44 20 7946 0958).',
          { value: shortened(value), country: defaultCountry },
        )
      : segmentsText('Phone "{{value}}" is not a valid international number, such as +44 20 7946 0958.', {
          value: shortened(value),
        }),
  };
}

export const isRowProblem = (value: unknown): value is RowProblem =>
  typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
