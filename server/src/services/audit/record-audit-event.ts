import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { type AuditChangeRow, auditEvents, users } from '../../db/schema';
import type { AuditAction, AuditTargetType } from '../../generated/resolvers-types';
import { currentRequestId } from '../../request-scope';

export interface AuditEventInput {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  targetLabel?: string | null;
  changes?: AuditChangeRow[];
}

/** A value as the audit log shows it: text, or null for "none". */
export const auditValue = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Records an action inside the transaction that performs it, so both commit or neither does. The
 * actor's e-mail is copied from their row in the same statement (one round trip, and the log
 * still names them after they leave).
 */
export async function recordAuditEvent(
  tx: Transaction,
  actor: { userId: string; organisationId: string },
  event: AuditEventInput,
): Promise<void> {
  await tx.execute(sql`
    insert into ${auditEvents} (organisation_id, actor_id, actor_email, action, target_type, target_id,
      target_label, changes, request_id)
    select ${actor.organisationId}::uuid, ${users.id}, ${users.email}, ${event.action}, ${event.targetType},
      ${event.targetId ?? null}::uuid, ${event.targetLabel ?? null}, ${JSON.stringify(event.changes ?? [])}::jsonb,
      ${currentRequestId() ?? null}
    from ${users} where ${users.id} = ${actor.userId}::uuid`);
}
