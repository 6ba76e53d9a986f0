/** Which column feeds which contact field (by header), as createContactImport takes it. */
export interface ColumnMapping {
  email: string;
  name: string | null;
  phoneNumber: string | null;
  externalId: string | null;
  attributes: { column: string; key: string }[];
}

export interface ImportSettings {
  delimiter: string;
  mapping: ColumnMapping;
  /** ISO 3166-1 alpha-2, for phone numbers written without a country code. */
  defaultCountry: string | null;
}

/** The first rows of a file, for choosing the columns. */
export interface CsvSample {
  delimiter: string;
  header: string[];
  rows: string[][];
}

export interface RowIssue {
  rowNumber: number;
  code: string;
  reason: string;
  values: string[];
}

/** What the preview found in the whole file. */
export interface CsvCheck {
  totalRows: number;
  validRows: number;
  /** Rows refused for a bad value (e-mail, length, quoting, too many values). */
  invalidRows: number;
  /** Rows refused because an earlier row has the same e-mail or external id. */
  duplicateRows: number;
  /** Rows imported without their phone number, which is not a valid one (counted in validRows). */
  withoutPhoneRows: number;
  /** The first problems, in file order. */
  issues: RowIssue[];
}

export const MAX_LISTED_ISSUES = 200;

const GUESSES: [keyof Omit<ColumnMapping, 'attributes'>, RegExp][] = [
  ['email', /^(e-?mail|mail)(\s*address)?$/i],
  ['name', /^((full|contact)\s*)?name$/i],
  ['phoneNumber', /phone|mobile|^tel/i],
  ['externalId', /^(user|customer|external|contact)[\s_-]*id$|^id$/i],
];

/** A first mapping from the header's names: the usual names for each field, the rest as attributes. */
export function guessMapping(header: string[]): ColumnMapping {
  const names = header.map((name) => name.trim());
  const pick = (pattern: RegExp) => names.find((name) => pattern.test(name)) ?? null;
  const mapping: ColumnMapping = {
    email: '',
    name: null,
    phoneNumber: null,
    externalId: null,
    attributes: [],
  };
  for (const [field, pattern] of GUESSES) {
    const found = pick(pattern);
    if (field === 'email') mapping.email = found ?? '';
    else mapping[field] = found;
  }
  const used = new Set([mapping.email, mapping.name, mapping.phoneNumber, mapping.externalId]);
  mapping.attributes = names
    .filter((name, index) => name && !used.has(name) && names.indexOf(name) === index)
    .map((name) => ({ column: name, key: attributeKey(name) }));
  return mapping;
}

/** An attribute's key from a column's header, in the server's key alphabet. */
export function attributeKey(column: string): string {
  const key = column
    .trim()
    .replace(/[^\p{L}\p{N} _.-]/gu, '_')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, 64);
  return key || 'attribute';
}
