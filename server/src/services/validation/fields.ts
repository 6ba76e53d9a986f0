import { EMAIL_ADDRESS_MAX, isEmailAddress, normaliseEmailAddress } from '@hearback/input-rules';
import { z } from 'zod';
import { type Message, message } from '../../i18n/message';
import { validationMessage } from '../../i18n/validation-messages';
import { ISO_COUNTRY_CODES } from './countries';

/** Lenient UUID shape: anything else cannot name a row, and must not reach a uuid column. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

export const NAME_MAX = 120;
export const URL_MAX = 2048;
export const SEARCH_MAX = 200;

/**
 * A field's label inside a validation message ("Name is required."): a text of its own, so it is
 * said in the reader's language like the sentence around it.
 */
export const fieldLabel = (label: string | Message): Message =>
  typeof label === 'string' ? message(label) : label;

export const requiredMessage = (label: string): string =>
  validationMessage('{{label}} is required.', { label: fieldLabel(label) });

export const tooLongMessage = (label: string, max: number): string =>
  validationMessage('{{label}} must be at most {{max}} characters.', { label: fieldLabel(label), max });

export const trueOrFalseMessage = (label: string): string =>
  validationMessage('{{label}} must be true or false.', { label: fieldLabel(label) });

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, { error: requiredMessage(label) })
    .max(max, { error: tooLongMessage(label, max) });

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
    .max(URL_MAX, { error: tooLongMessage(label, URL_MAX) })
    .refine((value) => value === '' || isHttpUrl(value), {
      error: validationMessage('{{label}} must be a valid http or https address.', {
        label: fieldLabel(label),
      }),
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
  z.string({ error: requiredMessage(label) }).regex(UUID_PATTERN, {
    error: validationMessage('{{label}} does not exist.', { label: fieldLabel(label) }),
  });

export const searchText = z
  .string()
  .trim()
  .max(SEARCH_MAX, {
    error: validationMessage('Search must be at most {{max}} characters.', { max: SEARCH_MAX }),
  })
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
    .string({ error: requiredMessage(label) })
    .trim()
    .max(EMAIL_MAX, { error: tooLongMessage(label, EMAIL_MAX) })
    .refine(isEmailAddress, {
      error: validationMessage('{{label}} must be a valid e-mail address, such as ann@example.com.', {
        label: fieldLabel(label),
      }),
    })
    .transform(normaliseEmailAddress);
