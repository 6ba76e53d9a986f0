import { and, count, desc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { privacyDeletions, users } from '../../db/schema';
import type { OffsetPaging, PrivacyDeletion } from '../../generated/resolvers-types';
import { inOrganisation, memberOf, requireAdmin } from '../access';
import type { ServiceContext } from '../context';
import { parsePaging } from '../validation/paging';

const columns = {
  id: privacyDeletions.id,
  kind: privacyDeletions.kind,
  cutoff: privacyDeletions.cutoff,
  requestedBy: users.email,
  recordings: privacyDeletions.recordings,
  files: privacyDeletions.files,
  contacts: privacyDeletions.contacts,
  createdAt: privacyDeletions.createdAt,
  finishedAt: privacyDeletions.finishedAt,
};

export async function findPrivacyDeletion(
  tx: Transaction,
  organisationId: string,
  id: string,
): Promise<PrivacyDeletion | undefined> {
  const [row] = await tx
    .select(columns)
    .from(privacyDeletions)
    .leftJoin(
      users,
      and(
        eq(users.id, privacyDeletions.requestedBy),
        eq(users.organisationId, privacyDeletions.organisationId),
      ),
    )
    .where(and(eq(privacyDeletions.organisationId, organisationId), eq(privacyDeletions.id, id)));
  return row;
}

/** Admins only: the log says what was deleted and who asked for erasures. */
export async function listPrivacyDeletions(
  ctx: ServiceContext,
  paging: OffsetPaging | null | undefined,
): Promise<PrivacyDeletion[]> {
  const admin = requireAdmin(await memberOf(ctx), 'see what was deleted');
  const page = parsePaging(paging);
  return inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select(columns)
      .from(privacyDeletions)
      .leftJoin(
        users,
        and(
          eq(users.id, privacyDeletions.requestedBy),
          eq(users.organisationId, privacyDeletions.organisationId),
        ),
      )
      .where(eq(privacyDeletions.organisationId, admin.organisationId))
      .orderBy(desc(privacyDeletions.createdAt), desc(privacyDeletions.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function countPrivacyDeletions(ctx: ServiceContext): Promise<number> {
  const admin = requireAdmin(await memberOf(ctx), 'see what was deleted');
  return inOrganisation(ctx.db, admin, async (tx) => {
    const [row] = await tx
      .select({ count: count() })
      .from(privacyDeletions)
      .where(eq(privacyDeletions.organisationId, admin.organisationId));
    return row?.count ?? 0;
  });
}
