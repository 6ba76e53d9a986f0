import { isEmailAddress, normaliseEmailAddress } from '@hearback/input-rules';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type Message, message } from '../../i18n/message';
import { englishText } from '../../i18n/render-message';
import { ISO_COUNTRY_CODES } from '../validation/countries';
import { EMAIL_MAX, fieldLabel } from '../validation/fields';
import { isOneLine } from '../validation/names';

/**
 * The rules a contact's fields obey, whether typed into the dashboard or read from a CSV row.
 * Each check answers the clean value or a Problem (a code for programs, a sentence for people),
 * so an import can reject one row and go on where a form reports one field.
 */
export interface Problem {
  code: ContactProblemCode;
  /** The sentence in English: what an import stores as the row's reason. */
  message: string;
  /** The same sentence as a template, for an error said in the reader's language. */
  text: Message;
}

export type ContactProblemCode =
  | 'EMAIL_MISSING'
  | 'EMAIL_INVALID'
  | 'PHONE_INVALID'
  | 'TOO_LONG'
  | 'NOT_ONE_LINE'
  | 'ATTRIBUTE_KEY_INVALID';

export const CONTACT_LIMITS = { name: 200, externalId: 200, attributeValue: 500, attributes: 50 } as const;

/** Letters, digits, spaces and _ . - ; starting with a letter or a digit; at most 64. */
export const ATTRIBUTE_KEY_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,63}$/u;

const problem = (code: ContactProblemCode, text: Message): Problem => ({
  code,
  message: englishText(text),
  text,
});

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

/** Quoted, and cut short, so a reason stays one readable line whatever the file held. */
export const quoted = (value: string): string => `"${value.length > 60 ? `${value.slice(0, 57)}…` : value}"`;

export function checkEmail(raw: string | null | undefined): string | Problem {
  const value = raw?.trim() ?? '';
  if (!value) return problem('EMAIL_MISSING', message('E-mail is missing.'));
  // The rule every e-mail field of the API, the dashboard and the widget checks with.
  if (value.length > EMAIL_MAX || !isEmailAddress(value)) {
    return problem(
      'EMAIL_INVALID',
      message('E-mail {{value}} is not a valid address.', { value: quoted(value) }),
    );
  }
  return normaliseEmailAddress(value);
}

/** Blank is none (null); otherwise trimmed and at most `max` characters. */
export function checkText(
  raw: string | null | undefined,
  label: string | Message,
  max: number,
): string | null | Problem {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  if (value.length > max) {
    return problem(
      'TOO_LONG',
      message('{{label}} must be at most {{max}} characters.', { label: fieldLabel(label), max }),
    );
  }
  return value;
}

/** A contact's name: as checkText, and on one line like every name (validation/names.ts). */
export function checkName(raw: string | null | undefined): string | null | Problem {
  const value = checkText(raw, 'Name', CONTACT_LIMITS.name);
  if (typeof value === 'string' && !isOneLine(value)) {
    return problem(
      'NOT_ONE_LINE',
      message('{{label}} must be one line of text, without line breaks or control characters.', {
        label: fieldLabel('Name'),
      }),
    );
  }
  return value;
}

export const isCountryCode = (value: string): boolean => ISO_COUNTRY_CODES.has(value.toUpperCase());

/**
 * A phone number in E.164, however it is written (spaces, dots, dashes, brackets, a leading 00).
 * Without a country code it is read as a number of `defaultCountry`, when one is given. Checked
 * against libphonenumber's full metadata (the number must exist in its country's plan).
 */
/** Spaces, dots, dashes, brackets and slashes left out; a leading 00 written as +. */
const compactPhone = (raw: string): string => raw.replace(/[\s.\-()/]/g, '').replace(/^00/, '+');

/** E.164's shape: a plus and 6 to 15 digits, whether or not a country uses the number. */
const WELL_FORMED_E164 = /^\+\d{6,15}$/;

export function toE164(raw: string, defaultCountry?: string | null): string | null {
  const compact = compactPhone(raw);
  if (compact.startsWith('+')) {
    if (!WELL_FORMED_E164.test(compact)) return null;
    // extract: false, since the value is the number (no search through text): half the cost.
    const parsed = parsePhoneNumberFromString(compact, { extract: false });
    return parsed?.isValid() ? parsed.number : null;
  }
  if (!defaultCountry || !/^\d{4,17}$/.test(compact)) return null;
  const parsed = parsePhoneNumberFromString(compact, {
    defaultCountry: defaultCountry.toUpperCase() as CountryCode,
    extract: false,
  });
  return parsed?.isValid() ? parsed.number : null;
}

export function checkPhone(
  raw: string | null | undefined,
  defaultCountry?: string | null,
): string | null | Problem {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  const number = toE164(value, defaultCountry);
  if (number) return number;
  if (WELL_FORMED_E164.test(compactPhone(value))) {
    return problem(
      'PHONE_INVALID',
      message('Phone {{value}} is well-formed (E.164) but not in an allocated range.', {
        value: quoted(value),
      }),
    );
  }
  return problem(
    'PHONE_INVALID',
    defaultCountry
      ? message(
          'Phone {{value}} is not a valid number of {{country}} or in international form (+44 20 7946 0958).',
          { value: quoted(value), country: defaultCountry.toUpperCase() },
        )
      : message('Phone {{value}} is not a valid international number, such as +44 20 7946 0958.', {
          value: quoted(value),
        }),
  );
}

export function checkAttributeKey(raw: string): string | Problem {
  const key = raw.trim();
  if (!ATTRIBUTE_KEY_PATTERN.test(key)) {
    return problem(
      'ATTRIBUTE_KEY_INVALID',
      message(
        'Attribute name {{name}} must be 1 to 64 letters, digits, spaces, _ . or -, starting with a letter or digit.',
        { name: quoted(key) },
      ),
    );
  }
  return key;
}

export function checkAttributeValue(key: string, raw: string | null | undefined): string | null | Problem {
  return checkText(raw, message('Attribute {{name}}', { name: quoted(key) }), CONTACT_LIMITS.attributeValue);
}
