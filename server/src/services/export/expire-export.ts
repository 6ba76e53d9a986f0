import { and, eq } from 'drizzle-orm';
import { dataExports } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';
import type { FileStorage } from '../../storage/storage';
import type { ExpireExportPayload } from './export-job';

/**
 * Deletes the file of an export whose link has expired, then marks the export Expired (the page
 * shows that instead of a link). The file goes first: if marking fails the retry deletes nothing
 * and marks, whereas the other order could lose the only record of a file still stored. Marking
 * is guarded by `status = 'Ready'`, so a replayed job changes nothing.
 */
export function expireExportHandler(storage: FileStorage): JobHandler<ExpireExportPayload> {
  return async ({ exportId }, job) => {
    const organisationId = job.organisationId!;
    const where = and(eq(dataExports.organisationId, organisationId), eq(dataExports.id, exportId));
    const [found] = await job.inOrganisation((tx) =>
      tx
        .select({
          status: dataExports.status,
          fileKey: dataExports.fileKey,
          expiresAt: dataExports.expiresAt,
        })
        .from(dataExports)
        .where(where),
    );
    // Deleted with its product, or already expired by an earlier run.
    if (found?.status !== 'Ready') return;
    // Due by the queue's clock but not by this server's: try again after the back-off.
    if (found.expiresAt && found.expiresAt.getTime() > Date.now()) {
      throw new Error('The export link has not expired yet.');
    }
    if (found.fileKey) await storage.remove(found.fileKey);
    await job.inOrganisation((tx) =>
      tx
        .update(dataExports)
        .set({ status: 'Expired', fileKey: null })
        .where(and(where, eq(dataExports.status, 'Ready'))),
    );
    job.logger.info({ exportId }, 'Export expired; its file was deleted');
  };
}
