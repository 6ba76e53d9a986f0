import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { recordings } from '../db/schema';
import { withScope } from '../db/scope';
import type { Logger } from '../logger';
import { parseRecordingKey } from '../storage/file-keys';
import type { FileStorage, ListedFile } from '../storage/storage';
import { jobType } from './job-type';
import type { JobHandler } from './worker';

/**
 * A widget uploads its recording before it submits; a visitor who gives up in between leaves a
 * file no recording names. This installation-wide job, run every hour, deletes those files once
 * they are older than ORPHAN_UPLOAD_MAX_AGE_HOURS (by then no upload link or retry can still
 * name them: links live ten minutes).
 */
export const cleanOrphanUploads = jobType<Record<string, never>>('uploads.clean-orphans', {
  maxAttempts: 3,
  leaseMs: 30 * 60_000,
});

export const ORPHAN_CLEANUP_EVERY_MS = 60 * 60_000;
export const DEFAULT_ORPHAN_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;

const RECORDINGS_PREFIX = 'recordings/';
/** Files checked against the database per query. */
const BATCH = 500;

export function cleanOrphanUploadsHandler(
  storage: FileStorage,
  maxAgeMs: number,
): JobHandler<Record<string, never>> {
  return async (_payload, job) => {
    const removed = await removeOrphanUploads(job.db, storage, {
      olderThan: new Date(Date.now() - maxAgeMs),
      logger: job.logger,
      signal: job.signal,
    });
    if (removed > 0) job.logger.info({ removed }, 'Removed uploads no recording names');
  };
}

/** Deletes the recording files written before `olderThan` that no recording row names; answers how many. */
export async function removeOrphanUploads(
  db: Database,
  storage: FileStorage,
  options: { olderThan: Date; logger: Logger; signal?: AbortSignal },
): Promise<number> {
  let removed = 0;
  let batch: ListedFile[] = [];
  for await (const file of storage.list(RECORDINGS_PREFIX)) {
    if (file.modifiedAt >= options.olderThan) continue;
    batch.push(file);
    if (batch.length >= BATCH) {
      options.signal?.throwIfAborted();
      removed += await removeUnnamed(db, storage, batch, options.logger);
      batch = [];
    }
  }
  if (batch.length > 0) removed += await removeUnnamed(db, storage, batch, options.logger);
  return removed;
}

async function removeUnnamed(db: Database, storage: FileStorage, files: ListedFile[], logger: Logger) {
  const byOrganisation = new Map<string, string[]>();
  for (const { fileKey } of files) {
    const owner = parseRecordingKey(fileKey);
    if (!owner) continue;
    byOrganisation.set(owner.organisationId, [...(byOrganisation.get(owner.organisationId) ?? []), fileKey]);
  }
  let removed = 0;
  for (const [organisationId, fileKeys] of byOrganisation) {
    // Asked as the file's organisation: row-level security shows its recordings only, and a
    // deleted organisation has none left, so its files all go.
    const named = await withScope(db, { organisationId }, (tx) =>
      tx
        .select({ fileKey: recordings.audioFileKey })
        .from(recordings)
        .where(
          and(eq(recordings.organisationId, organisationId), inArray(recordings.audioFileKey, fileKeys)),
        ),
    );
    const kept = new Set(named.map((row) => row.fileKey));
    for (const fileKey of fileKeys) {
      if (kept.has(fileKey)) continue;
      try {
        await storage.remove(fileKey);
        removed += 1;
      } catch (error) {
        logger.warn(
          { err: error, fileKey },
          'An orphan upload could not be removed; the next run tries again',
        );
      }
    }
  }
  return removed;
}
