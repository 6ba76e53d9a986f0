import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The checks the server applies to each row of an import (server/src/services/contact/
 * contact-fields.ts), with the same sentences, so the preview announces what the import will
 * refuse. The server stays the judge: its summary is what counts.
 */
export type RowProblemCode =
  | 'QUOTES'
  | 'TOO_MANY_VALUES'
  | 'EMAIL_MISSING'
  | 'EMAIL_INVALID'
  | 'PHONE_INVALID'
  | 'TOO_LONG'
  | 'DUPLICATE_EMAIL'
  | 'DUPLICATE_EXTERNAL_ID';

export interface RowProblem {
  code: RowProblemCode;
  reason: string;
}

export const LIMITS = { email: 254, name: 200, externalId: 200, attributeValue: 500 } as const;

/** zod's e-mail pattern, which the server checks every e-mail with. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const quoted = (value: string): string => `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;

export function checkEmail(raw: string): string | RowProblem {
  const value = raw.trim();
  if (!value) return { code: 'EMAIL_MISSING', reason: 'E-mail is missing.' };
  if (value.length > LIMITS.email || !EMAIL_PATTERN.test(value)) {
    return { code: 'EMAIL_INVALID', reason: `E-mail ${quoted(value)} is not a valid address.` };
  }
  return value.toLowerCase();
}

export function checkText(raw: string, label: string, max: number): string | null | RowProblem {
  const value = raw.trim();
  if (!value) return null;
  if (value.length > max) return { code: 'TOO_LONG', reason: `${label} must be at most ${max} characters.` };
  return value;
}

/** E.164 however written; without a country code, as a number of `defaultCountry`. */
export function toE164(raw: string, defaultCountry: string | null): string | null {
  const compact = raw.replace(/[\s.\-()/]/g, '').replace(/^00/, '+');
  if (compact.startsWith('+')) {
    if (!/^\+\d{6,15}$/.test(compact)) return null;
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
  return {
    code: 'PHONE_INVALID',
    reason: defaultCountry
      ? `Phone ${quoted(value)} is not a valid number of ${defaultCountry} or in international form (+44 20 7946 0958).`
      : `Phone ${quoted(value)} is not a valid international number, such as +44 20 7946 0958.`,
  };
}

export const isRowProblem = (value: unknown): value is RowProblem =>
  typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
