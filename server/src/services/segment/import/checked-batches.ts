import type { ContactImportMapping } from '../../../db/schema';
import { csvRecords } from './csv-records';
import { type AcceptedRow, ImportRowReader, isRejection, type Rejection, type Warning } from './import-rows';
import { pgArray } from './pg-array';

/** What reading an import's file needs; plain data, so a worker thread can be given it. */
export interface ReadSettings {
  delimiter: string;
  /** The file's header, as startContactImport read and checked it. */
  header: string[];
  mapping: ContactImportMapping;
  defaultCountry: string | null;
  /** A batch ends once it holds this many accepted rows, or this many rejected ones. */
  batchRows: number;
}

/** Accepted rows as the write statement takes them: one array literal per column (pgArray). */
export interface AcceptedColumns {
  count: number;
  emails: string;
  names: string;
  phoneNumbers: string;
  externalIds: string;
  /** JSON objects, NULL for a row without attributes. */
  attributes: string;
  /** The rows themselves, only needed when some must be taken out again (rare). */
  rows(): AcceptedRow[];
}

/** Rejected (or changed) rows as contact_import_rejections takes them: one array literal per column. */
export interface RejectedColumns {
  count: number;
  rowNumbers: string;
  codes: string;
  reasons: string;
  /** Each row's values as a JSON array. */
  values: string;
}

/** The next rows of the file, checked; counts are of the whole file so far. */
export interface CheckedBatch {
  rowsRead: number;
  bytesRead: number;
  accepted: AcceptedColumns;
  rejected: RejectedColumns;
  /** The accepted rows that were changed (warnings), for the rejections file. */
  warned: RejectedColumns;
}

export function acceptedColumns(rows: readonly AcceptedRow[]): AcceptedColumns {
  const column = (pick: (row: AcceptedRow) => string | null) => pgArray(rows.map(pick));
  return {
    count: rows.length,
    emails: column((row) => row.contact.email),
    names: column((row) => row.contact.name),
    phoneNumbers: column((row) => row.contact.phoneNumber),
    externalIds: column((row) => row.contact.externalId),
    attributes: column((row) =>
      Object.keys(row.contact.attributes).length > 0 ? JSON.stringify(row.contact.attributes) : null,
    ),
    rows: () => [...rows],
  };
}

export function rejectedColumns(rows: readonly (Rejection | Warning)[]): RejectedColumns {
  return {
    count: rows.length,
    rowNumbers: pgArray(rows.map((row) => row.rowNumber)),
    codes: pgArray(rows.map((row) => row.code)),
    reasons: pgArray(rows.map((row) => row.reason)),
    values: pgArray(rows.map((row) => JSON.stringify(row.values))),
  };
}

/** The warnings of accepted rows, as contact_import_rejections takes them. */
export function warnedColumns(rows: readonly AcceptedRow[]): RejectedColumns {
  return rejectedColumns(rows.flatMap((row) => (row.warning ? [row.warning] : [])));
}

/**
 * The file's rows after the header, checked (ImportRowReader) and gathered into batches ready
 * for the database. Reads a chunk at a time and never more than one batch ahead of its consumer,
 * so memory stays flat whatever the file's size.
 */
export async function* checkedBatches(
  chunks: AsyncIterable<Uint8Array>,
  settings: ReadSettings,
): AsyncGenerator<CheckedBatch> {
  const reader = new ImportRowReader(settings.header, settings.mapping, settings.defaultCountry);
  let bytesRead = 0;
  const counted = (async function* () {
    for await (const chunk of chunks) {
      bytesRead += chunk.length;
      yield chunk;
    }
  })();
  let rowsRead = 0;
  let accepted: AcceptedRow[] = [];
  let rejected: Rejection[] = [];
  const batch = (): CheckedBatch => {
    const done = {
      rowsRead,
      bytesRead,
      accepted: acceptedColumns(accepted),
      rejected: rejectedColumns(rejected),
      warned: warnedColumns(accepted),
    };
    accepted = [];
    rejected = [];
    return done;
  };

  let headerSkipped = false;
  for await (const records of csvRecords(counted, settings.delimiter)) {
    for (const record of records) {
      if (!headerSkipped) {
        headerSkipped = true;
        continue;
      }
      rowsRead += 1;
      const read = reader.read(record);
      if (isRejection(read)) rejected.push(read);
      else accepted.push(read);
      if (accepted.length >= settings.batchRows || rejected.length >= settings.batchRows) yield batch();
    }
  }
  if (accepted.length > 0 || rejected.length > 0) yield batch();
}
