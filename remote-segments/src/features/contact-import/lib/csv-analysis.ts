import Papa from 'papaparse';
import { segmentsText } from '../../../i18n/translations';
import type { ColumnMapping, CsvCheck, CsvSample, ImportSettings, RowIssue } from './import-settings';
import { MAX_LISTED_ISSUES } from './import-settings';
import {
  checkEmail,
  checkPhone,
  checkText,
  isRowProblem,
  LIMITS,
  type RowProblem,
  shortened,
} from './row-checks';

/** Bytes parsed between two pauses that let the page paint and answer (about 20 ms of work). */
export const SLICE_BYTES = 256 * 1024;

/** Rows shown under the column choices. */
export const SAMPLE_ROWS = 5;

/** The delimiters the server takes; papaparse guesses among them. */
const DELIMITERS = [',', ';', '\t', '|'];

/** papaparse's quoting errors in the server's sentences; its other errors in its own words. */
function quoteProblem(error: Papa.ParseError): string {
  switch (error.code) {
    case 'MissingQuotes':
      return segmentsText('A quoted value is never closed, so the rest of the file was read into this row.');
    case 'InvalidQuotes':
      return segmentsText('A quoted value has a stray quote; a quote inside quotes is written "".');
    default:
      return error.message;
  }
}

/** The header, the delimiter and the first rows: what choosing the columns needs. */
export function sampleCsv(file: Blob | string): Promise<CsvSample> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file as File, {
      preview: SAMPLE_ROWS + 1,
      delimitersToGuess: DELIMITERS,
      skipEmptyLines: 'greedy',
      complete: (results) => {
        const [header, ...rows] = results.data;
        if (!header || header.every((name) => name.trim() === '')) {
          reject(
            new Error(
              segmentsText('The file is empty: it needs a header row and at least one row of contacts.'),
            ),
          );
          return;
        }
        const delimiter = DELIMITERS.includes(results.meta.delimiter) ? results.meta.delimiter : ',';
        resolve({ delimiter, header: header.map((name) => name.trim()), rows });
      },
      error: (error: Error) => reject(error),
    });
  });
}

/** Reads rows as the server's import does: same checks, same sentences, first occurrence wins. */
export class RowChecker {
  private readonly index: Record<'email' | 'name' | 'phoneNumber' | 'externalId', number>;
  private readonly attributeIndexes: { key: string; index: number }[];
  private readonly emails = new Map<string, number>();
  private readonly externalIds = new Map<string, number>();

  constructor(
    private readonly header: string[],
    mapping: ColumnMapping,
    private readonly defaultCountry: string | null,
  ) {
    const at = (column: string | null) => (column ? header.indexOf(column) : -1);
    this.index = {
      email: at(mapping.email),
      name: at(mapping.name),
      phoneNumber: at(mapping.phoneNumber),
      externalId: at(mapping.externalId),
    };
    this.attributeIndexes = mapping.attributes.map(({ column, key }) => ({ key, index: at(column) }));
  }

  /**
   * The row's problem, or null when the import will take it as it is. A PHONE_DROPPED problem is
   * a warning: the import takes the row without its phone number.
   */
  check(values: string[], rowNumber: number): RowProblem | null {
    if (values.length > this.header.length) {
      return {
        code: 'TOO_MANY_VALUES',
        reason: segmentsText('The row has {{values}} values but the header has {{count}} columns.', {
          values: values.length,
          count: this.header.length,
        }),
      };
    }
    const cell = (index: number) => (index >= 0 ? (values[index] ?? '') : '');
    const email = checkEmail(cell(this.index.email));
    if (isRowProblem(email)) return email;
    const name = checkText(cell(this.index.name), LIMITS.name, (max) =>
      segmentsText('Name must be at most {{max}} characters.', { max }),
    );
    if (isRowProblem(name)) return name;
    const phone = checkPhone(cell(this.index.phoneNumber), this.defaultCountry);
    const externalId = checkText(cell(this.index.externalId), LIMITS.externalId, (max) =>
      segmentsText('External id must be at most {{max}} characters.', { max }),
    );
    if (isRowProblem(externalId)) return externalId;
    for (const { key, index } of this.attributeIndexes) {
      const value = checkText(cell(index), LIMITS.attributeValue, (max) =>
        segmentsText('Attribute "{{key}}" must be at most {{max}} characters.', { key: shortened(key), max }),
      );
      if (isRowProblem(value)) return value;
    }
    const emailRow = this.emails.get(email);
    if (emailRow !== undefined) {
      return {
        code: 'DUPLICATE_EMAIL',
        reason: segmentsText('E-mail "{{value}}" is already in row {{row}}.', {
          value: shortened(email),
          row: emailRow,
        }),
      };
    }
    if (externalId !== null) {
      const externalRow = this.externalIds.get(externalId);
      if (externalRow !== undefined) {
        return {
          code: 'DUPLICATE_EXTERNAL_ID',
          reason: segmentsText('External id "{{value}}" is already in row {{row}}.', {
            value: shortened(externalId),
            row: externalRow,
          }),
        };
      }
      this.externalIds.set(externalId, rowNumber);
    }
    this.emails.set(email, rowNumber);
    if (isRowProblem(phone)) {
      return {
        code: 'PHONE_DROPPED',
        reason: `${phone.reason} ${segmentsText('The contact will be imported without it.')}`,
      };
    }
    return null;
  }
}

/**
 * Checks every row of the file, a slice at a time (papaparse streams a File), pausing after each
 * slice so the page stays responsive, and reports how far it got through `onProgress` (0 to 1).
 */
export function checkCsv(
  file: Blob | string,
  settings: ImportSettings,
  header: string[],
  onProgress: (fraction: number) => void = () => {},
): Promise<CsvCheck> {
  const checker = new RowChecker(header, settings.mapping, settings.defaultCountry);
  const size = typeof file === 'string' ? file.length : file.size;
  const result: CsvCheck = {
    totalRows: 0,
    validRows: 0,
    invalidRows: 0,
    duplicateRows: 0,
    withoutPhoneRows: 0,
    issues: [],
  };
  let rowNumber = 0;
  let headerSeen = false;
  const note = (issue: RowIssue) => {
    if (issue.code === 'PHONE_DROPPED') {
      result.validRows += 1;
      result.withoutPhoneRows += 1;
    } else if (issue.code.startsWith('DUPLICATE')) result.duplicateRows += 1;
    else result.invalidRows += 1;
    if (result.issues.length < MAX_LISTED_ISSUES) result.issues.push(issue);
  };
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file as File, {
      delimiter: settings.delimiter,
      chunkSize: SLICE_BYTES,
      chunk: (chunk, parser) => {
        const quoteProblems = new Map<number, string>();
        for (const error of chunk.errors) {
          if (error.row !== undefined && !quoteProblems.has(error.row)) {
            quoteProblems.set(error.row, quoteProblem(error));
          }
        }
        chunk.data.forEach((values, index) => {
          rowNumber += 1;
          const quotes = quoteProblems.get(index);
          // Blank lines count in row numbers but are no rows; the first other line is the header.
          if (values.length === 1 && values[0]!.trim() === '' && !quotes) return;
          if (!headerSeen) {
            headerSeen = true;
            return;
          }
          result.totalRows += 1;
          const problem = quotes ? { code: 'QUOTES', reason: quotes } : checker.check(values, rowNumber);
          if (problem) note({ rowNumber, code: problem.code, reason: problem.reason, values });
          else result.validRows += 1;
        });
        onProgress(size > 0 ? Math.min(1, chunk.meta.cursor / size) : 1);
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve(result),
      error: (error: Error) => reject(error),
    });
  });
}
