import { jobType } from '../../jobs/job-type';

export interface RunExportPayload {
  exportId: string;
}

/**
 * Writes one requested export (services/export/run-export.ts). Enqueued with the export's row in
 * the request's transaction, keyed `export:<id>`. A failed attempt starts the file again from
 * the first row; after the last one the export is Failed with a message the page shows. The
 * lease is renewed every 10 s while the export runs, so one whose server died is taken up again
 * (or, after its last attempt, marked Failed) within half a minute.
 */
export const runExport = jobType<RunExportPayload>('export.run', {
  maxAttempts: 3,
  backoff: { baseMs: 15_000, maxMs: 5 * 60_000 },
  leaseMs: 30_000,
});

export const exportJobKey = (exportId: string): string => `export:${exportId}`;

export interface ExpireExportPayload {
  exportId: string;
}

/**
 * Deletes a Ready export's file once its link has expired and marks the export Expired
 * (services/export/expire-export.ts). Enqueued by `export.run` in the transaction that makes the
 * export Ready, to run at its `expires_at`, keyed `export-expiry:<id>`. Retried for hours while
 * the storage refuses the deletion.
 */
export const expireExport = jobType<ExpireExportPayload>('export.expire', {
  maxAttempts: 10,
  backoff: { baseMs: 60_000, maxMs: 3_600_000 },
});

export const exportExpiryJobKey = (exportId: string): string => `export-expiry:${exportId}`;
