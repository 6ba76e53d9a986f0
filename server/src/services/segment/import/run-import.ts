import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { databaseError, isUniqueViolation } from '../../../db/pg-error';
import { contactImports, segments } from '../../../db/schema';
import { conflict, forbidden } from '../../../errors/app-errors';
import type { Logger } from '../../../logger';
import { inOrganisation, type Member } from '../../access';
import { queryRows } from '../../contact/query-rows';
import { upsertContacts } from '../../contact/upsert-contacts';
import { csvRecords } from './csv-records';
import { type AcceptedRow, HeaderProblem, ImportRowReader, isRejection, type Rejection } from './import-rows';
import { findImport, type ImportRow } from './load-import';

/** Rows per statement: large enough that round trips do not count, small enough to stay flat. */
export const IMPORT_BATCH_ROWS = 2_000;

/** The spooled file: read twice (the header first, then the whole import). */
export interface ImportFile {
  size: number;
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
    const [claimed] = await tx
      .update(contactImports)
      .set({ status: 'Running', startedAt: new Date() })
      .where(
        and(
          eq(contactImports.organisationId, admin.organisationId),
          eq(contactImports.id, found.id),
          eq(contactImports.status, 'Pending'),
        ),
      )
      .returning();
    if (!claimed) throw conflict('This import has already received its file. Start a new import.');
    return claimed;
  });
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
 * chunk at a time, upserts the accepted rows and adds them to the segment IMPORT_BATCH_ROWS at a
 * time (one statement each), records the rejected rows with their reasons, and ends Succeeded
 * with the counts. Any failure rolls everything back (the segment is as it was) and the import
 * is recorded Failed with the reason. Answers the import as it ended.
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

async function targetSegment(tx: Transaction, admin: Member, row: ImportRow): Promise<string> {
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
    return segment.id;
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
  return created!.id;
}

async function importRows(
  tx: Transaction,
  admin: Member,
  { row, header }: StartedImport,
  file: ImportFile,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportRow> {
  const segmentId = await targetSegment(tx, admin, row);
  const reader = new ImportRowReader(header, row.mapping, row.defaultCountry);
  const totals = { rows: 0, created: 0, updated: 0, rejected: 0 };
  let accepted: AcceptedRow[] = [];
  let rejected: Rejection[] = [];
  let bytesRead = 0;

  const target = {
    organisationId: admin.organisationId,
    productId: row.productId,
    segmentId,
    source: 'Import' as const,
  };

  /** The batch without the rows whose external id another contact of the product holds. */
  const withoutTakenIds = async (batch: { accepted: AcceptedRow[]; rejected: Rejection[] }) => {
    const taken = await takenExternalIds(tx, row, batch.accepted);
    return batch.accepted.filter((candidate) => {
      const owner = candidate.contact.externalId ? taken.get(candidate.contact.externalId) : undefined;
      if (owner === undefined || owner === candidate.contact.email) return true;
      reader.forget(candidate);
      batch.rejected.push({
        rowNumber: candidate.rowNumber,
        code: 'EXTERNAL_ID_TAKEN',
        reason: `External id "${candidate.contact.externalId}" belongs to another contact (${owner}).`,
        values: candidate.values,
      });
      return false;
    });
  };

  /**
   * Writes one batch: contacts upserted into the segment, rejections kept. An external id that
   * another contact holds is rare, so the batch is first written as it is, in a savepoint; only
   * when the external ids' unique key refuses it are the batch's ids looked up (a query whose
   * cost grows with the product's contacts) and the batch written again without those rows.
   */
  const write = async (batch: { accepted: AcceptedRow[]; rejected: Rejection[] }) => {
    const upsert = (rows: AcceptedRow[]) =>
      tx.transaction((savepoint) =>
        upsertContacts(
          savepoint,
          target,
          rows.map((candidate) => candidate.contact),
        ),
      );
    let outcome: Awaited<ReturnType<typeof upsertContacts>>;
    try {
      outcome = await upsert(batch.accepted);
    } catch (error) {
      if (!isUniqueViolation(error, 'contacts_product_external_id_key')) throw error;
      outcome = await upsert(await withoutTakenIds(batch));
    }
    totals.created += outcome.created;
    totals.updated += outcome.updated;
    await recordRejections(tx, admin, row.id, batch.rejected);
    totals.rejected += batch.rejected.length;
  };

  // At most one batch is written while the next one is read and checked: on PostgreSQL the
  // database works on one core while this process parses on the other. Memory stays at two
  // batches whatever the file's size.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const batch = { accepted, rejected };
    accepted = [];
    rejected = [];
    await writing;
    writing = write(batch);
    // Awaited by the next flush or at the end; this only keeps Node from calling it unhandled.
    writing.catch(() => {});
  };

  const stream = file.open();
  const counted = (async function* () {
    for await (const chunk of stream) {
      bytesRead += chunk.length;
      yield chunk;
    }
  })();
  let headerSkipped = false;
  try {
    for await (const records of csvRecords(counted, row.delimiter)) {
      for (const record of records) {
        if (!headerSkipped) {
          headerSkipped = true;
          continue;
        }
        totals.rows += 1;
        const read = reader.read(record);
        if (isRejection(read)) rejected.push(read);
        else accepted.push(read);
        if (accepted.length >= IMPORT_BATCH_ROWS || rejected.length >= IMPORT_BATCH_ROWS) await flush();
      }
      onProgress({ rowsRead: totals.rows, bytesRead, totalBytes: file.size });
    }
    await flush();
    await writing;
  } finally {
    stream.destroy();
  }
  if (totals.rows === 0) throw new ImportFailure('The file has a header but no rows of contacts.');

  const [done] = await tx
    .update(contactImports)
    .set({
      status: 'Succeeded',
      segmentId,
      columns: header,
      totalRows: totals.rows,
      createdCount: totals.created,
      updatedCount: totals.updated,
      rejectedCount: totals.rejected,
      finishedAt: new Date(),
    })
    .where(and(eq(contactImports.organisationId, admin.organisationId), eq(contactImports.id, row.id)))
    .returning();
  return done!;
}

/** External id → the e-mail of the contact that has it, for the batch's external ids. */
async function takenExternalIds(
  tx: Transaction,
  row: ImportRow,
  accepted: readonly AcceptedRow[],
): Promise<Map<string, string>> {
  const ids = accepted.flatMap((candidate) =>
    candidate.contact.externalId ? [candidate.contact.externalId] : [],
  );
  if (ids.length === 0) return new Map();
  const found = await queryRows<{ external_id: string; email: string }>(
    tx,
    sql`
    select external_id, email from contacts
    where organisation_id = ${row.organisationId}::uuid and product_id = ${row.productId}::uuid
      and external_id = any(${sql.param(ids)}::text[])`,
  );
  return new Map(found.map((owner) => [owner.external_id, owner.email]));
}

async function recordRejections(
  tx: Transaction,
  admin: Member,
  importId: string,
  rejected: readonly Rejection[],
): Promise<void> {
  if (rejected.length === 0) return;
  await tx.execute(sql`
    insert into contact_import_rejections (organisation_id, import_id, row_number, code, reason, values)
    select ${admin.organisationId}::uuid, ${importId}::uuid, row_number, code, reason, values
    from unnest(
      ${sql.param(rejected.map((rejection) => rejection.rowNumber))}::int[],
      ${sql.param(rejected.map((rejection) => rejection.code))}::text[],
      ${sql.param(rejected.map((rejection) => rejection.reason))}::text[],
      ${sql.param(rejected.map((rejection) => JSON.stringify(rejection.values)))}::jsonb[]
    ) as t(row_number, code, reason, values)`);
}
