import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { contacts } from './contacts';
import { products } from './products';
import { recordings } from './recordings';
import { widgetPurpose } from './widget';

// Same spellings as the GraphQL enums of src/schema/campaign, so values pass through unmapped.
export const campaignSource = pgEnum('campaign_source', ['Email', 'Widget', 'Link']);
export const campaignStatus = pgEnum('campaign_status', [
  'Draft',
  'Scheduled',
  'Running',
  'Paused',
  'Finished',
]);
export const campaignRecurrence = pgEnum('campaign_recurrence', ['None', 'Daily', 'Weekly']);
export const attentionReason = pgEnum('attention_reason', ['NegativeSentiment', 'Keyword']);

/**
 * Asks a segment of a product's contacts for feedback through a source. Its questions are rows of
 * `questions` in its own group (as event pages' are); its responses are recordings with
 * campaign_id set. No foreign key to the segment: deleting a segment leaves the campaign, whose
 * start then finds no one to invite.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    segmentId: uuid('segment_id'),
    name: text('name').notNull(),
    source: campaignSource('source').notNull(),
    purpose: widgetPurpose('purpose').notNull(),
    message: text('message').notNull(),
    questionGroupId: uuid('question_group_id'),
    questionIds: uuid('question_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Lower-case words that make a response need a human, whatever its sentiment. */
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    status: campaignStatus('status').notNull().default('Draft'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** IANA name; recurring starts keep their local time across daylight-saving changes. */
    timeZone: text('time_zone').notNull().default('UTC'),
    recurrence: campaignRecurrence('recurrence').notNull().default('None'),
    /** Bumped by every schedule, pause and resume: a start job of an older version does nothing. */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('campaigns_organisation_id_id_key').on(t.organisationId, t.id),
    index('campaigns_product_created_idx').on(t.organisationId, t.productId, t.createdAt.desc(), t.id.desc()),
    index('campaigns_product_status_idx').on(t.organisationId, t.productId, t.status, t.createdAt.desc()),
    foreignKey({
      name: 'campaigns_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One per contact a campaign asked: the personal link's token, and whether the mail went out.
 * Unique per (campaign, contact), so expanding a segment twice invites no one twice.
 */
export const campaignInvitations = pgTable(
  'campaign_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    contactId: uuid('contact_id').notNull(),
    /** The secret half of the personal link (the link also names the organisation). */
    token: text('token').notNull(),
    sentAt: timestamptz('sent_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    respondedAt: timestamptz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('campaign_invitations_organisation_id_id_key').on(t.organisationId, t.id),
    unique('campaign_invitations_campaign_contact_key').on(t.organisationId, t.campaignId, t.contactId),
    unique('campaign_invitations_token_key').on(t.organisationId, t.token),
    index('campaign_invitations_campaign_idx').on(t.organisationId, t.campaignId, t.id),
    index('campaign_invitations_contact_idx').on(t.organisationId, t.contactId),
    foreignKey({
      name: 'campaign_invitations_campaign_fk',
      columns: [t.organisationId, t.campaignId],
      foreignColumns: [campaigns.organisationId, campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'campaign_invitations_contact_fk',
      columns: [t.organisationId, t.contactId],
      foreignColumns: [contacts.organisationId, contacts.id],
    }).onDelete('cascade'),
  ],
);

/** A campaign response that needs a human: negative, or naming one of the campaign's keywords. */
export const attentionItems = pgTable(
  'attention_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    recordingId: uuid('recording_id').notNull(),
    contactId: uuid('contact_id'),
    reason: attentionReason('reason').notNull(),
    matchedKeywords: text('matched_keywords').array().notNull().default(sql`'{}'::text[]`),
    assigneeId: uuid('assignee_id'),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: uuid('resolved_by'),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('attention_items_organisation_id_id_key').on(t.organisationId, t.id),
    unique('attention_items_recording_key').on(t.organisationId, t.recordingId),
    index('attention_items_campaign_idx').on(t.organisationId, t.campaignId, t.createdAt.desc(), t.id.desc()),
    foreignKey({
      name: 'attention_items_campaign_fk',
      columns: [t.organisationId, t.campaignId],
      foreignColumns: [campaigns.organisationId, campaigns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'attention_items_recording_fk',
      columns: [t.organisationId, t.recordingId],
      foreignColumns: [recordings.organisationId, recordings.id],
    }).onDelete('cascade'),
  ],
);
