import { EMAIL_ADDRESS_MAX, isEmailAddress, normaliseEmailAddress } from '@hearback/input-rules';
import { z } from 'zod';
import { ISO_COUNTRY_CODES } from './countries';

/** Lenient UUID shape: anything else cannot name a row, and must not reach a uuid column. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

export const NAME_MAX = 120;
export const URL_MAX = 2048;
export const SEARCH_MAX = 200;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/**
 * An instant PostgreSQL takes in the ISO form it is sent in: JavaScript writes the year 0 as
 * "0000" and years past 9999 as "+010000", and PostgreSQL refuses both.
 */
export const isStorableInstant = (date: Date): boolean => {
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999;
};

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** An optional http(s) address; blank means none. */
export const optionalHttpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX, { error: `${label} must be at most ${URL_MAX} characters.` })
    .refine((value) => value === '' || isHttpUrl(value), {
      error: `${label} must be a valid http or https address.`,
    })
    .transform((value) => (value === '' ? null : value))
    .nullish();

/** ISO 3166-1 alpha-2, stored upper-case; blank means none. */
export const optionalCountry = z
  .string()
  .trim()
  .refine((value) => value === '' || ISO_COUNTRY_CODES.has(value.toUpperCase()), {
    error: 'Country must be a two-letter ISO 3166-1 code, such as GB.',
  })
  .transform((value) => (value === '' ? null : value.toUpperCase()))
  .nullish();

/** An id that must exist; a malformed one cannot, so it gets the same message. */
export const entityId = (label: string) =>
  z.string({ error: `${label} is required.` }).regex(UUID_PATTERN, { error: `${label} does not exist.` });

export const searchText = z
  .string()
  .trim()
  .max(SEARCH_MAX, { error: `Search must be at most ${SEARCH_MAX} characters.` })
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const EMAIL_MAX = EMAIL_ADDRESS_MAX;

/**
 * An e-mail address by the one rule the dashboard and the widget check too (internationalised
 * addresses are valid), stored composed and lower-case.
 */
export const emailAddress = (label = 'E-mail') =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(EMAIL_MAX, { error: `${label} must be at most ${EMAIL_MAX} characters.` })
    .refine(isEmailAddress, { error: `${label} must be a valid e-mail address, such as ann@example.com.` })
    .transform(normaliseEmailAddress);
