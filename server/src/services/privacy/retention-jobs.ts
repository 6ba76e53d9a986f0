import { withScope } from '../../db/scope';
import { enqueue } from '../../jobs/enqueue';
import { jobType, PermanentJobError } from '../../jobs/job-type';
import type { JobHandler } from '../../jobs/worker';
import type { FileStorage } from '../../storage/storage';
import { retainOrganisation, retentionDue } from './retention';

/** How often retention runs: the shortest period is a day, so an hour late is the most anyone waits. */
export const RETENTION_EVERY_MS = 60 * 60_000;

/** Installation-wide, every hour: finds the organisations with a period and hands each its own job. */
export const retentionSweep = jobType<Record<string, never>>('privacy.retention-sweep', { maxAttempts: 3 });

export interface RetainOrganisationPayload {
  /** ISO instant, fixed by the sweep, so a retried job deletes by the same line. */
  cutoff: string;
}

/** One organisation's deletions; retried on its own if it fails. */
export const retainOrganisationJob = jobType<RetainOrganisationPayload>('privacy.retention', {
  maxAttempts: 5,
  leaseMs: 30 * 60_000,
});

export const retentionSweepHandler = (): JobHandler<Record<string, never>> => async (_payload, job) => {
  const due = await retentionDue(job.db);
  for (const { organisationId, cutoff } of due) {
    // Keyed by the sweep, so a sweep that runs again enqueues nothing twice.
    await withScope(job.db, { organisationId }, (tx) =>
      enqueue(
        tx,
        retainOrganisationJob,
        { cutoff: cutoff.toISOString() },
        { organisationId, key: `sweep:${job.id}` },
      ),
    );
  }
  if (due.length > 0) job.logger.info({ organisations: due.length }, 'Retention handed out');
};

export const retainOrganisationHandler =
  (storage: FileStorage): JobHandler<RetainOrganisationPayload> =>
  async (payload, job) => {
    const cutoff = new Date(payload.cutoff);
    if (!job.organisationId || Number.isNaN(cutoff.getTime())) {
      throw new PermanentJobError('A retention job needs an organisation and a cutoff instant.');
    }
    await retainOrganisation(
      { db: job.db, storage, logger: job.logger },
      { organisationId: job.organisationId, cutoff },
    );
  };
