import { and, desc, eq, not, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { joinRequests, notifications } from '../../db/schema';
import { notFound } from '../../errors/app-errors';
import type {
  Notification,
  NotificationFilter,
  NotificationReadState,
  OffsetPaging,
} from '../../generated/resolvers-types';
import { currentMessageLanguage } from '../../i18n/current-language';
import { inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { parseInput } from '../validation/parse-input';
import { notificationMessageIn, type StoredNotificationText } from './notification-message';

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  state: notifications.state,
  message: notifications.message,
  messageTemplate: notifications.messageTemplate,
  messageValues: notifications.messageValues,
  link: notifications.link,
  createdAt: notifications.createdAt,
};

type NotificationRow = Omit<Notification, 'message'> & StoredNotificationText;

/** The notification as the reader gets it: its text in the language of the request. */
async function readable<R extends NotificationRow>(rows: R[]): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const language = await currentMessageLanguage();
  return rows.map(({ messageTemplate, messageValues, ...row }) => ({
    ...row,
    message: notificationMessageIn({ message: row.message, messageTemplate, messageValues }, language),
  }));
}

const filterSchema = z
  .object({
    state: z.enum(['Read', 'Unread'], { error: 'State must be Read or Unread.' }).nullish(),
    kind: z
      .enum(['ReviewUsers', 'AttentionRecommended'], {
        error: 'Kind must be ReviewUsers or AttentionRecommended.',
      })
      .nullish(),
  })
  .nullish();

/**
 * A request its sender took back is no longer news: its "asked to join" entries leave the bell.
 * They are hidden rather than deleted because row-level security lets only each recipient change
 * their copy, and the withdrawing user is none of them.
 */
const withdrawnJoinRequest = sql`exists (
  select 1 from ${joinRequests}
  where ${joinRequests.id} = ${notifications.subjectId} and ${joinRequests.status} = 'Withdrawn'
)`;

/** The caller's own notifications (row-level security also admits only the recipient). */
function conditions(member: Member, filter: NotificationFilter | null | undefined): SQL {
  const parsed = parseInput(filterSchema, filter, 'filter') ?? {};
  return and(
    eq(notifications.organisationId, member.organisationId),
    eq(notifications.userId, member.userId),
    parsed.state ? eq(notifications.state, parsed.state) : undefined,
    parsed.kind ? eq(notifications.kind, parsed.kind) : undefined,
    not(and(eq(notifications.kind, 'ReviewUsers'), withdrawnJoinRequest)!),
  )!;
}

export async function listNotifications(
  ctx: ServiceContext,
  args: { paging?: OffsetPaging | null; filter?: NotificationFilter | null },
): Promise<Notification[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  const where = conditions(member, args.filter);
  const rows = await inOrganisation(ctx.db, member, (tx) =>
    tx
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.limit)
      .offset(paging.offset),
  );
  return readable(rows);
}

export async function countNotifications(
  ctx: ServiceContext,
  filter: NotificationFilter | null | undefined,
): Promise<number> {
  const member = await memberOf(ctx);
  const where = conditions(member, filter);
  return inOrganisation(ctx.db, member, async (tx) => {
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(notifications).where(where);
    return row?.count ?? 0;
  });
}

export const unreadNotificationCount = (ctx: ServiceContext) => countNotifications(ctx, { state: 'Unread' });

export async function markNotificationRead(
  ctx: ServiceContext,
  id: string,
  state: NotificationReadState | null | undefined,
): Promise<Notification> {
  const member = await memberOf(ctx);
  if (!isUuid(id)) throw notFound('Notification not found.');
  const next = state ?? 'Read';
  const [row] = await inOrganisation(ctx.db, member, (tx) =>
    tx
      .update(notifications)
      .set({ state: next, readAt: next === 'Read' ? new Date() : null })
      .where(and(eq(notifications.id, id), conditions(member, null)))
      .returning(columns),
  );
  if (!row) throw notFound('Notification not found.');
  const [read] = await readable([row]);
  return read!;
}

export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const member = await memberOf(ctx);
  const changed = await inOrganisation(ctx.db, member, (tx) =>
    tx
      .update(notifications)
      .set({ state: 'Read', readAt: new Date() })
      .where(conditions(member, { state: 'Unread' }))
      .returning({ id: notifications.id }),
  );
  return changed.length;
}
