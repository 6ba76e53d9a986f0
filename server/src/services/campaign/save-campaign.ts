import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaigns, questionGroups, questions } from '../../db/schema';
import { badUserInput } from '../../errors/app-errors';
import type {
  Campaign,
  MutationCreateCampaignArgs,
  MutationDeleteCampaignArgs,
  MutationUpdateCampaignArgs,
} from '../../generated/resolvers-types';
import { message } from '../../i18n/message';
import { adminOf, inOrganisation, type Member } from '../access';
import type { ServiceContext } from '../context';
import { requireVisibleProduct } from '../recording/load-recordings';
import { findSegment } from '../segment/load-segments';
import { parseCreateCampaign, parseUpdateCampaign } from './campaign-input';
import { CAMPAIGN_STATUS_LABELS } from './campaign-status-labels';
import { type CampaignRow, campaignColumns, findCampaign, toCampaign } from './load-campaigns';

/** What a Member is refused: campaigns are changed by Admins (docs/decisions.md, "Campaigns"). */
export const CHANGE_CAMPAIGNS = 'change campaigns';

/** The segment must be one of the campaign's product. */
async function requireProductSegment(
  tx: Transaction,
  admin: Member,
  segmentId: string,
  productId: string,
  field: string,
) {
  const segment = await findSegment(tx, admin, segmentId).catch(() => null);
  if (!segment || segment.productId !== productId) {
    throw badUserInput('The segment does not exist in this product.', field);
  }
}

/**
 * The question ids for these texts in the campaign's group: a text the group already holds keeps
 * its question (answers refer to it), a new text becomes a new question.
 */
async function questionIdsFor(
  tx: Transaction,
  admin: Member,
  groupId: string,
  texts: string[],
): Promise<string[]> {
  if (texts.length === 0) return [];
  const existing = await tx
    .select({ id: questions.id, text: questions.text })
    .from(questions)
    .where(
      and(
        eq(questions.organisationId, admin.organisationId),
        eq(questions.questionGroupId, groupId),
        inArray(questions.text, texts),
      ),
    );
  const idOf = new Map(existing.map((question) => [question.text, question.id]));
  const newTexts = [...new Set(texts.filter((text) => !idOf.has(text)))];
  if (newTexts.length > 0) {
    const created = await tx
      .insert(questions)
      .values(
        newTexts.map((text) => ({ organisationId: admin.organisationId, questionGroupId: groupId, text })),
      )
      .returning({ id: questions.id, text: questions.text });
    for (const question of created) idOf.set(question.text, question.id);
  }
  return [...new Set(texts.map((text) => idOf.get(text)!))];
}

export async function createCampaign(
  ctx: ServiceContext,
  args: MutationCreateCampaignArgs,
): Promise<Campaign> {
  const admin = await adminOf(ctx, CHANGE_CAMPAIGNS);
  const values = parseCreateCampaign(args.input);
  return inOrganisation(ctx.db, admin, async (tx) => {
    await requireVisibleProduct(tx, admin, args.productId);
    if (values.segmentId)
      await requireProductSegment(tx, admin, values.segmentId, args.productId, 'input.segmentId');
    const [group] = await tx
      .insert(questionGroups)
      .values({ organisationId: admin.organisationId })
      .returning({ id: questionGroups.id });
    const questionIds = await questionIdsFor(tx, admin, group!.id, values.questions);
    const [row] = await tx
      .insert(campaigns)
      .values({
        organisationId: admin.organisationId,
        productId: args.productId,
        segmentId: values.segmentId,
        name: values.name,
        source: values.source,
        purpose: values.purpose,
        message: values.message,
        questionGroupId: group!.id,
        questionIds,
        keywords: values.keywords,
      })
      .returning(campaignColumns);
    return toCampaign(tx, row as CampaignRow);
  });
}

export async function updateCampaign(
  ctx: ServiceContext,
  args: MutationUpdateCampaignArgs,
): Promise<Campaign> {
  const admin = await adminOf(ctx, CHANGE_CAMPAIGNS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findCampaign(tx, admin, args.id);
    if (current.status !== 'Draft' && current.status !== 'Paused') {
      throw badUserInput(
        message('A {{status}} campaign cannot be changed: pause it first.', {
          status: CAMPAIGN_STATUS_LABELS[current.status],
        }),
        'id',
      );
    }
    const changes = parseUpdateCampaign(args.update, {
      purpose: current.purpose,
      questionCount: current.questionIds.length,
    });
    if (changes.segmentId)
      await requireProductSegment(tx, admin, changes.segmentId, current.productId, 'update.segmentId');
    const { questions: texts, ...rest } = changes;
    let questionIds: string[] | undefined;
    if (texts) {
      let groupId = current.questionGroupId;
      if (!groupId) {
        const [group] = await tx
          .insert(questionGroups)
          .values({ organisationId: admin.organisationId })
          .returning({ id: questionGroups.id });
        groupId = group!.id;
      }
      questionIds = await questionIdsFor(tx, admin, groupId, texts);
      await tx
        .update(campaigns)
        .set({ questionGroupId: groupId })
        .where(and(eq(campaigns.organisationId, admin.organisationId), eq(campaigns.id, current.id)));
    }
    const [row] = await tx
      .update(campaigns)
      .set({ ...rest, ...(questionIds ? { questionIds } : {}), updatedAt: new Date() })
      .where(and(eq(campaigns.organisationId, admin.organisationId), eq(campaigns.id, current.id)))
      .returning(campaignColumns);
    return toCampaign(tx, row as CampaignRow);
  });
}

export async function deleteCampaign(ctx: ServiceContext, args: MutationDeleteCampaignArgs): Promise<string> {
  const admin = await adminOf(ctx, CHANGE_CAMPAIGNS);
  return inOrganisation(ctx.db, admin, async (tx) => {
    const current = await findCampaign(tx, admin, args.id);
    if (current.status !== 'Draft') {
      throw badUserInput('Only a Draft campaign can be deleted: it has been scheduled.', 'id');
    }
    await tx
      .delete(campaigns)
      .where(and(eq(campaigns.organisationId, admin.organisationId), eq(campaigns.id, current.id)));
    if (current.questionGroupId) {
      await tx
        .delete(questionGroups)
        .where(
          and(
            eq(questionGroups.organisationId, admin.organisationId),
            eq(questionGroups.id, current.questionGroupId),
          ),
        );
    }
    return current.id;
  });
}
