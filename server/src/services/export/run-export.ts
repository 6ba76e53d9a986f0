import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { dataExports, products } from '../../db/schema';
import { mailLanguageOfUser } from '../../i18n/stored-language';
import { enqueue } from '../../jobs/enqueue';
import { PermanentJobError } from '../../jobs/job-type';
import { ABANDONED, type DeadJobHandler, type JobContext, type JobHandler } from '../../jobs/worker';
import type { Mailer } from '../../mail/mailer';
import { exportKey } from '../../storage/file-keys';
import type { FileLinks } from '../../storage/file-links';
import type { FileStorage } from '../../storage/storage';
import { columnsOf } from './export-columns';
import { expireExport, exportExpiryJobKey, type RunExportPayload } from './export-job';
import { EXPORT_FILE_TTL_MS, exportPageUrl } from './export-link';
import { exportReadyMail } from './export-mail';
import { EXPORT_FILES, type ExportWriter, exportWriter } from './export-writers';
import { countSelection, type ExportSelection, type Keyset, readBatch } from './read-batches';

export interface ExportJobDependencies {
  storage: FileStorage;
  fileLinks: FileLinks;
  mailer: Mailer;
  /** The dashboard's public origin, for the link in the e-mail. */
  publicUrl(): string;
  /**
   * Where files are written before they are stored: a folder of the data folder's spool, which
   * the server empties when it starts (the file of an attempt cut off by a crash holds personal
   * data and may be large).
   */
  workDir: string;
}

type Stage = 'reading' | 'writing' | 'storing' | 'interrupted';

const STAGE_FAILURES: Record<Stage, string> = {
  reading: 'The rows could not be read from the database.',
  writing: 'The export file could not be written.',
  storing: 'The export file could not be stored.',
  interrupted: 'The server writing the export stopped before it finished, each time it tried.',
};

/** What the page shows of an export that failed for good. */
export const exportFailure = (stage: Stage): string =>
  `${STAGE_FAILURES[stage]} Request the export again; if it fails again, ask the operator to look at the server log.`;

/** A full disk does not empty itself within the retries' minutes: the export fails at once, saying so. */
export const EXPORT_DISK_FULL =
  'The server has no disk space left for the export file. Ask the operator to free some, then request the export again.';

const isDiskFull = (error: unknown): boolean => {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code === 'ENOSPC' || current.code === 'EDQUOT') return true;
    current = current.cause as typeof current;
  }
  return false;
};

class StageError extends Error {
  constructor(
    readonly stage: Stage,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

async function stage<T>(name: Stage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StageError || error instanceof PermanentJobError
      ? error
      : new StageError(name, error);
  }
}

/**
 * Streams the selection into a local file batch by batch (memory stays flat however many rows),
 * recording progress after each batch, then stores the file, marks the export Ready until its
 * link expires (with the job that then deletes the file) and mails the requester the link.
 */
export function runExportHandler(deps: ExportJobDependencies): JobHandler<RunExportPayload> {
  return async ({ exportId }, job) => {
    const organisationId = job.organisationId!;
    const found = await job.inOrganisation(async (tx) => {
      const [row] = await tx
        .select({ export: dataExports, productName: products.name })
        .from(dataExports)
        .innerJoin(
          products,
          and(
            eq(products.organisationId, dataExports.organisationId),
            eq(products.id, dataExports.productId),
          ),
        )
        .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, exportId)));
      return row;
    });
    // Deleted with its product, or finished by an attempt whose outcome was not recorded.
    if (!found || (found.export.status !== 'Queued' && found.export.status !== 'Running')) return;
    const request = found.export;
    const selection: ExportSelection = {
      organisationId,
      productId: request.productId,
      kind: request.kind,
      from: request.fromTime,
      to: request.toTime,
      campaignId: request.campaignId,
    };
    const file = EXPORT_FILES[request.format];
    const fileKey = exportKey(organisationId, exportId, file.extension);

    await mkdir(deps.workDir, { recursive: true });
    const workDir = await mkdtemp(path.join(deps.workDir, `${exportId}-`));
    let writer: ExportWriter | null = null;
    let rowsWritten = 0;
    let expiresAt: Date | null = null;
    try {
      const total = await stage('reading', () =>
        job.inOrganisation(async (tx) => {
          const count = await countSelection(tx, selection);
          await tx
            .update(dataExports)
            .set({ status: 'Running', totalRows: count, rowsWritten: 0, error: null })
            .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, exportId)));
          return count;
        }),
      );
      const localFile = path.join(workDir, `export.${file.extension}`);
      writer = exportWriter(request.format, localFile, columnsOf(request.kind));
      rowsWritten = await writeRows(job, selection, writer, exportId);
      await stage('writing', () => writer!.end());
      writer = null;
      const stored = await stage('storing', () =>
        deps.storage.saveFile(fileKey, localFile, file.contentType),
      );
      // The file is kept a day (docs/decisions.md, "Export files expire"); its links are shorter.
      const until = new Date(Date.now() + EXPORT_FILE_TTL_MS);
      expiresAt = until;
      await stage('storing', () =>
        job.inOrganisation(async (tx) => {
          await tx
            .update(dataExports)
            .set({
              status: 'Ready',
              rowsWritten,
              fileKey,
              fileSize: stored.size,
              finishedAt: new Date(),
              expiresAt: until,
            })
            .where(and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, exportId)));
          await enqueue(
            tx,
            expireExport,
            { exportId },
            { organisationId, key: exportExpiryJobKey(exportId), runAt: until },
          );
        }),
      );
      job.logger.info({ exportId, rows: rowsWritten, total, bytes: stored.size }, 'Export ready');
    } catch (caught) {
      writer?.abort();
      const error = isDiskFull(caught) ? new PermanentJobError(EXPORT_DISK_FULL, { cause: caught }) : caught;
      await failAttempt(job, deps.storage, exportId, fileKey, error);
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }

    // After the commit, outside any transaction: a lost e-mail does not undo a ready file. It
    // links to the export page, which downloads with the session (no bearer link in a mailbox).
    // In the requester's language; one who has left the organisation reads English.
    await job
      .inOrganisation((tx) => mailLanguageOfUser(tx, request.requestedBy))
      .then((language) =>
        deps.mailer.send(
          exportReadyMail({
            to: request.requestedByEmail,
            kind: request.kind,
            productName: found.productName,
            rows: rowsWritten,
            link: exportPageUrl(deps.publicUrl(), request.productId, exportId),
            expiresAt: expiresAt!,
            language,
          }),
        ),
      )
      .catch((error: unknown) => job.logger.warn({ err: error, exportId }, 'The export e-mail was not sent'));
  };
}

/** Each batch's transaction also records the rows written so far: one round trip for both. */
async function writeRows(
  job: JobContext,
  selection: ExportSelection,
  writer: ExportWriter,
  exportId: string,
): Promise<number> {
  let written = 0;
  let after: Keyset | null = null;
  for (;;) {
    if (job.signal.aborted) throw new Error('The server stopped during the export.');
    const progress = written;
    const batch = await stage('reading', () =>
      job.inOrganisation(async (tx) => {
        if (progress > 0) {
          await tx
            .update(dataExports)
            .set({ rowsWritten: progress })
            .where(
              and(eq(dataExports.organisationId, selection.organisationId), eq(dataExports.id, exportId)),
            );
        }
        return readBatch(tx, selection, after);
      }),
    );
    await stage('writing', async () => {
      for (const row of batch.rows) await writer.write(row);
    });
    written += batch.rows.length;
    if (!batch.next) return written;
    after = batch.next;
  }
}

/**
 * A failed attempt leaves no file behind, and the export waits for the next attempt from the
 * first row. After the last one (or a failure no retry can fix) the job is dead, and
 * exportDeadHandler says why; an attempt stopped by the server's shutdown is given back.
 */
async function failAttempt(
  job: JobContext,
  storage: FileStorage,
  exportId: string,
  fileKey: string,
  error: unknown,
): Promise<void> {
  const final = !job.signal.aborted && (error instanceof PermanentJobError || job.attempt >= job.maxAttempts);
  job.logger.warn({ err: error, exportId, final }, 'Export attempt failed');
  await storage.remove(fileKey).catch(() => undefined);
  if (final) return;
  await job
    .inOrganisation((tx) =>
      tx
        .update(dataExports)
        .set({ status: 'Queued', rowsWritten: 0 })
        .where(and(eq(dataExports.organisationId, job.organisationId!), eq(dataExports.id, exportId))),
    )
    .catch((updateError: unknown) =>
      job.logger.error({ err: updateError, exportId }, 'The failed export could not be marked'),
    );
}

/** The sentence the page shows for the failure that ended the export's last attempt. */
function deadExportMessage(error: unknown): string {
  if (error instanceof PermanentJobError) return error.message;
  if (error instanceof StageError) return exportFailure(error.stage);
  if (error instanceof Error && error.message === ABANDONED) return exportFailure('interrupted');
  return exportFailure('writing');
}

/**
 * The export's job is dead: its last attempt failed, it failed for good, or the server running
 * its last attempt went away (a crash, a kill: the lease expired). The export is Failed with the
 * reason, and a file an interrupted attempt may have stored is deleted. Idempotent.
 */
export function exportDeadHandler(storage: FileStorage): DeadJobHandler<RunExportPayload> {
  return async ({ exportId }, job, error) => {
    const organisationId = job.organisationId!;
    const [failed] = await job.inOrganisation((tx) =>
      tx
        .update(dataExports)
        .set({
          status: 'Failed',
          error: deadExportMessage(error),
          fileKey: null,
          fileSize: null,
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(dataExports.organisationId, organisationId),
            eq(dataExports.id, exportId),
            inArray(dataExports.status, ['Queued', 'Running']),
          ),
        )
        .returning({ format: dataExports.format }),
    );
    if (failed) {
      await storage.remove(exportKey(organisationId, exportId, EXPORT_FILES[failed.format].extension));
    }
  };
}
