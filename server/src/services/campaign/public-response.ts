import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaignInvitations, recordings, SENTIMENT_SHARDS } from '../../db/schema';
import { withScope } from '../../db/scope';
import { badUserInput, conflict, notFound } from '../../errors/app-errors';
import type {
  MutationSubmitCampaignResponseArgs,
  MutationUnsubscribeFromCampaignArgs,
  PublicCampaignInvitation,
  QueryCampaignInvitationArgs,
} from '../../generated/resolvers-types';
import type { ServiceContext } from '../context';
import { questionsInOrder } from '../feedback-page/event-pages';
import { sentimentOf } from '../recording/sentiment';
import { raiseAttention, sendAfterCommit } from './attention';
import { parseResponse } from './campaign-input';
import { findInvitationInContext } from './invitation-context';
import { parseInvitationToken } from './invitation-token';

export const INVITATION_NOT_FOUND = 'This link is not valid: ask for a new invitation.';
export const CAMPAIGN_CLOSED = 'This campaign does not take responses at the moment.';
export const ALREADY_ANSWERED = 'You have already answered: thank you.';

/*
 * The personal page acts as the organisation named in its token (as the public feedback pages
 * do); the secret must match an invitation of that organisation, and row-level security keeps
 * every read and write inside it.
 */

async function findInvitation(tx: Transaction, organisationId: string, secret: string) {
  const row = await findInvitationInContext(tx, organisationId, eq(campaignInvitations.token, secret));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

function tokenParts(token: string) {
  const parts = parseInvitationToken(token);
  if (!parts) throw notFound(INVITATION_NOT_FOUND);
  return parts;
}

export async function campaignInvitation(
  ctx: ServiceContext,
  args: QueryCampaignInvitationArgs,
): Promise<PublicCampaignInvitation> {
  const { organisationId, secret } = tokenParts(args.token);
  return withScope(ctx.db, { organisationId }, async (tx) => {
    const invitation = await findInvitation(tx, organisationId, secret);
    const asked = await questionsInOrder(tx, organisationId, invitation.campaign.questionIds);
    return {
      campaignName: invitation.campaign.name,
      organisationName: invitation.organisationName,
      productName: invitation.productName,
      purpose: invitation.campaign.purpose,
      message: invitation.campaign.message,
      questions: invitation.campaign.questionIds.flatMap((id) => {
        const question = asked.get(id);
        return question ? [question] : [];
      }),
      open: invitation.campaign.status === 'Running',
      answered: invitation.respondedAt != null,
      unsubscribed: invitation.unsubscribedAt != null,
    };
  });
}

/**
 * The response becomes a recording of the campaign's product with the campaign and the contact
 * set (one per invitation: its idempotency key is the invitation's), counted in the product's
 * sentiment totals, and raises an attention item when it needs a human.
 */
export async function submitCampaignResponse(
  ctx: ServiceContext,
  args: MutationSubmitCampaignResponseArgs,
): Promise<boolean> {
  const { organisationId, secret } = tokenParts(args.token);
  const response = parseResponse(args.input);
  const mails = await withScope(ctx.db, { organisationId }, async (tx) => {
    const invitation = await findInvitation(tx, organisationId, secret);
    if (invitation.campaign.status !== 'Running') throw badUserInput(CAMPAIGN_CLOSED, 'token');
    if (invitation.respondedAt) throw conflict(ALREADY_ANSWERED);
    const asked = new Set(invitation.campaign.questionIds);
    const strange = response.answers.findIndex((answer) => !asked.has(answer.questionId.toLowerCase()));
    if (strange >= 0)
      throw badUserInput('This campaign does not ask that question.', `input.answers.${strange}.questionId`);

    const words = [response.text, ...response.answers.map((answer) => answer.text)]
      .filter(Boolean)
      .join('\n');
    const sentiment = sentimentOf(words);
    const [stored] = await tx
      .insert(recordings)
      .values({
        organisationId,
        productId: invitation.campaign.productId,
        idempotencyKey: `campaign-invitation:${invitation.id}`,
        messageType: invitation.campaign.purpose,
        text: response.text,
        answers: response.answers.length > 0 ? response.answers : null,
        contactName: invitation.contactName,
        contactEmail: invitation.contactEmail,
        sentimentScore: sentiment?.score ?? null,
        sentimentLabel: sentiment?.label ?? null,
        submittedAt: new Date(),
        campaignId: invitation.campaign.id,
        contactId: invitation.contactId,
      })
      .onConflictDoNothing()
      .returning({ id: recordings.id });
    if (!stored) throw conflict(ALREADY_ANSWERED);
    await tx.execute(sql`
      insert into product_sentiment as t
        (organisation_id, product_id, shard, recordings_count, sentiment_count, sentiment_sum)
      values (${organisationId}::uuid, ${invitation.campaign.productId}::uuid,
        (pg_backend_pid() % ${SENTIMENT_SHARDS})::smallint, 1, ${sentiment ? 1 : 0}, ${sentiment?.score ?? 0})
      on conflict (organisation_id, product_id, shard) do update set
        recordings_count = t.recordings_count + excluded.recordings_count,
        sentiment_count = t.sentiment_count + excluded.sentiment_count,
        sentiment_sum = t.sentiment_sum + excluded.sentiment_sum,
        updated_at = now()`);
    await tx
      .update(campaignInvitations)
      .set({ respondedAt: new Date() })
      .where(
        and(
          eq(campaignInvitations.organisationId, organisationId),
          eq(campaignInvitations.id, invitation.id),
        ),
      );
    return raiseAttention(
      tx,
      {
        organisationId,
        campaign: invitation.campaign,
        recordingId: stored.id,
        contactId: invitation.contactId,
        sentiment: sentiment?.label ?? null,
        words,
      },
      ctx.publicUrl(),
    );
  });
  await sendAfterCommit(ctx.mailer, ctx.logger, mails);
  return true;
}

/** Idempotent: unsubscribing twice is still unsubscribed. */
export async function unsubscribeFromCampaign(
  ctx: ServiceContext,
  args: MutationUnsubscribeFromCampaignArgs,
): Promise<boolean> {
  const { organisationId, secret } = tokenParts(args.token);
  return withScope(ctx.db, { organisationId }, async (tx) => {
    const invitation = await findInvitation(tx, organisationId, secret);
    await tx
      .update(campaignInvitations)
      .set({ unsubscribedAt: sql`coalesce(${campaignInvitations.unsubscribedAt}, now())` })
      .where(
        and(
          eq(campaignInvitations.organisationId, organisationId),
          eq(campaignInvitations.id, invitation.id),
        ),
      );
    return true;
  });
}
