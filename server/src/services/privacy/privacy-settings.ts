import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { privacySettings } from '../../db/schema';
import type { PrivacySettings } from '../../generated/resolvers-types';
import { validationMessage } from '../../i18n/validation-messages';
import { adminOf, inOrganisation, memberOf } from '../access';
import { auditValue, recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { parseInput } from '../validation/parse-input';

/** A day is the shortest period: the job runs hourly, so shorter would be a promise it cannot keep. */
export const MIN_RETENTION_DAYS = 1;
/** Ten years; longer is as good as forever, which is the null setting. */
export const MAX_RETENTION_DAYS = 3650;

const RETENTION_RANGE = validationMessage(
  'Retention must be between {{min}} and {{max}} days, or none to keep everything.',
  { min: MIN_RETENTION_DAYS, max: MAX_RETENTION_DAYS },
);

const retentionSchema = z
  .number({ error: 'Retention must be a whole number of days.' })
  .int({ error: 'Retention must be a whole number of days.' })
  .min(MIN_RETENTION_DAYS, { error: RETENTION_RANGE })
  .max(MAX_RETENTION_DAYS, { error: RETENTION_RANGE })
  .nullable();

async function readPrivacySettings(tx: Transaction, organisationId: string): Promise<PrivacySettings> {
  const [row] = await tx
    .select({ retentionDays: privacySettings.retentionDays, updatedAt: privacySettings.updatedAt })
    .from(privacySettings)
    .where(eq(privacySettings.organisationId, organisationId));
  return {
    retentionDays: row?.retentionDays ?? null,
    minRetentionDays: MIN_RETENTION_DAYS,
    maxRetentionDays: MAX_RETENTION_DAYS,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Every member may know how long their organisation keeps feedback. */
export async function getPrivacySettings(ctx: ServiceContext): Promise<PrivacySettings> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, (tx) => readPrivacySettings(tx, member.organisationId));
}

/** Admins only; the next run of the retention job applies it. */
export async function updatePrivacySettings(
  ctx: ServiceContext,
  retentionDays: number | null | undefined,
): Promise<PrivacySettings> {
  const admin = await adminOf(ctx, 'change the privacy settings');
  const days = parseInput(retentionSchema, retentionDays ?? null, 'retentionDays');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const before = await readPrivacySettings(tx, admin.organisationId);
    const now = new Date();
    await tx
      .insert(privacySettings)
      .values({
        organisationId: admin.organisationId,
        retentionDays: days,
        updatedAt: now,
        updatedBy: admin.userId,
      })
      .onConflictDoUpdate({
        target: privacySettings.organisationId,
        set: { retentionDays: days, updatedAt: now, updatedBy: admin.userId },
      });
    if (before.retentionDays !== days) {
      await recordAuditEvent(tx, admin, {
        action: 'RetentionChanged',
        targetType: 'Organization',
        targetId: admin.organisationId,
        changes: [{ field: 'retentionDays', from: auditValue(before.retentionDays), to: auditValue(days) }],
      });
    }
    return readPrivacySettings(tx, admin.organisationId);
  });
}
