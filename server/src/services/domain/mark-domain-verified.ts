import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { organisations } from '../../db/schema';
import { conflict } from '../../errors/app-errors';
import type { Member } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';

export const DOMAIN_CHANGED = "The organisation's website changed meanwhile. Check its domain again.";

/**
 * Records the proof, provided the domain and its token are still the ones that were proved (an
 * Admin may have changed the website in between), with an audit event in the same transaction.
 */
export async function markDomainVerified(
  tx: Transaction,
  admin: Member,
  proved: { domain: string; token: string },
  method: 'DnsTxt' | 'AdminEmail',
): Promise<void> {
  const now = new Date();
  const updated = await tx
    .update(organisations)
    .set({ domainVerifiedAt: now, domainVerificationMethod: method, updatedAt: now })
    .where(
      and(
        eq(organisations.id, admin.organisationId),
        eq(organisations.websiteDomain, proved.domain),
        eq(organisations.domainVerificationToken, proved.token),
      ),
    )
    .returning({ id: organisations.id });
  if (updated.length === 0) throw conflict(DOMAIN_CHANGED);
  await recordAuditEvent(tx, admin, {
    action: 'DomainVerified',
    targetType: 'Organization',
    targetId: admin.organisationId,
    targetLabel: proved.domain,
    changes: [{ field: 'domainVerifiedBy', from: null, to: method }],
  });
}
