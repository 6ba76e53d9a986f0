import { and, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/database';
import { auditEvents } from '../../db/schema';
import { badUserInput, notFound } from '../../errors/app-errors';
import type {
  AuditEvent,
  AuditEventFilter,
  QueryAuditEventsArgs,
  QueryCountAuditEventsArgs,
} from '../../generated/resolvers-types';
import { inOrganisation, type Member, memberOf, requireAdmin } from '../access';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';

const SEE_AUDIT_LOG = 'see the audit log';
const CURSOR_GONE = 'The audit event to continue after was not found. Start again from the first page.';

const filterSchema = z
  .object({
    action: z.string().nullish(),
    from: z.date().nullish(),
    to: z.date().nullish(),
  })
  .nullish()
  .refine((filter) => !filter?.from || !filter.to || filter.from < filter.to, {
    error: 'The end of the period must be after its start.',
    path: ['to'],
  });

function conditions(admin: Member, filter: AuditEventFilter | null | undefined): SQL[] {
  const checked = parseInput(filterSchema, filter, 'filter');
  return [
    eq(auditEvents.organisationId, admin.organisationId),
    ...(checked?.action ? [eq(auditEvents.action, checked.action)] : []),
    ...(checked?.from ? [gte(auditEvents.createdAt, checked.from)] : []),
    ...(checked?.to ? [lt(auditEvents.createdAt, checked.to)] : []),
  ];
}

const columns = {
  id: auditEvents.id,
  action: auditEvents.action,
  actorId: auditEvents.actorId,
  actorEmail: auditEvents.actorEmail,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  targetLabel: auditEvents.targetLabel,
  changes: auditEvents.changes,
  requestId: auditEvents.requestId,
  createdAt: auditEvents.createdAt,
};

/** Strictly after the cursor row in the newest-first order (the index's order). */
async function afterCursor(tx: Transaction, admin: Member, id: string): Promise<SQL> {
  if (!isUuid(id)) throw notFound(CURSOR_GONE);
  const [cursor] = await tx
    .select({ createdAt: auditEvents.createdAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.organisationId, admin.organisationId), eq(auditEvents.id, id)));
  if (!cursor) throw notFound(CURSOR_GONE);
  return or(
    lt(auditEvents.createdAt, cursor.createdAt),
    and(eq(auditEvents.createdAt, cursor.createdAt), lt(auditEvents.id, id)),
  )!;
}

/** The organisation's audit log, newest first, paged in the database on its index (Admins only). */
export async function listAuditEvents(
  ctx: ServiceContext,
  args: QueryAuditEventsArgs,
): Promise<AuditEvent[]> {
  const admin = requireAdmin(await memberOf(ctx), SEE_AUDIT_LOG);
  const paging = parsePaging(args.paging);
  if (args.after && paging.offset > 0) {
    throw badUserInput('Use either after or paging.offset, not both.', 'after');
  }
  const where = conditions(admin, args.filter);
  const rows = await inOrganisation(ctx.db, admin, async (tx) => {
    if (args.after) where.push(await afterCursor(tx, admin, args.after));
    return tx
      .select(columns)
      .from(auditEvents)
      .where(and(...where))
      .orderBy(sql`${auditEvents.createdAt} desc nulls last`, desc(auditEvents.id))
      .limit(paging.limit)
      .offset(paging.offset);
  });
  return rows as AuditEvent[];
}

export async function countAuditEvents(
  ctx: ServiceContext,
  args: QueryCountAuditEventsArgs,
): Promise<number> {
  const admin = requireAdmin(await memberOf(ctx), SEE_AUDIT_LOG);
  const where = conditions(admin, args.filter);
  const [row] = await inOrganisation(ctx.db, admin, (tx) =>
    tx
      .select({ total: count() })
      .from(auditEvents)
      .where(and(...where)),
  );
  return row?.total ?? 0;
}
