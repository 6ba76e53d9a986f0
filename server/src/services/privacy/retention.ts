import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../../db/database';
import { contacts, privacyDeletions, privacySettings, products, recordings } from '../../db/schema';
import { withScope } from '../../db/scope';
import type { FileStorage } from '../../storage/storage';
import { deleteContactRows } from './delete-contacts';
import { deleteRecordingRows } from './delete-recordings';
import { removeFiles } from './remove-files';

export interface RetentionDependencies {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

/** Rows per transaction: short locks on the recordings, and a crash loses at most one batch's work. */
export const RETENTION_BATCH = 500;

const DAY_MS = 86_400_000;

export interface RetentionTotals {
  recordings: number;
  files: number;
  contacts: number;
}

export interface RetentionDue {
  organisationId: string;
  /** What was created (a contact: last updated) before this instant is due. */
  cutoff: Date;
}

/**
 * The organisations with a retention period, and what is due in each at `now`. The only place
 * that reads across tenants: app.retention_sweep shows organisation ids and periods, nothing else.
 */
export async function retentionDue(db: Database, now = new Date()): Promise<RetentionDue[]> {
  const periods = await withScope(db, {}, async (tx) => {
    await tx.execute(sql`select set_config('app.retention_sweep', 'on', true)`);
    return tx
      .select({
        organisationId: privacySettings.organisationId,
        retentionDays: privacySettings.retentionDays,
      })
      .from(privacySettings)
      .where(isNotNull(privacySettings.retentionDays));
  });
  return periods.map(({ organisationId, retentionDays }) => ({
    organisationId,
    cutoff: new Date(now.getTime() - retentionDays! * DAY_MS),
  }));
}

/**
 * Deletes one organisation's feedback past `cutoff` — recordings (with their voice files) created
 * before it and contacts last updated before it — and nothing else, product by product, in
 * batches. Each batch is a transaction that also adds its counts to the run's log entry, so the
 * log says exactly what is gone even if the run stops half-way; a run that finds nothing due
 * writes no entry.
 */
export async function retainOrganisation(
  deps: RetentionDependencies,
  { organisationId, cutoff }: RetentionDue,
  batchSize = RETENTION_BATCH,
): Promise<RetentionTotals> {
  const runId = randomUUID();
  const totals: RetentionTotals = { recordings: 0, files: 0, contacts: 0 };
  const inTenant = <T>(work: (tx: Transaction) => Promise<T>) => withScope(deps.db, { organisationId }, work);
  const logged = (tx: Transaction, counts: Partial<RetentionTotals>) =>
    tx
      .insert(privacyDeletions)
      .values({ id: runId, organisationId, kind: 'Retention', cutoff, ...counts })
      .onConflictDoUpdate({
        target: privacyDeletions.id,
        set: {
          recordings: sql`${privacyDeletions.recordings} + ${counts.recordings ?? 0}`,
          files: sql`${privacyDeletions.files} + ${counts.files ?? 0}`,
          contacts: sql`${privacyDeletions.contacts} + ${counts.contacts ?? 0}`,
        },
      });

  const productIds = await inTenant((tx) =>
    tx.select({ id: products.id }).from(products).where(eq(products.organisationId, organisationId)),
  );
  for (const { id: productId } of productIds) {
    // Per product, so each batch walks the inbox index (organisation, product, created_at).
    const dueRecordings = and(eq(recordings.productId, productId), lt(recordings.createdAt, cutoff))!;
    for (;;) {
      const deleted = await inTenant(async (tx) => {
        const batch = await deleteRecordingRows(tx, organisationId, dueRecordings, {
          limit: batchSize,
          skipLocked: true,
        });
        if (batch.count > 0) await logged(tx, { recordings: batch.count });
        return batch;
      });
      totals.recordings += deleted.count;
      if (deleted.fileKeys.length > 0) {
        const files = await removeFiles(deps.storage, deps.logger, deleted.fileKeys);
        totals.files += files;
        await inTenant((tx) => logged(tx, { files }));
      }
      if (deleted.count < batchSize) break;
    }

    const dueContacts = and(eq(contacts.productId, productId), lt(contacts.updatedAt, cutoff))!;
    for (;;) {
      const count = await inTenant(async (tx) => {
        const batch = await deleteContactRows(tx, organisationId, dueContacts, {
          limit: batchSize,
          skipLocked: true,
        });
        if (batch > 0) await logged(tx, { contacts: batch });
        return batch;
      });
      totals.contacts += count;
      if (count < batchSize) break;
    }
  }

  if (totals.recordings + totals.contacts > 0) {
    await inTenant((tx) =>
      tx
        .update(privacyDeletions)
        .set({ finishedAt: new Date() })
        .where(and(eq(privacyDeletions.organisationId, organisationId), eq(privacyDeletions.id, runId))),
    );
    deps.logger.info({ organisationId, cutoff, ...totals }, 'Retention deleted feedback past its period');
  }
  return totals;
}
