import { eq } from 'drizzle-orm';
import type { VerifiedIdentity } from '../../auth/identity';
import type { Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { users } from '../../db/schema';
import { setScope, withScope } from '../../db/scope';
import { conflict } from '../../errors/app-errors';
import type { ServiceDependencies } from '../context';
import type { Caller } from './caller';

/** lastActivity is a "seen recently" signal; writing it on every request would be a write per read. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

const callerColumns = {
  id: users.id,
  firebaseUid: users.firebaseUid,
  email: users.email,
  organisationId: users.organisationId,
  role: users.role,
  enabled: users.enabled,
  verified: users.verified,
  lastActivity: users.lastActivity,
};

type CallerRow = Caller & { lastActivity: Date | null };

/**
 * Finds the caller's row by Firebase uid, creating it on first sight, and keeps `verified` and
 * `lastActivity` in step with the token. This is the one request-time path that runs before the
 * tenant is known: its transaction may only see the row carrying the token's uid.
 */
export async function resolveCaller(
  deps: ServiceDependencies,
  identity: VerifiedIdentity,
  now = new Date(),
): Promise<Caller> {
  return withScope(deps.db, { firebaseUid: identity.uid }, async (tx) => {
    const [existing] = await tx.select(callerColumns).from(users).where(eq(users.firebaseUid, identity.uid));
    const row = existing ?? (await insertUser(tx, identity, now));
    // Once Firebase said verified (token or verifyEmail), a token minted before must not undo it.
    const verified = row.verified || identity.verified;
    const stale = !row.lastActivity || now.getTime() - row.lastActivity.getTime() >= ACTIVITY_RESOLUTION_MS;
    if (verified !== row.verified || stale) {
      // The row's own organisation becomes the tenant, so the update passes the write policy.
      await setScope(tx, { organisationId: row.organisationId, userId: row.id, firebaseUid: identity.uid });
      await tx
        .update(users)
        .set({ verified, lastActivity: stale ? now : row.lastActivity, updatedAt: now })
        .where(eq(users.id, row.id));
    }
    // Becoming verified moves nobody: a user of a proven domain is offered to ask to join
    // (services/membership/domain-join.ts) and decides themself.
    return { ...withoutActivity(row), verified };
  });
}

const withoutActivity = ({ lastActivity: _, ...caller }: CallerRow): Caller => caller;

async function insertUser(tx: Transaction, identity: VerifiedIdentity, now: Date): Promise<CallerRow> {
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
      .returning(callerColumns);
    if (created) return created;
    const [winner] = await tx.select(callerColumns).from(users).where(eq(users.firebaseUid, identity.uid));
    return winner!;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw conflict('Another account already uses this e-mail address.');
    }
    throw error;
  }
}
