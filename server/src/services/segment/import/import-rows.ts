import type { ContactAttributeMap, ContactImportMapping } from '../../../db/schema';
import {
  CONTACT_LIMITS,
  type ContactProblemCode,
  checkAttributeValue,
  checkEmail,
  checkName,
  checkPhone,
  checkText,
  isProblem,
  type Problem,
  quoted,
} from '../../contact/contact-fields';
import type { ContactValues } from '../../contact/upsert-contacts';
import type { CsvRecord } from './csv-records';

/** Why a row was refused (a phone number never refuses one: see WarningCode). */
export type RejectionCode =
  | Exclude<ContactProblemCode, 'ATTRIBUTE_KEY_INVALID' | 'PHONE_INVALID'>
  | 'QUOTES'
  | 'TOO_MANY_VALUES'
  | 'DUPLICATE_EMAIL'
  | 'DUPLICATE_EXTERNAL_ID'
  | 'EXTERNAL_ID_TAKEN';

/** How an imported row was changed: its phone number was not valid and was left out. */
export type WarningCode = 'PHONE_DROPPED';

export interface Rejection {
  rowNumber: number;
  code: RejectionCode;
  reason: string;
  values: string[];
}

/** An imported row that was changed, with why; the rejections file lists it beside the refused ones. */
export interface Warning {
  rowNumber: number;
  code: WarningCode;
  reason: string;
  values: string[];
}

export interface AcceptedRow {
  rowNumber: number;
  values: string[];
  contact: ContactValues;
  warning?: Warning;
}

/** A file whose header does not fit the mapping: nothing of it can be imported. */
export class HeaderProblem extends Error {}

/**
 * Turns the records after the header into contacts or reasoned rejections, with the checks a
 * form applies to each field, and refuses a second row with the same e-mail or external id (the
 * first one wins, even when the database refuses it later because another contact holds its
 * external id: the file is read ahead of the writes). Remembers each e-mail and external id it
 * accepted with its row number: the only memory that grows with the file (tens of bytes a row).
 */
export class ImportRowReader {
  private readonly index: { email: number; name: number; phoneNumber: number; externalId: number };
  private readonly attributeIndexes: { key: string; index: number }[];
  private readonly emails = new Map<string, number>();
  private readonly externalIds = new Map<string, number>();

  constructor(
    readonly header: string[],
    mapping: ContactImportMapping,
    private readonly defaultCountry: string | null,
  ) {
    const names = header.map((name) => name.trim());
    const find = (column: string | null | undefined): number => {
      if (!column) return -1;
      const at = names.indexOf(column);
      if (at < 0) {
        throw new HeaderProblem(
          `The file has no column "${column}" (its columns: ${names.map((name) => `"${name}"`).join(', ')}).`,
        );
      }
      if (names.indexOf(column, at + 1) >= 0) {
        throw new HeaderProblem(`The column "${column}" appears twice in the file's header.`);
      }
      return at;
    };
    this.index = {
      email: find(mapping.email),
      name: find(mapping.name),
      phoneNumber: find(mapping.phoneNumber),
      externalId: find(mapping.externalId),
    };
    this.attributeIndexes = mapping.attributes.map(({ column, key }) => ({ key, index: find(column) }));
  }

  read(record: CsvRecord): AcceptedRow | Rejection {
    const { rowNumber, values } = record;
    const reject = (code: RejectionCode, reason: string): Rejection => ({ rowNumber, code, reason, values });
    // Values of a row never hold an attribute key, so its problems are of the field kinds only.
    const refused = (problem: Problem) => reject(problem.code as RejectionCode, problem.message);
    if (record.problem) return reject('QUOTES', record.problem);
    if (values.length > this.header.length) {
      return reject(
        'TOO_MANY_VALUES',
        `The row has ${values.length} values but the header has ${this.header.length} columns.`,
      );
    }
    // A short row (trailing empty cells left out) reads its missing cells as blank.
    const cell = (index: number) => (index >= 0 ? (values[index] ?? '') : '');

    const email = checkEmail(cell(this.index.email));
    if (isProblem(email)) return refused(email);
    const name = checkName(cell(this.index.name));
    if (isProblem(name)) return refused(name);
    // A phone number that is not a valid one costs the contact only that number (CRM exports
    // hold many): the row is imported without it, and the rejections file says so.
    const phone = checkPhone(cell(this.index.phoneNumber), this.defaultCountry);
    const phoneNumber = isProblem(phone) ? null : phone;
    const externalId = checkText(cell(this.index.externalId), 'External id', CONTACT_LIMITS.externalId);
    if (isProblem(externalId)) return refused(externalId);
    const attributes: ContactAttributeMap = {};
    for (const { key, index } of this.attributeIndexes) {
      const value = checkAttributeValue(key, cell(index));
      if (isProblem(value)) return refused(value);
      if (value !== null) attributes[key] = value;
    }

    const emailRow = this.emails.get(email);
    if (emailRow !== undefined) {
      return reject('DUPLICATE_EMAIL', `E-mail ${quoted(email)} is already in row ${emailRow}.`);
    }
    if (externalId !== null) {
      const externalRow = this.externalIds.get(externalId);
      if (externalRow !== undefined) {
        return reject(
          'DUPLICATE_EXTERNAL_ID',
          `External id ${quoted(externalId)} is already in row ${externalRow}.`,
        );
      }
      this.externalIds.set(externalId, rowNumber);
    }
    this.emails.set(email, rowNumber);
    const accepted: AcceptedRow = {
      rowNumber,
      values,
      contact: { email, name, phoneNumber, externalId, attributes },
    };
    if (isProblem(phone)) {
      accepted.warning = {
        rowNumber,
        code: 'PHONE_DROPPED',
        reason: `${phone.message} The contact was imported without it.`,
        values,
      };
    }
    return accepted;
  }
}

export const isRejection = (row: AcceptedRow | Rejection): row is Rejection => 'code' in row;
