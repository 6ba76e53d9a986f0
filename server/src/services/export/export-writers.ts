import { type EventEmitter, once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormatValue } from '../../db/schema';
import type { ExportRow, ExportValue } from './export-columns';

/** Writes rows to one file as they come; memory stays flat whatever the number of rows. */
export interface ExportWriter {
  write(row: ExportRow): Promise<void>;
  /** Finishes the file (closing brackets, the XLSX zip directory) and closes it. */
  end(): Promise<void>;
  /** Gives up: closes the file without finishing it (the caller deletes it). */
  abort(): void;
}

export const EXPORT_FILES: Record<ExportFormatValue, { extension: string; contentType: string }> = {
  Csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  Json: { extension: 'json', contentType: 'application/json' },
  Xlsx: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such text
 * gets a leading apostrophe, which spreadsheets show as text and do not display. Numbers are
 * written as numbers and never touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * The first error of any of a writer's streams (a full disk, a file closed under it). Every stream
 * gets a listener at once, so an error is the writer's failure and never an unhandled 'error'
 * event that stops the process; writes after it fail with it instead of going on into nothing.
 */
function failureOf(...streams: EventEmitter[]) {
  let failure: Error | null = null;
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  for (const stream of streams) {
    stream.on('error', (error: Error) => {
      failure ??= error;
      fail(failure);
    });
  }
  return {
    /** Throws the failure, if there was one. */
    check(): void {
      if (failure) throw failure;
    },
    /** `work`, unless a stream fails first. */
    race<T>(work: Promise<T>): Promise<T> {
      work.catch(() => {});
      return Promise.race([work, failed]);
    },
  };
}

/** Resolves when `stream` takes more after asking the writer to pause (backpressure). */
const drainOf = (stream: EventEmitter) => once(stream, 'drain').then(() => undefined);

function csvWriter(file: string, columns: readonly string[]): ExportWriter {
  const output = createWriteStream(file);
  // RFC 4180: quotes where needed, CRLF, a header row; a BOM so spreadsheets read UTF-8.
  const csv = stringify({ header: true, columns: [...columns], bom: true, record_delimiter: 'windows' });
  const streams = failureOf(csv, output);
  csv.pipe(output);
  const cell = (value: ExportValue) =>
    value === null ? '' : typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return {
    async write(row) {
      streams.check();
      if (!csv.write(row.map(cell))) await streams.race(drainOf(csv));
    },
    async end() {
      streams.check();
      csv.end();
      await streams.race(finished(output));
    },
    abort() {
      csv.destroy();
      output.destroy();
    },
  };
}

function jsonWriter(file: string, columns: readonly string[]): ExportWriter {
  const output = createWriteStream(file);
  const streams = failureOf(output);
  let first = true;
  return {
    async write(row) {
      streams.check();
      const record: Record<string, ExportValue> = {};
      columns.forEach((column, index) => {
        record[column] = row[index] ?? null;
      });
      if (!output.write(`${first ? '[\n' : ',\n'}${JSON.stringify(record)}`)) {
        await streams.race(drainOf(output));
      }
      first = false;
    },
    async end() {
      streams.check();
      output.end(first ? '[]\n' : '\n]\n');
      await streams.race(finished(output));
    },
    abort() {
      output.destroy();
    },
  };
}

/**
 * exceljs's in-memory stream of a worksheet's XML and what it hands the XML on to: the zip's
 * input, a PassThrough of the `readable-stream` package, whose state has no public getter.
 */
interface SheetStream {
  pipes?: (EventEmitter & { _writableState?: { needDrain?: boolean } })[];
}

function xlsxWriter(file: string, columns: readonly string[]): ExportWriter {
  const output = createWriteStream(file);
  const streams = failureOf(output);
  // The streaming writer commits each row to the zip as it goes; shared strings and styles would
  // keep a table of every distinct value in memory, so neither is used.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export');
  sheet.addRow([...columns]).commit();
  // exceljs (4.4) writes the sheet's XML into the zip's input without waiting for it to be taken,
  // so when rows come faster than they compress the XML piles up in memory (1.5 GB more RSS for
  // a million rows written in a tight loop). Waiting for that input to drain, as for the file,
  // keeps memory flat (bench/export.mjs).
  const zipInput = () => (sheet as unknown as { stream: SheetStream }).stream.pipes?.[0];
  return {
    async write(row) {
      streams.check();
      sheet.addRow(row).commit();
      const input = zipInput();
      if (input?._writableState?.needDrain) await streams.race(drainOf(input));
      if (output.writableNeedDrain) await streams.race(drainOf(output));
    },
    async end() {
      streams.check();
      sheet.commit();
      await streams.race(workbook.commit());
      await streams.race(finished(output));
    },
    abort() {
      output.destroy();
    },
  };
}

export function exportWriter(
  format: ExportFormatValue,
  file: string,
  columns: readonly string[],
): ExportWriter {
  if (format === 'Csv') return csvWriter(file, columns);
  if (format === 'Json') return jsonWriter(file, columns);
  return xlsxWriter(file, columns);
}
