import { eq } from 'drizzle-orm';
import type { VerifiedIdentity } from '../../auth/identity';
import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { organisations, users } from '../../db/schema';
import { setScope, withScope } from '../../db/scope';
import { conflict } from '../../errors/app-errors';
import type { User } from '../../generated/resolvers-types';
import type { ServiceDependencies } from '../context';
import { organizationColumns } from '../organization/organization-columns';
import type { Caller } from './caller';
import { profileColumns, profileOf } from './get-me';

/** lastActivity is a "seen recently" signal; writing it on every request would be a write per read. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** The caller's row: what the services authorise with (Caller) and what `me` shows. */
const signedInColumns = {
  ...profileColumns,
  firebaseUid: users.firebaseUid,
  organisationId: users.organisationId,
};

const selectSignedIn = (tx: Transaction, firebaseUid: string) =>
  tx.select(signedInColumns).from(users).where(eq(users.firebaseUid, firebaseUid));

type SignedInRow = Awaited<ReturnType<typeof selectSignedIn>>[number];

/** The signed-in caller as the services see them, and their profile as `me` shows it. */
export interface SignedIn {
  caller: Caller;
  profile: User;
}

/** The caller only, for tools that act as a person (src/admin/create-admin.ts). */
export async function resolveCaller(
  deps: Pick<ServiceDependencies, 'db'>,
  identity: VerifiedIdentity,
  now = new Date(),
): Promise<Caller> {
  return (await loadSignedIn(deps.db, identity, now)).caller;
}

/**
 * Finds the caller's row by Firebase uid, creating it on first sight, keeps `verified` and
 * `lastActivity` in step with the token, and reads their organisation: one transaction, which
 * starts before the tenant is known and may then only see the row carrying the token's uid. Row
 * level security shows the organisation once the row has named it, hence a second read.
 */
export async function loadSignedIn(
  db: Database,
  identity: VerifiedIdentity,
  now = new Date(),
): Promise<SignedIn> {
  return withScope(db, { firebaseUid: identity.uid }, async (tx) => {
    const [existing] = await selectSignedIn(tx, identity.uid);
    const row = existing ?? (await insertUser(tx, identity, now));
    // Once Firebase said verified (token or verifyEmail), a token minted before must not undo it.
    const verified = row.verified || identity.verified;
    const stale = !row.lastActivity || now.getTime() - row.lastActivity.getTime() >= ACTIVITY_RESOLUTION_MS;
    const changed = verified !== row.verified || stale;
    if (changed || row.organisationId) {
      // The row's own organisation becomes the tenant: the update passes the write policy, and
      // the organisation's row becomes visible.
      await setScope(tx, { organisationId: row.organisationId, userId: row.id, firebaseUid: identity.uid });
    }
    if (changed) {
      await tx
        .update(users)
        .set({ verified, lastActivity: stale ? now : row.lastActivity, updatedAt: now })
        .where(eq(users.id, row.id));
    }
    const [organisation] = row.organisationId
      ? await tx
          .select(organizationColumns)
          .from(organisations)
          .where(eq(organisations.id, row.organisationId))
      : [];
    // Becoming verified moves nobody: a user of a proven domain is offered to ask to join
    // (services/membership/domain-join.ts) and decides themself.
    const { firebaseUid, organisationId, ...shown } = row;
    const current = { ...shown, verified, lastActivity: stale ? now : row.lastActivity };
    return {
      caller: {
        id: row.id,
        firebaseUid,
        email: row.email,
        organisationId,
        role: row.role ?? null,
        enabled: row.enabled,
        verified,
      },
      profile: profileOf(current, organisation ?? null),
    };
  });
}

async function insertUser(tx: Transaction, identity: VerifiedIdentity, now: Date): Promise<SignedInRow> {
  // Split on control characters as well as spaces: the Firebase profile's name is typed by the
  // person and must reach our rows as one line (services/validation/names.ts).
  const [firstName, ...rest] = (identity.displayName ?? '').split(/[\s\p{Cc}]+/u).filter(Boolean);
  try {
    const [created] = await tx
      .insert(users)
      .values({
        firebaseUid: identity.uid,
        email: identity.email,
        firstName: firstName ?? null,
        lastName: rest.length > 0 ? rest.join(' ') : null,
        photoUrl: identity.photoUrl,
        verified: identity.verified,
        enabled: true,
        lastActivity: now,
      })
      // Parallel first requests of a new user race here; the loser reads the winner's row.
      .onConflictDoNothing({ target: users.firebaseUid })
      .returning(signedInColumns);
    if (created) return created;
    const [winner] = await selectSignedIn(tx, identity.uid);
    return winner!;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw conflict('Another account already uses this e-mail address.');
    }
    throw error;
  }
}
