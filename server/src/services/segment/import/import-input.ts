import { z } from 'zod';
import type { ContactImportMapping } from '../../../db/schema';
import { badUserInput } from '../../../errors/app-errors';
import type { CreateContactImportInput } from '../../../generated/resolvers-types';
import { message } from '../../../i18n/message';
import { validationMessage } from '../../../i18n/validation-messages';
import { CONTACT_LIMITS, checkAttributeKey, isCountryCode, isProblem } from '../../contact/contact-fields';
import { fieldLabel } from '../../validation/fields';
import { parseInput } from '../../validation/parse-input';

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export const COLUMN_MAX = 200;

const columnRequired = (label: string) =>
  validationMessage('{{label}} column is required.', { label: fieldLabel(label) });
const columnTooLong = (label: string) =>
  validationMessage('{{label}} column must be at most {{max}} characters.', {
    label: fieldLabel(label),
    max: COLUMN_MAX,
  });

const column = (label: string) =>
  z
    .string({ error: columnRequired(label) })
    .trim()
    .min(1, { error: columnRequired(label) })
    .max(COLUMN_MAX, { error: columnTooLong(label) });

const optionalColumn = (label: string) =>
  z
    .string()
    .trim()
    .max(COLUMN_MAX, { error: columnTooLong(label) })
    .transform((value) => (value === '' ? null : value))
    .nullish();

const inputSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, { error: 'File name is required.' })
    .max(255, { error: 'File name must be at most 255 characters.' }),
  delimiter: z.enum(DELIMITERS, {
    error: 'Delimiter must be a comma, a semicolon, a tab or a vertical bar.',
  }),
  defaultCountry: z
    .string()
    .trim()
    .refine((value) => value === '' || isCountryCode(value), {
      error: 'Default country must be a two-letter ISO 3166-1 code, such as GB.',
    })
    .transform((value) => (value === '' ? null : value.toUpperCase()))
    .nullish(),
  mapping: z.object({
    email: column('E-mail'),
    name: optionalColumn('Name'),
    phoneNumber: optionalColumn('Phone'),
    externalId: optionalColumn('External id'),
    attributes: z
      .array(z.object({ column: column('Attribute'), key: z.string().trim().nullish() }))
      .max(CONTACT_LIMITS.attributes, {
        error: validationMessage('At most {{max}} attribute columns.', { max: CONTACT_LIMITS.attributes }),
      })
      .nullish(),
  }),
});

export interface ImportSettings {
  fileName: string;
  delimiter: (typeof DELIMITERS)[number];
  defaultCountry: string | null;
  mapping: ContactImportMapping;
}

/** The file's settings; the target segment is checked against the database by the caller. */
export function parseImportSettings(input: CreateContactImportInput): ImportSettings {
  const parsed = parseInput(inputSchema, input, 'input');
  const attributes = (parsed.mapping.attributes ?? []).map((attribute, index) => {
    const key = checkAttributeKey(attribute.key || attribute.column);
    if (isProblem(key)) throw badUserInput(key.text, `input.mapping.attributes.${index}.key`);
    return { column: attribute.column, key };
  });
  const mapping: ContactImportMapping = {
    email: parsed.mapping.email,
    name: parsed.mapping.name ?? null,
    phoneNumber: parsed.mapping.phoneNumber ?? null,
    externalId: parsed.mapping.externalId ?? null,
    attributes,
  };
  const columns = [
    mapping.email,
    mapping.name,
    mapping.phoneNumber,
    mapping.externalId,
    ...attributes.map((a) => a.column),
  ].filter((name): name is string => Boolean(name));
  const repeated = columns.find((name, index) => columns.indexOf(name) !== index);
  if (repeated !== undefined) {
    throw badUserInput(
      message('The column "{{column}}" is mapped twice: map each column once.', { column: repeated }),
      'input.mapping',
    );
  }
  const keys = attributes.map((attribute) => attribute.key);
  const repeatedKey = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeatedKey !== undefined) {
    throw badUserInput(
      message('Two columns are kept as the attribute "{{key}}".', { key: repeatedKey }),
      'input.mapping.attributes',
    );
  }
  return {
    fileName: parsed.fileName,
    delimiter: parsed.delimiter,
    defaultCountry: parsed.defaultCountry ?? null,
    mapping,
  };
}
