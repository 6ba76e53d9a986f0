import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Transaction } from '../../db/database';
import { attentionItems, campaigns, notifications, recordings, users } from '../../db/schema';
import { badUserInput, notFound } from '../../errors/app-errors';
import type {
  AttentionItem,
  AttentionItemFilter,
  MutationAssignAttentionItemArgs,
  MutationResolveAttentionItemArgs,
  QueryAttentionItemsArgs,
  QueryCountAttentionItemsArgs,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { mailLanguageOf } from '../../i18n/stored-language';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { inOrganisation, type Member, memberOf } from '../access';
import type { ServiceContext } from '../context';
import { notificationText } from '../notification/notification-message';
import { notificationRecipients } from '../notification/notification-recipients';
import { recordingColumns, toRecordings } from '../recording/load-recordings';
import type { SentimentLabel } from '../recording/sentiment';
import { isUuid } from '../validation/fields';
import { parsePaging } from '../validation/paging';
import { attentionRecommendedMail } from './campaign-mail';
import { findCampaign } from './load-campaigns';

export const ATTENTION_ITEM_NOT_FOUND = 'Attention item not found.';
export const NOTE_MAX = 2000;

/** The campaign's keywords found in the words (whole words or phrases, ignoring case). */
export function matchedKeywords(keywords: string[], words: string): string[] {
  const text = ` ${words.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return keywords.filter((keyword) => {
    const needle = keyword
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    return needle !== '' && text.includes(` ${needle} `);
  });
}

/**
 * In the response's transaction: an attention item when the response is negative or names a
 * keyword, with in-app notifications for the topic's recipients. Answers the e-mails to send
 * once the transaction committed (never mail from inside it).
 */
export async function raiseAttention(
  tx: Transaction,
  response: {
    organisationId: string;
    campaign: { id: string; name: string; productId: string; keywords: string[] };
    recordingId: string;
    contactId: string;
    sentiment: SentimentLabel | null;
    words: string;
  },
  publicUrl: string,
): Promise<MailMessage[]> {
  const keywords = matchedKeywords(response.campaign.keywords, response.words);
  const negative = response.sentiment === 'Negative';
  if (!negative && keywords.length === 0) return [];
  const [item] = await tx
    .insert(attentionItems)
    .values({
      organisationId: response.organisationId,
      campaignId: response.campaign.id,
      recordingId: response.recordingId,
      contactId: response.contactId,
      reason: negative ? 'NegativeSentiment' : 'Keyword',
      matchedKeywords: keywords,
    })
    .onConflictDoNothing()
    .returning({ id: attentionItems.id });
  if (!item) return [];

  const told = await notificationRecipients(tx, {
    organisationId: response.organisationId,
    topic: 'AttentionRecommended',
    productId: response.campaign.productId,
  });
  const path = `/app/${response.campaign.productId}/campaigns/${response.campaign.id}/attention-recommended`;
  const quotedKeywords = keywords.map((word) => `"${word}"`).join(', ');
  const campaign = response.campaign.name;
  const notice = negative
    ? message('A response to "{{campaign}}" is negative.', { campaign })
    : message('A response to "{{campaign}}" mentions {{keywords}}.', { campaign, keywords: quotedKeywords });
  if (told.inApp.length > 0) {
    await tx.insert(notifications).values(
      told.inApp.map((recipient) => ({
        organisationId: response.organisationId,
        userId: recipient.id,
        kind: 'AttentionRecommended' as const,
        ...notificationText(notice),
        link: path,
        subjectId: item.id,
      })),
    );
  }
  return told.email.map((recipient) =>
    attentionRecommendedMail({
      to: recipient.email,
      language: mailLanguageOf(recipient.language),
      campaignName: response.campaign.name,
      keywords: negative ? null : quotedKeywords,
      link: `${publicUrl}${path}`,
    }),
  );
}

/** Mail after commit: a failure is logged, the response stays stored. */
export async function sendAfterCommit(
  mailer: Mailer,
  logger: Logger,
  messages: MailMessage[],
): Promise<void> {
  for (const message of messages) {
    await mailer.send(message).catch((error: unknown) => {
      logger.warn({ err: error }, 'attention e-mail not sent');
    });
  }
}

const itemColumns = {
  id: attentionItems.id,
  campaignId: attentionItems.campaignId,
  recordingId: attentionItems.recordingId,
  reason: attentionItems.reason,
  matchedKeywords: attentionItems.matchedKeywords,
  assigneeId: attentionItems.assigneeId,
  assigneeEmail: users.email,
  resolvedAt: attentionItems.resolvedAt,
  resolutionNote: attentionItems.resolutionNote,
  createdAt: attentionItems.createdAt,
};

function filterCondition(filter: AttentionItemFilter | null | undefined): SQL | undefined {
  if (filter?.resolved == null) return undefined;
  return filter.resolved ? isNotNull(attentionItems.resolvedAt) : isNull(attentionItems.resolvedAt);
}

async function loadItems(
  tx: Transaction,
  member: Member,
  where: SQL,
  limit = 1,
  offset = 0,
): Promise<AttentionItem[]> {
  const rows = await tx
    .select(itemColumns)
    .from(attentionItems)
    .leftJoin(
      users,
      and(eq(users.organisationId, attentionItems.organisationId), eq(users.id, attentionItems.assigneeId)),
    )
    .where(and(eq(attentionItems.organisationId, member.organisationId), where))
    .orderBy(desc(attentionItems.createdAt), desc(attentionItems.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const recordingRows = await tx
    .select(recordingColumns)
    .from(recordings)
    .where(
      and(
        eq(recordings.organisationId, member.organisationId),
        sql`${recordings.id} in (${sql.join(
          rows.map((row) => sql`${row.recordingId}::uuid`),
          sql`, `,
        )})`,
      ),
    );
  const shown = new Map(
    (await toRecordings(tx, recordingRows)).map((recording) => [recording.id, recording]),
  );
  return rows.flatMap((row) => {
    const recording = shown.get(row.recordingId);
    if (!recording) return [];
    return [
      {
        id: row.id,
        campaignId: row.campaignId,
        recording,
        contactEmail: recording.contact?.email ?? null,
        reason: row.reason,
        matchedKeywords: row.matchedKeywords,
        assigneeId: row.assigneeId,
        assigneeEmail: row.assigneeEmail,
        resolved: row.resolvedAt != null,
        resolvedAt: row.resolvedAt,
        resolutionNote: row.resolutionNote,
        createdAt: row.createdAt,
      },
    ];
  });
}

export async function listAttentionItems(
  ctx: ServiceContext,
  args: QueryAttentionItemsArgs,
): Promise<AttentionItem[]> {
  const member = await memberOf(ctx);
  const paging = parsePaging(args.paging);
  return inOrganisation(ctx.db, member, async (tx) => {
    const campaign = await findCampaign(tx, member, args.campaignId);
    const where = and(eq(attentionItems.campaignId, campaign.id), filterCondition(args.filter))!;
    return loadItems(tx, member, where, paging.limit, paging.offset);
  });
}

export async function countAttentionItems(
  ctx: ServiceContext,
  args: QueryCountAttentionItemsArgs,
): Promise<number> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const campaign = await findCampaign(tx, member, args.campaignId);
    return tx.$count(
      attentionItems,
      and(
        eq(attentionItems.organisationId, member.organisationId),
        eq(attentionItems.campaignId, campaign.id),
        filterCondition(args.filter),
      ),
    );
  });
}

/** NOT_FOUND unless the item's campaign is one the member may open. */
async function findItem(tx: Transaction, member: Member, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound(ATTENTION_ITEM_NOT_FOUND);
  const [row] = await tx
    .select({ id: attentionItems.id, campaignId: attentionItems.campaignId })
    .from(attentionItems)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.organisationId, attentionItems.organisationId),
        eq(campaigns.id, attentionItems.campaignId),
      ),
    )
    .where(and(eq(attentionItems.organisationId, member.organisationId), eq(attentionItems.id, id)));
  if (!row) throw notFound(ATTENTION_ITEM_NOT_FOUND);
  await findCampaign(tx, member, row.campaignId).catch(() => {
    throw notFound(ATTENTION_ITEM_NOT_FOUND);
  });
  return row;
}

/** Triage is the work of whoever follows the product: any member who may open it (docs/decisions.md). */
export async function assignAttentionItem(
  ctx: ServiceContext,
  args: MutationAssignAttentionItemArgs,
): Promise<AttentionItem> {
  const member = await memberOf(ctx);
  return inOrganisation(ctx.db, member, async (tx) => {
    const item = await findItem(tx, member, args.id);
    if (args.assigneeId != null) {
      const [assignee] = isUuid(args.assigneeId)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.organisationId, member.organisationId),
                eq(users.id, args.assigneeId),
                eq(users.enabled, true),
              ),
            )
        : [];
      if (!assignee) throw badUserInput('Choose an enabled teammate of your organisation.', 'assigneeId');
    }
    await tx
      .update(attentionItems)
      .set({ assigneeId: args.assigneeId ?? null })
      .where(and(eq(attentionItems.organisationId, member.organisationId), eq(attentionItems.id, item.id)));
    return (await loadItems(tx, member, eq(attentionItems.id, item.id)))[0]!;
  });
}

export async function resolveAttentionItem(
  ctx: ServiceContext,
  args: MutationResolveAttentionItemArgs,
): Promise<AttentionItem> {
  const member = await memberOf(ctx);
  const note = args.note.trim();
  if (note === '') throw badUserInput('Write a note on how it was resolved.', 'note');
  if (note.length > NOTE_MAX) {
    throw badUserInput(message('The note must be at most {{max}} characters.', { max: NOTE_MAX }), 'note');
  }
  return inOrganisation(ctx.db, member, async (tx) => {
    const item = await findItem(tx, member, args.id);
    await tx
      .update(attentionItems)
      .set({ resolvedAt: new Date(), resolvedBy: member.userId, resolutionNote: note })
      .where(and(eq(attentionItems.organisationId, member.organisationId), eq(attentionItems.id, item.id)));
    return (await loadItems(tx, member, eq(attentionItems.id, item.id)))[0]!;
  });
}
