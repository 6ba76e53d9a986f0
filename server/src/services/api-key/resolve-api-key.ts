import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { apiKeys } from '../../db/schema';
import { setScope, withScope } from '../../db/scope';
import { unauthenticated } from '../../errors/app-errors';
import type { Caller } from '../user/caller';
import { hashApiKey, isWellFormedApiKey } from './api-key-secret';

/** `lastUsedAt` is a "used recently" signal: written at most this often per key, not per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const INVALID_KEY = 'This API key is not valid or was revoked. Create a new one in Settings, API.';

/**
 * The principal behind an API key: the key's organisation at Member level, never a user. The
 * transaction first sees only the key with this hash (app.api_key_hash, drizzle/0013), then acts
 * as its organisation to record the use.
 */
export async function resolveApiKey(db: Database, key: string, now = new Date()): Promise<Caller> {
  if (!isWellFormedApiKey(key)) throw unauthenticated(INVALID_KEY);
  const hash = hashApiKey(key);
  const found = await withScope(db, {}, async (tx) => {
    await tx.execute(sql`select set_config('app.api_key_hash', ${hash}, true)`);
    const [row] = await tx
      .select({
        id: apiKeys.id,
        organisationId: apiKeys.organisationId,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hash));
    if (!row || row.revokedAt) return null;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await setScope(tx, { organisationId: row.organisationId });
      // The condition repeats the staleness test, so parallel first requests write once.
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(apiKeys.organisationId, row.organisationId),
            eq(apiKeys.id, row.id),
            or(
              isNull(apiKeys.lastUsedAt),
              lte(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
            ),
          ),
        );
    }
    return row;
  });
  if (!found) throw unauthenticated(INVALID_KEY);
  return {
    id: found.id,
    firebaseUid: '',
    email: '',
    organisationId: found.organisationId,
    role: 'Member',
    enabled: true,
    verified: true,
    apiKeyId: found.id,
  };
}
