import { z } from 'zod';
import type { ContactImportMapping } from '../../../db/schema';
import { badUserInput } from '../../../errors/app-errors';
import type { CreateContactImportInput } from '../../../generated/resolvers-types';
import { CONTACT_LIMITS, checkAttributeKey, isCountryCode, isProblem } from '../../contact/contact-fields';
import { parseInput } from '../../validation/parse-input';

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export const COLUMN_MAX = 200;

const column = (label: string) =>
  z
    .string({ error: `${label} column is required.` })
    .trim()
    .min(1, { error: `${label} column is required.` })
    .max(COLUMN_MAX, { error: `${label} column must be at most ${COLUMN_MAX} characters.` });

const optionalColumn = (label: string) =>
  z
    .string()
    .trim()
    .max(COLUMN_MAX, { error: `${label} column must be at most ${COLUMN_MAX} characters.` })
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
      .max(CONTACT_LIMITS.attributes, { error: `At most ${CONTACT_LIMITS.attributes} attribute columns.` })
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
    if (isProblem(key)) throw badUserInput(key.message, `input.mapping.attributes.${index}.key`);
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
    throw badUserInput(`The column "${repeated}" is mapped twice: map each column once.`, 'input.mapping');
  }
  const keys = attributes.map((attribute) => attribute.key);
  const repeatedKey = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeatedKey !== undefined) {
    throw badUserInput(`Two columns are kept as the attribute "${repeatedKey}".`, 'input.mapping.attributes');
  }
  return {
    fileName: parsed.fileName,
    delimiter: parsed.delimiter,
    defaultCountry: parsed.defaultCountry ?? null,
    mapping,
  };
}
