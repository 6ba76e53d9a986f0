import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { contacts } from '../../db/schema';

/**
 * Deletes up to `limit` contacts of one organisation matching `where`, least recently updated
 * first, in the caller's transaction; their segment memberships go with them (foreign keys).
 * With `skipLocked`, contacts another transaction holds are left for next time.
 */
export async function deleteContactRows(
  tx: Transaction,
  organisationId: string,
  where: SQL,
  { limit, skipLocked = false }: { limit: number; skipLocked?: boolean },
): Promise<number> {
  const doomed = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.organisationId, organisationId), where))
    .orderBy(asc(contacts.updatedAt), asc(contacts.id))
    .limit(limit)
    .for('update', skipLocked ? { skipLocked: true } : {});
  if (doomed.length === 0) return 0;
  await tx.delete(contacts).where(
    and(
      eq(contacts.organisationId, organisationId),
      inArray(
        contacts.id,
        doomed.map((row) => row.id),
      ),
    ),
  );
  return doomed.length;
}
