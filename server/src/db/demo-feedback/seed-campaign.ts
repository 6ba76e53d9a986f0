import { and, eq, inArray, sql } from 'drizzle-orm';
import { raiseAttention } from '../../services/campaign/attention';
import { newInvitationSecret } from '../../services/campaign/invitation-token';
import {
  addToProductTotals,
  sentimentOfWords,
  totalsDeltaOf,
} from '../../services/recording/sentiment-totals';
import type { Transaction } from '../database';
import {
  attentionItems,
  campaignInvitations,
  campaigns,
  contacts,
  notifications,
  questionGroups,
  questions,
  recordings,
  segmentMembers,
  segments,
} from '../schema';
import { DEMO_CAMPAIGN } from './content';
import { demoFraction, demoUuid } from './demo-ids';

const DAY_MS = 86_400_000;

export interface DemoCampaignOptions {
  organisationId: string;
  productIds: Map<string, string>;
  /** The Admin who handled the attention item already resolved. */
  adminId: string;
  now: Date;
}

/**
 * The finished e-mail campaign of DEMO_CAMPAIGN, as if it had run: its Static segment of
 * imported contacts, its questions, an invitation per contact (sent; one unsubscribed), the
 * answers as recordings of the campaign (counted in the product's totals), and the attention
 * items and notifications the answers raised, through the services a real answer goes through.
 * Nothing when the campaign is there already: it is written whole, in the seed's transaction.
 */
export async function seedDemoCampaign(tx: Transaction, options: DemoCampaignOptions): Promise<boolean> {
  const { organisationId, now } = options;
  const campaignId = demoUuid(`campaign:${DEMO_CAMPAIGN.key}`);
  const [already] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.organisationId, organisationId), eq(campaigns.id, campaignId)));
  if (already) return false;

  const productId = options.productIds.get(DEMO_CAMPAIGN.productName);
  if (!productId)
    throw new Error(`The demo campaign names an unknown product: ${DEMO_CAMPAIGN.productName}.`);
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const startsAt = day(DEMO_CAMPAIGN.startedDaysAgo);
  const endsAt = day(DEMO_CAMPAIGN.endedDaysAgo);
  const imported = day(DEMO_CAMPAIGN.startedDaysAgo + 12);

  const segmentId = demoUuid(`segment:${DEMO_CAMPAIGN.key}`);
  const [segment] = await tx
    .insert(segments)
    .values({
      id: segmentId,
      organisationId,
      productId,
      name: DEMO_CAMPAIGN.segmentName,
      description: DEMO_CAMPAIGN.segmentDescription,
      kind: 'Static',
      createdAt: imported,
      updatedAt: imported,
    })
    // A segment of that name someone made meanwhile: the campaign is left out, theirs kept.
    .onConflictDoNothing()
    .returning({ id: segments.id });
  if (!segment) return false;

  await tx
    .insert(contacts)
    .values(
      DEMO_CAMPAIGN.contacts.map((contact) => ({
        organisationId,
        productId,
        email: contact.email,
        name: contact.name,
        source: 'Import' as const,
        createdAt: imported,
        updatedAt: imported,
      })),
    )
    .onConflictDoNothing();
  const contactRows = await tx
    .select({ id: contacts.id, email: contacts.email, name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.organisationId, organisationId),
        eq(contacts.productId, productId),
        inArray(
          contacts.email,
          DEMO_CAMPAIGN.contacts.map((contact) => contact.email),
        ),
      ),
    );
  const contactOf = new Map(contactRows.map((row) => [row.email, row]));
  await tx
    .insert(segmentMembers)
    .values(contactRows.map((row) => ({ organisationId, segmentId, contactId: row.id, addedAt: imported })))
    .onConflictDoNothing();

  const questionGroupId = demoUuid(`questions:${DEMO_CAMPAIGN.key}`);
  const questionIds = [
    demoUuid(`question:${DEMO_CAMPAIGN.key}:1`),
    demoUuid(`question:${DEMO_CAMPAIGN.key}:2`),
  ];
  await tx.insert(questionGroups).values({ id: questionGroupId, organisationId }).onConflictDoNothing();
  await tx
    .insert(questions)
    .values(
      questionIds.map((id, index) => ({
        id,
        organisationId,
        questionGroupId,
        text: DEMO_CAMPAIGN.questions[index]!,
      })),
    )
    .onConflictDoNothing();

  const campaign = {
    id: campaignId,
    name: DEMO_CAMPAIGN.name,
    productId,
    keywords: DEMO_CAMPAIGN.keywords,
  };
  await tx.insert(campaigns).values({
    ...campaign,
    organisationId,
    segmentId,
    source: 'Email',
    purpose: 'CustomQuestion',
    message: DEMO_CAMPAIGN.message,
    questionGroupId,
    questionIds,
    status: 'Finished',
    startsAt,
    endsAt,
    timeZone: 'Europe/London',
    createdAt: day(DEMO_CAMPAIGN.startedDaysAgo + 2),
    updatedAt: endsAt,
  });

  const sentAt = new Date(startsAt.getTime() + 2 * 60_000);
  const windowMs = endsAt.getTime() - startsAt.getTime();
  const invited = DEMO_CAMPAIGN.contacts.flatMap((person) => {
    const contact = contactOf.get(person.email);
    if (!contact) return [];
    // Most people answer within the first days of a campaign.
    const answeredAt = new Date(
      sentAt.getTime() + windowMs * 0.6 * demoFraction(`campaign-answer:${person.email}`) ** 2 + 3_600_000,
    );
    return [{ person, contact, answeredAt }];
  });
  const invitations = await tx
    .insert(campaignInvitations)
    .values(
      invited.map(({ person, contact, answeredAt }) => ({
        organisationId,
        campaignId,
        contactId: contact.id,
        token: newInvitationSecret(),
        sentAt,
        unsubscribedAt: person.unsubscribed ? new Date(sentAt.getTime() + DAY_MS) : null,
        respondedAt: person.answers ? answeredAt : null,
        createdAt: sentAt,
      })),
    )
    .returning({ id: campaignInvitations.id, contactId: campaignInvitations.contactId });
  const invitationOf = new Map(invitations.map((row) => [row.contactId, row.id]));

  // As answers on the personal page (public-response.ts): one recording per invitation.
  const responses = invited.flatMap(({ person, contact, answeredAt }) => {
    if (!person.answers) return [];
    const answers = person.answers.flatMap((text, index) =>
      text ? [{ questionId: questionIds[index]!, text }] : [],
    );
    const words = answers.map((answer) => answer.text).join('\n');
    const { sentiment, source } = sentimentOfWords(words, null);
    return [
      { contact, words, sentiment, source, answers, answeredAt, invitationId: invitationOf.get(contact.id)! },
    ];
  });
  const stored = await tx
    .insert(recordings)
    .values(
      responses.map((response) => ({
        organisationId,
        productId,
        idempotencyKey: `campaign-invitation:${response.invitationId}`,
        messageType: 'CustomQuestion' as const,
        answers: response.answers,
        contactName: response.contact.name,
        contactEmail: response.contact.email,
        sentimentScore: response.sentiment?.score ?? null,
        sentimentLabel: response.sentiment?.label ?? null,
        sentimentSource: response.source,
        reviewed: true,
        submittedAt: response.answeredAt,
        createdAt: response.answeredAt,
        campaignId,
        contactId: response.contact.id,
      })),
    )
    .returning({ id: recordings.id, contactId: recordings.contactId });
  const recordingOf = new Map(stored.map((row) => [row.contactId, row.id]));
  await addToProductTotals(
    tx,
    organisationId,
    totalsDeltaOf(
      responses.map((response) => ({ productId, sentimentScore: response.sentiment?.score ?? null })),
      1,
    ),
  );
  // The attention items and notifications the answers raise; e-mails are not sent for the past.
  for (const response of responses) {
    await raiseAttention(
      tx,
      {
        organisationId,
        campaign,
        recordingId: recordingOf.get(response.contact.id)!,
        contactId: response.contact.id,
        sentiment: response.sentiment?.label ?? null,
        words: response.words,
      },
      '',
    );
  }
  await backdateAttention(tx, organisationId, campaignId);
  await resolveKeywordItem(tx, organisationId, campaignId, options.adminId, endsAt);
  return true;
}

/** The attention items and their notifications, dated when the answer that raised them came. */
async function backdateAttention(tx: Transaction, organisationId: string, campaignId: string) {
  await tx.execute(sql`
    update ${attentionItems} a set created_at = r.created_at
    from ${recordings} r
    where a.organisation_id = ${organisationId} and a.campaign_id = ${campaignId}
      and r.organisation_id = a.organisation_id and r.id = a.recording_id`);
  await tx.execute(sql`
    update ${notifications} n set created_at = a.created_at
    from ${attentionItems} a
    where n.organisation_id = ${organisationId} and a.organisation_id = n.organisation_id
      and a.campaign_id = ${campaignId} and n.subject_id = a.id`);
}

/** The answer that named a keyword was handled by the Admin before the campaign ended. */
async function resolveKeywordItem(
  tx: Transaction,
  organisationId: string,
  campaignId: string,
  adminId: string,
  before: Date,
) {
  const [item] = await tx
    .select({ id: attentionItems.id, createdAt: attentionItems.createdAt })
    .from(attentionItems)
    .where(
      and(
        eq(attentionItems.organisationId, organisationId),
        eq(attentionItems.campaignId, campaignId),
        eq(attentionItems.reason, 'Keyword'),
      ),
    );
  if (!item) return;
  const resolvedAt = new Date(Math.min(item.createdAt.getTime() + DAY_MS, before.getTime()));
  await tx
    .update(attentionItems)
    .set({ resolvedAt, resolvedBy: adminId, assigneeId: adminId, resolutionNote: DEMO_CAMPAIGN.resolvedNote })
    .where(and(eq(attentionItems.organisationId, organisationId), eq(attentionItems.id, item.id)));
  await tx
    .update(notifications)
    .set({ state: 'Read', readAt: resolvedAt })
    .where(and(eq(notifications.organisationId, organisationId), eq(notifications.subjectId, item.id)));
}
