import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { campaignInvitations, campaigns, contacts, segments } from '../../db/schema';
import { questionsInOrder } from '../feedback-page/event-pages';
import { membersCondition, type SegmentRow, segmentColumns } from '../segment/load-segments';
import { newInvitationSecret } from './invitation-token';

/*
 * The Widget source: a campaign whose prompt the widget shows to identified contacts of its
 * segment (docs/decisions.md, "Widget campaigns"). A contact the widget prompted gets the same
 * campaign_invitations row an e-mail campaign gives: sent_at is when the widget first showed the
 * prompt, responded_at when the answer arrived. So a contact answers once, and the campaign's
 * figures (prompted, responses, rate) read as an e-mail campaign's do. No token is ever handed
 * out for these rows: the secret is there because the column needs one.
 */

/** The product and organisation of the widget asking (the caller's transaction is scoped to it). */
export interface WidgetTarget {
  organisationId: string;
  productId: string;
}

/**
 * The campaign's prompt in the widget settings' own fields (remote-feedback/widget/README.md),
 * so the widget lays it over its settings: the campaign's purpose, message and questions, and no
 * contact fields to ask (the host page said who the visitor is).
 */
export interface WidgetCampaignPrompt {
  campaignId: string;
  messageType: string;
  customMessage: string;
  questions: { id: string; text: string }[];
  collectType: 'Anonymous';
  collectFields: [];
}

/** What a claimed response needs: the recording's campaign and contact, and the attention check. */
export interface ClaimedResponse {
  campaign: { id: string; name: string; productId: string; keywords: string[] };
  contactId: string;
  contactName: string | null;
  contactEmail: string;
}

/** Scheduled or Running, inside its window: a Paused, Draft or Finished campaign asks no one. */
function openNow(): SQL {
  return and(
    eq(campaigns.source, 'Widget'),
    inArray(campaigns.status, ['Scheduled', 'Running']),
    isNotNull(campaigns.segmentId),
    lte(campaigns.startsAt, sql`now()`),
    or(isNull(campaigns.endsAt), sql`${campaigns.endsAt} > now()`),
  )!;
}

const campaignFields = {
  id: campaigns.id,
  name: campaigns.name,
  productId: campaigns.productId,
  segmentId: campaigns.segmentId,
  purpose: campaigns.purpose,
  message: campaigns.message,
  questionIds: campaigns.questionIds,
  keywords: campaigns.keywords,
};

async function contactByEmail(tx: Transaction, target: WidgetTarget, email: string) {
  const [contact] = await tx
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(
      and(
        eq(contacts.organisationId, target.organisationId),
        eq(contacts.productId, target.productId),
        eq(contacts.email, email),
      ),
    );
  return contact ?? null;
}

/** One probe per campaign: a Static segment's member row, or a Dynamic segment's rules on this contact. */
async function isMember(tx: Transaction, target: WidgetTarget, segmentId: string, contactId: string) {
  const [segment] = await tx
    .select(segmentColumns)
    .from(segments)
    .where(and(eq(segments.organisationId, target.organisationId), eq(segments.id, segmentId)));
  if (!segment || segment.productId !== target.productId) return false;
  const [found] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(membersCondition(segment as SegmentRow), eq(contacts.id, contactId)));
  return found !== undefined;
}

async function invitationOf(tx: Transaction, target: WidgetTarget, campaignId: string, contactId: string) {
  const [row] = await tx
    .select({ id: campaignInvitations.id, respondedAt: campaignInvitations.respondedAt })
    .from(campaignInvitations)
    .where(
      and(
        eq(campaignInvitations.organisationId, target.organisationId),
        eq(campaignInvitations.campaignId, campaignId),
        eq(campaignInvitations.contactId, contactId),
      ),
    );
  return row ?? null;
}

/**
 * The prompt of the first open Widget campaign of the product (earliest start first) whose
 * segment holds the contact with this (verified, lower-case) e-mail and who has not answered it;
 * null for anyone else. The first time a contact is prompted is recorded (sent_at).
 */
export async function widgetCampaignPrompt(
  tx: Transaction,
  target: WidgetTarget,
  email: string,
): Promise<WidgetCampaignPrompt | null> {
  const contact = await contactByEmail(tx, target, email);
  if (!contact) return null;
  const open = await tx
    .select(campaignFields)
    .from(campaigns)
    .where(
      and(
        eq(campaigns.organisationId, target.organisationId),
        eq(campaigns.productId, target.productId),
        openNow(),
      ),
    )
    .orderBy(asc(campaigns.startsAt), asc(campaigns.createdAt));
  for (const campaign of open) {
    const invitation = await invitationOf(tx, target, campaign.id, contact.id);
    if (invitation?.respondedAt) continue;
    // Prompted once already: still theirs to answer, whatever the segment says now.
    if (!invitation && !(await isMember(tx, target, campaign.segmentId!, contact.id))) continue;
    if (!invitation) {
      await tx
        .insert(campaignInvitations)
        .values({
          organisationId: target.organisationId,
          campaignId: campaign.id,
          contactId: contact.id,
          token: newInvitationSecret(),
          sentAt: new Date(),
        })
        .onConflictDoNothing();
    }
    const asked = await questionsInOrder(tx, target.organisationId, campaign.questionIds);
    return {
      campaignId: campaign.id,
      messageType: campaign.purpose,
      customMessage: campaign.message,
      questions: campaign.questionIds.flatMap((id) => {
        const question = asked.get(id);
        return question ? [{ id: question.id, text: question.text }] : [];
      }),
      collectType: 'Anonymous',
      collectFields: [],
    };
  }
  return null;
}

/**
 * Makes the widget submission the contact's one response to the campaign, if it can be: the
 * campaign is an open Widget campaign of this product, the contact (by verified e-mail) was
 * prompted or is in its segment, has not answered yet, and every answer is to one of its
 * questions. The responded_at update decides between two racing answers (the row lock makes the
 * second wait and then find it answered). Null when it cannot: the caller stores the submission
 * as ordinary feedback, so the visitor's words are never lost.
 */
export async function claimWidgetResponse(
  tx: Transaction,
  target: WidgetTarget,
  claim: { campaignId: string; email: string; questionIds: string[] },
): Promise<ClaimedResponse | null> {
  const [campaign] = await tx
    .select(campaignFields)
    .from(campaigns)
    .where(
      and(
        eq(campaigns.organisationId, target.organisationId),
        eq(campaigns.productId, target.productId),
        eq(campaigns.id, claim.campaignId),
        openNow(),
      ),
    );
  if (!campaign) return null;
  const asked = new Set(campaign.questionIds);
  if (claim.questionIds.some((id) => !asked.has(id.toLowerCase()))) return null;
  const contact = await contactByEmail(tx, target, claim.email);
  if (!contact) return null;

  const now = new Date();
  const [answered] = await tx
    .update(campaignInvitations)
    .set({ respondedAt: now })
    .where(
      and(
        eq(campaignInvitations.organisationId, target.organisationId),
        eq(campaignInvitations.campaignId, campaign.id),
        eq(campaignInvitations.contactId, contact.id),
        isNull(campaignInvitations.respondedAt),
      ),
    )
    .returning({ id: campaignInvitations.id });
  let claimed = answered !== undefined;
  if (!claimed && !(await invitationOf(tx, target, campaign.id, contact.id))) {
    // Never prompted (the page posted without asking for the prompt): the segment decides.
    if (await isMember(tx, target, campaign.segmentId!, contact.id)) {
      const inserted = await tx
        .insert(campaignInvitations)
        .values({
          organisationId: target.organisationId,
          campaignId: campaign.id,
          contactId: contact.id,
          token: newInvitationSecret(),
          sentAt: now,
          respondedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: campaignInvitations.id });
      claimed = inserted.length > 0;
    }
  }
  if (!claimed) return null;
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      productId: campaign.productId,
      keywords: campaign.keywords,
    },
    contactId: contact.id,
    contactName: contact.name,
    contactEmail: contact.email,
  };
}
