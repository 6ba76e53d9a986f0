import { and, eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { databaseError, isUniqueViolation } from '../../../db/pg-error';
import { contactImports, segments } from '../../../db/schema';
import { conflict, forbidden } from '../../../errors/app-errors';
import type { Logger } from '../../../logger';
import { inOrganisation, type Member } from '../../access';
import { queryRows } from '../../contact/query-rows';
import { checkedBatchesInWorker, warmBatchReader } from './batch-reader-thread';
import {
  type AcceptedColumns,
  acceptedColumns,
  type CheckedBatch,
  checkedBatches,
  type ReadSettings,
  rejectedColumns,
  warnedColumns,
} from './checked-batches';
import { ContactIds } from './contact-ids';
import { csvRecords } from './csv-records';
import { holdImportLock, importTransactionGone } from './import-liveness';
import { type AcceptedRow, HeaderProblem, ImportRowReader, type Rejection } from './import-rows';
import { findImport, type ImportRow } from './load-import';
import { type ImportTarget, recordRejections, writeAcceptedRows } from './write-batch';

/** Rows per statement: large enough that round trips do not count, small enough to stay flat. */
export const IMPORT_BATCH_ROWS = 2_000;

/** The spooled file: read twice (the header first, then the whole import). */
export interface ImportFile {
  size: number;
  /** Where it is on disk, when it is: a large file is then read by a worker thread. */
  path?: string;
  open(): AsyncIterable<Uint8Array> & { destroy(): void };
}

export interface ImportProgress {
  rowsRead: number;
  bytesRead: number;
  totalBytes: number;
}

/** A reason the whole import is refused; the sentence is shown as it is. */
export class ImportFailure extends Error {}

export interface StartedImport {
  row: ImportRow;
  header: string[];
}

async function readHeader(file: ImportFile, delimiter: string): Promise<string[]> {
  const stream = file.open();
  try {
    for await (const records of csvRecords(stream, delimiter)) {
      const [first] = records;
      if (first) return first.values;
    }
  } finally {
    stream.destroy();
  }
  throw new HeaderProblem('The file is empty: it needs a header row and at least one row of contacts.');
}

/**
 * Claims a Pending import for its file (only the Admin who created it may send it, once) and
 * checks the file's header against the mapping. A bad header fails the import at once.
 */
export async function startContactImport(
  db: Database,
  admin: Member,
  importId: string,
  file: ImportFile,
): Promise<StartedImport> {
  const row = await inOrganisation(db, admin, async (tx) => {
    const found = await findImport(tx, admin, importId);
    if (found.createdBy !== admin.userId) {
      throw forbidden('Only the Admin who started this import can send its file.');
    }
    // A Pending import, or one whose server stopped during its run (nothing of it was kept): its
    // file may be sent again.
    const [claimed] = await tx
      .update(contactImports)
      .set({ status: 'Running', startedAt: new Date(), errorMessage: null })
      .where(
        and(
          eq(contactImports.organisationId, admin.organisationId),
          eq(contactImports.id, found.id),
          or(
            eq(contactImports.status, 'Pending'),
            and(eq(contactImports.status, 'Running'), importTransactionGone(found.id)),
          ),
        ),
      )
      .returning();
    if (!claimed) throw conflict('This import has already received its file. Start a new import.');
    return claimed;
  });
  if (readsInWorker(file)) warmBatchReader();
  try {
    const header = await readHeader(file, row.delimiter);
    // Checks the mapping against it; the reader of the run does the same again.
    new ImportRowReader(header, row.mapping, row.defaultCountry);
    return { row, header };
  } catch (error) {
    const message = error instanceof HeaderProblem ? error.message : 'The file could not be read.';
    await markFailed(db, admin, row.id, message);
    throw error instanceof HeaderProblem ? error : new HeaderProblem(message);
  }
}

async function markFailed(
  db: Database,
  admin: Member,
  importId: string,
  message: string,
): Promise<ImportRow> {
  const [row] = await inOrganisation(db, admin, (tx) =>
    tx
      .update(contactImports)
      .set({ status: 'Failed', errorMessage: message, finishedAt: new Date() })
      .where(and(eq(contactImports.organisationId, admin.organisationId), eq(contactImports.id, importId)))
      .returning(),
  );
  return row!;
}

/** The innermost message of an error chain (drizzle wraps the driver's error as its cause). */
function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current?.cause && depth < 5; depth += 1) current = current.cause as typeof current;
  return typeof current?.message === 'string' ? current.message : String(error);
}

/** Why a transaction that rolled back did, in words for the page. */
function failureMessage(error: unknown, row: ImportRow, logger: Logger): string {
  if (error instanceof ImportFailure || error instanceof HeaderProblem) return error.message;
  if (isUniqueViolation(error, 'segments_product_name_key')) {
    return `A segment named ${row.newSegmentName} was created meanwhile, so nothing was imported. Choose another name.`;
  }
  if (
    isUniqueViolation(error, 'contacts_product_email_key') ||
    isUniqueViolation(error, 'contacts_product_external_id_key')
  ) {
    return "This product's contacts were changed by someone else during the import, so nothing was imported. Import the file again.";
  }
  // Never the error itself: a failed statement carries the batch's e-mails as its parameters.
  const cause = databaseError(error);
  logger.error(
    { importId: row.id, sqlState: cause.code, constraint: cause.constraint, reason: rootMessage(error) },
    'Contact import failed',
  );
  return 'Something went wrong during the import, so nothing was imported. Import the file again.';
}

/**
 * Runs a started import in ONE transaction: creates the new segment (if any), reads the file a
 * chunk at a time (a large one in a worker thread), upserts the accepted rows and adds them to
 * the segment IMPORT_BATCH_ROWS at a time (one statement each), records the rejected rows with
 * their reasons, and ends Succeeded with the counts. Any failure rolls everything back (the
 * segment is as it was) and the import is recorded Failed with the reason. Answers the import as
 * it ended.
 */
export async function runContactImport(
  deps: { db: Database; logger: Logger },
  admin: Member,
  started: StartedImport,
  file: ImportFile,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportRow> {
  try {
    return await inOrganisation(deps.db, admin, (tx) => importRows(tx, admin, started, file, onProgress));
  } catch (error) {
    return markFailed(deps.db, admin, started.row.id, failureMessage(error, started.row, deps.logger));
  }
}

async function targetSegment(
  tx: Transaction,
  admin: Member,
  row: ImportRow,
): Promise<{ id: string; isNew: boolean }> {
  if (row.segmentId) {
    // Locked, so the segment cannot be deleted under the import.
    const [segment] = await tx
      .select({ id: segments.id })
      .from(segments)
      .where(
        and(
          eq(segments.organisationId, admin.organisationId),
          eq(segments.id, row.segmentId),
          eq(segments.kind, 'Static'),
        ),
      )
      .for('update');
    if (!segment)
      throw new ImportFailure('The segment was deleted before the import ran, so nothing was imported.');
    return { id: segment.id, isNew: false };
  }
  const [created] = await tx
    .insert(segments)
    .values({
      organisationId: admin.organisationId,
      productId: row.productId,
      name: row.newSegmentName ?? row.fileName,
      kind: 'Static',
    })
    .returning({ id: segments.id });
  return { id: created!.id, isNew: true };
}

/**
 * Files from this size on (about 15,000 rows) are read in a worker thread; below it, reading
 * takes less than starting one.
 */
export const READ_IN_WORKER_FROM_BYTES = 1_000_000;

const readsInWorker = (file: ImportFile): file is ImportFile & { path: string } =>
  file.path !== undefined && file.size >= READ_IN_WORKER_FROM_BYTES;

function checkedBatchesOf(file: ImportFile, settings: ReadSettings): AsyncGenerator<CheckedBatch> {
  if (readsInWorker(file)) return checkedBatchesInWorker(file.path, settings);
  return (async function* () {
    const stream = file.open();
    try {
      yield* checkedBatches(stream, settings);
    } finally {
      stream.destroy();
    }
  })();
}

async function importRows(
  tx: Transaction,
  admin: Member,
  { row, header }: StartedImport,
  file: ImportFile,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportRow> {
  // Held until the transaction ends, however it ends: readers tell a running import by it.
  await holdImportLock(tx, row.id);
  const segment = await targetSegment(tx, admin, row);
  const target: ImportTarget = {
    organisationId: admin.organisationId,
    productId: row.productId,
    importId: row.id,
    segmentId: segment.id,
    segmentIsNew: segment.isNew,
  };
  const contactIds = new ContactIds();
  const totals = { rows: 0, created: 0, updated: 0, rejected: 0, warned: 0 };

  /**
   * Writes one batch: contacts upserted into the segment, rejections and warnings kept. An
   * external id that another contact holds is rare, so the batch is first written as it is, in a
   * savepoint; only when the external ids' unique key refuses it are the batch's ids looked up (a
   * query whose cost grows with the product's contacts) and the batch written again without
   * those rows.
   */
  const write = async (batch: CheckedBatch) => {
    const upsert = (accepted: AcceptedColumns) =>
      tx.transaction((savepoint) =>
        writeAcceptedRows(savepoint, target, accepted, contactIds.literal(accepted.count)),
      );
    let outcome: Awaited<ReturnType<typeof writeAcceptedRows>>;
    let warned = batch.warned;
    try {
      outcome = await upsert(batch.accepted);
    } catch (error) {
      if (!isUniqueViolation(error, 'contacts_product_external_id_key')) throw error;
      const { kept, refused } = await withoutTakenIds(tx, row, batch.accepted.rows());
      outcome = await upsert(acceptedColumns(kept));
      await recordRejections(tx, target, rejectedColumns(refused));
      totals.rejected += refused.length;
      // A refused row is listed once, with the reason it was refused.
      warned = warnedColumns(kept);
    }
    totals.created += outcome.created;
    totals.updated += outcome.updated;
    await recordRejections(tx, target, batch.rejected);
    totals.rejected += batch.rejected.count;
    await recordRejections(tx, target, warned);
    totals.warned += warned.count;
  };

  // At most one batch is written while the next one is read and checked, on the other core (the
  // database's on PostgreSQL, a worker thread's for a large file). Memory stays at a few
  // batches whatever the file's size.
  let writing: Promise<void> = Promise.resolve();
  const batches = checkedBatchesOf(file, {
    delimiter: row.delimiter,
    header,
    mapping: row.mapping,
    defaultCountry: row.defaultCountry,
    batchRows: IMPORT_BATCH_ROWS,
  });
  try {
    for await (const batch of batches) {
      totals.rows = batch.rowsRead;
      onProgress({ rowsRead: batch.rowsRead, bytesRead: batch.bytesRead, totalBytes: file.size });
      await writing;
      writing = write(batch);
      // Awaited by the next batch or at the end; this only keeps Node from calling it unhandled.
      writing.catch(() => {});
    }
  } catch (error) {
    // The transaction may only end once the write under way has.
    await writing.catch(() => {});
    throw error;
  }
  await writing;
  if (totals.rows === 0) throw new ImportFailure('The file has a header but no rows of contacts.');

  const [done] = await tx
    .update(contactImports)
    .set({
      status: 'Succeeded',
      segmentId: segment.id,
      columns: header,
      totalRows: totals.rows,
      createdCount: totals.created,
      updatedCount: totals.updated,
      rejectedCount: totals.rejected,
      warningCount: totals.warned,
      finishedAt: new Date(),
    })
    .where(and(eq(contactImports.organisationId, admin.organisationId), eq(contactImports.id, row.id)))
    .returning();
  return done!;
}

/** The rows without those whose external id another contact of the product holds. */
async function withoutTakenIds(
  tx: Transaction,
  row: ImportRow,
  rows: readonly AcceptedRow[],
): Promise<{ kept: AcceptedRow[]; refused: Rejection[] }> {
  const ids = rows.flatMap((candidate) =>
    candidate.contact.externalId ? [candidate.contact.externalId] : [],
  );
  const found =
    ids.length === 0
      ? []
      : await queryRows<{ external_id: string; email: string }>(
          tx,
          sql`
    select external_id, email from contacts
    where organisation_id = ${row.organisationId}::uuid and product_id = ${row.productId}::uuid
      and external_id = any(${sql.param(ids)}::text[])`,
        );
  const taken = new Map(found.map((owner) => [owner.external_id, owner.email]));
  const kept: AcceptedRow[] = [];
  const refused: Rejection[] = [];
  for (const candidate of rows) {
    const owner = candidate.contact.externalId ? taken.get(candidate.contact.externalId) : undefined;
    if (owner === undefined || owner === candidate.contact.email) {
      kept.push(candidate);
      continue;
    }
    refused.push({
      rowNumber: candidate.rowNumber,
      code: 'EXTERNAL_ID_TAKEN',
      reason: `External id "${candidate.contact.externalId}" belongs to another contact (${owner}).`,
      values: candidate.values,
    });
  }
  return { kept, refused };
}
