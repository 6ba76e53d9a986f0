import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { apiKeys, users } from '../../db/schema';
import { conflict, notFound } from '../../errors/app-errors';
import type { ApiKey, CreatedApiKey, OffsetPaging } from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { adminOf, inOrganisation, memberOf } from '../access';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { nameText } from '../validation/names';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { newApiKey } from './api-key-secret';

/** Keys that work at once, per organisation: enough for every integration, few enough to review. */
export const MAX_ACTIVE_API_KEYS = 25;

const API_KEY_NOT_FOUND = 'API key not found.';

const nameSchema = nameText();

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdBy: users.email,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

const selectKeys = (tx: Transaction) =>
  tx
    .select(columns)
    .from(apiKeys)
    .leftJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.organisationId, apiKeys.organisationId)));

async function findKey(tx: Transaction, organisationId: string, id: string): Promise<ApiKey> {
  const [row] = await selectKeys(tx).where(
    and(eq(apiKeys.organisationId, organisationId), eq(apiKeys.id, id)),
  );
  if (!row) throw notFound(API_KEY_NOT_FOUND);
  return row;
}

/** Every member may see which keys exist (names, prefixes, use), newest first; never a key itself. */
export async function listApiKeys(
  ctx: ServiceContext,
  paging: OffsetPaging | null | undefined,
): Promise<ApiKey[]> {
  const member = await memberOf(ctx);
  const page = parsePaging(paging);
  return inOrganisation(ctx.db, member, (tx) =>
    selectKeys(tx)
      .where(eq(apiKeys.organisationId, member.organisationId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(page.limit)
      .offset(page.offset),
  );
}

export async function countApiKeys(ctx: ServiceContext): Promise<number> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [row] = await tx
      .select({ count: count() })
      .from(apiKeys)
      .where(eq(apiKeys.organisationId, member.organisationId));
    return row?.count ?? 0;
  });
}

/** Admins only. The answer is the one time the key is shown: only its hash is stored. */
export async function createApiKey(ctx: ServiceContext, name: string): Promise<CreatedApiKey> {
  const admin = await adminOf(ctx, 'create API keys');
  const keyName = parseInput(z.object({ name: nameSchema }), { name }).name;
  const key = newApiKey();
  const apiKey = await inOrganisation(ctx.db, admin, async (tx) => {
    // Serialises concurrent creations in one organisation, so the limit holds exactly.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`api_keys:${admin.organisationId}`}, 0))`,
    );
    const [active] = await tx
      .select({ count: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organisationId, admin.organisationId), isNull(apiKeys.revokedAt)));
    if ((active?.count ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw conflict(
        message('An organisation can have at most {{max}} API keys. Revoke one first.', {
          max: MAX_ACTIVE_API_KEYS,
        }),
      );
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        organisationId: admin.organisationId,
        name: keyName,
        prefix: key.prefix,
        keyHash: key.hash,
        createdBy: admin.userId,
      })
      .returning({ id: apiKeys.id });
    await recordAuditEvent(tx, admin, {
      action: 'ApiKeyCreated',
      targetType: 'ApiKey',
      targetId: created!.id,
      targetLabel: `${keyName} (${key.prefix}…)`,
    });
    return findKey(tx, admin.organisationId, created!.id);
  });
  return { apiKey, secret: key.secret };
}

/** Admins only; the key stops working with the commit. A revoked key stays listed as revoked. */
export async function revokeApiKey(ctx: ServiceContext, id: string): Promise<ApiKey> {
  const admin = await adminOf(ctx, 'revoke API keys');
  if (!isUuid(id)) throw notFound(API_KEY_NOT_FOUND);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedBy: admin.userId })
      .where(
        and(eq(apiKeys.organisationId, admin.organisationId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)),
      )
      .returning({ name: apiKeys.name, prefix: apiKeys.prefix });
    const key = await findKey(tx, admin.organisationId, id);
    if (revoked[0]) {
      await recordAuditEvent(tx, admin, {
        action: 'ApiKeyRevoked',
        targetType: 'ApiKey',
        targetId: id,
        targetLabel: `${revoked[0].name} (${revoked[0].prefix}…)`,
      });
    }
    return key;
  });
}
