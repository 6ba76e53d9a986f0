import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { VISITOR_LANGUAGES } from '../../mail/visitor-languages';
import { createdAt, timestamptz } from './columns';
import { products } from './products';
import { widgetPurpose } from './widget';

export const sentimentLabel = pgEnum('sentiment_label', ['Positive', 'Neutral', 'Negative']);

/** Where a voice message's transcription stands (drizzle/0020; services/recording/transcription). */
export const transcriptionStatus = pgEnum('transcription_status', [
  'Queued',
  'Transcribing',
  'Done',
  'NoSpeech',
  'UnsupportedLanguage',
  'Failed',
  'Off',
]);
export type TranscriptionStatusValue = (typeof transcriptionStatus.enumValues)[number];

/** Which of the visitor's words the sentiment was read from. */
export const sentimentSource = pgEnum('sentiment_source', ['Text', 'Transcript', 'TextAndTranscript']);
export type SentimentSourceValue = (typeof sentimentSource.enumValues)[number];

/** One recognised word as stored: ms from the start of the audio, confidence in [0, 1]. */
export interface StoredTranscriptWord {
  w: string;
  s: number;
  e: number;
  c: number;
}

export interface RecordingAnswer {
  questionId: string;
  text: string;
}

// Built from the languages a visitor's mail is written in (the widget's), so one added there
// without a migration shows up as schema drift rather than as a refused submission.
const visitorLanguageCodes = sql.raw(VISITOR_LANGUAGES.map((language) => `'${language}'`).join(', '));

/** What a visitor left through the widget: a voice message, a call request, feedback or answers. */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** The widget's submission id; a retry with the same key stores nothing new. */
    idempotencyKey: text('idempotency_key').notNull(),
    messageType: widgetPurpose('message_type').notNull(),
    text: text('text'),
    phoneNumber: text('phone_number'),
    answers: jsonb('answers').$type<RecordingAnswer[]>(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhoneNumber: text('contact_phone_number'),
    contactPurpose: text('contact_purpose'),
    /** When the visitor confirmed contactEmail through the mailed link (/feedback/verify). */
    contactEmailVerifiedAt: timestamptz('contact_email_verified_at'),
    /** The last confirmation mail, so one recording cannot be used to flood an inbox. */
    contactEmailVerificationSentAt: timestamptz('contact_email_verification_sent_at'),
    pageUrl: text('page_url'),
    pageTitle: text('page_title'),
    /** The host page's language (the browser's), a hint for the speech engine. */
    pageLanguage: text('page_language'),
    /**
     * The language the widget's form was shown in, one of the visitor languages (drizzle/0027):
     * the visitor's confirmation e-mail follows it. Null for submissions of older widgets.
     */
    formLanguage: text('form_language'),
    audioFileKey: text('audio_file_key'),
    audioContentType: text('audio_content_type'),
    audioSize: integer('audio_size'),
    audioDurationMs: integer('audio_duration_ms'),
    /** In [-1, 1]; null while there is no text (a voice message before its transcript). */
    sentimentScore: real('sentiment_score'),
    sentimentLabel: sentimentLabel('sentiment_label'),
    /** Null while unscored. */
    sentimentSource: sentimentSource('sentiment_source'),
    transcript: text('transcript'),
    /** Null for recordings without audio. */
    transcriptionStatus: transcriptionStatus('transcription_status'),
    /** The sentence shown for Failed, UnsupportedLanguage and Off (and while retrying). */
    transcriptionReason: text('transcription_reason'),
    /** Such as `embedded:pocketsphinx-en-us` or `openai:whisper-1`. */
    transcriptionEngine: text('transcription_engine'),
    transcriptWords: jsonb('transcript_words').$type<StoredTranscriptWord[]>(),
    /** Attempts of the current request. */
    transcriptionAttempts: smallint('transcription_attempts').notNull().default(0),
    /** Requests so far: the version in the job's key (transcription/request-transcription.ts). */
    transcriptionRequests: smallint('transcription_requests').notNull().default(0),
    transcribedAt: timestamptz('transcribed_at'),
    reviewed: boolean('reviewed').notNull().default(false),
    /** When the visitor sent it (the widget's clock); createdAt is when it arrived. */
    submittedAt: timestamptz('submitted_at'),
    /** A campaign's response: the campaign and the invited contact (drizzle/0014). */
    campaignId: uuid('campaign_id'),
    contactId: uuid('contact_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('recordings_form_language_check', sql`${t.formLanguage} IN (${visitorLanguageCodes})`),
    unique('recordings_organisation_idempotency_key').on(t.organisationId, t.idempotencyKey),
    unique('recordings_organisation_id_id_key').on(t.organisationId, t.id),
    foreignKey({
      name: 'recordings_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
    // The inbox: newest first, keyset-paged on (created_at, id).
    index('recordings_inbox_idx').on(t.organisationId, t.productId, t.createdAt.desc(), t.id.desc()),
    // The inbox sorted by sentiment (most negative first is the usual triage order).
    index('recordings_sentiment_idx').on(t.organisationId, t.productId, t.sentimentScore, t.id),
    // The list filtered by transcription status (drizzle/0020).
    index('recordings_transcription_status_idx')
      .on(t.organisationId, t.productId, t.transcriptionStatus, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.transcriptionStatus} is not null`),
    // Erasure of one contact finds their recordings by address (drizzle/0013).
    index('recordings_contact_email_idx')
      .on(t.organisationId, sql`lower(${t.contactEmail})`)
      .where(sql`${t.contactEmail} is not null`),
    // A campaign's responses, newest first (drizzle/0014).
    index('recordings_campaign_idx')
      .on(t.organisationId, t.campaignId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.campaignId} is not null`),
    index('recordings_contact_idx').on(t.organisationId, t.contactId).where(sql`${t.contactId} is not null`),
    // The orphan-upload clean-up asks which files rows still name (drizzle/0009).
    index('recordings_audio_file_key_idx')
      .on(t.organisationId, t.audioFileKey)
      .where(sql`${t.audioFileKey} is not null`),
  ],
);

/** Rows of product_sentiment per product; more than the connections of one API server. */
export const SENTIMENT_SHARDS = 16;

/**
 * Running totals per product, so averageSentiment is a few rows read however many recordings
 * there are. Written in the transaction that stores the recording, into one of SENTIMENT_SHARDS
 * rows per product (picked by the database connection): one row would be locked from each
 * submission's insert to its commit and serialise every submission to the product.
 * A product's totals are the sums over its rows.
 */
export const productSentiment = pgTable(
  'product_sentiment',
  {
    organisationId: uuid('organisation_id').notNull(),
    productId: uuid('product_id').notNull(),
    shard: smallint('shard').notNull().default(0),
    recordingsCount: integer('recordings_count').notNull().default(0),
    sentimentCount: integer('sentiment_count').notNull().default(0),
    sentimentSum: doublePrecision('sentiment_sum').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.productId, t.shard] }),
    foreignKey({
      name: 'product_sentiment_product_fk',
      columns: [t.organisationId, t.productId],
      foreignColumns: [products.organisationId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The rate limiters' counters (widget API, GraphQL, e-mails), shared by every API server on the
 * database: one row per bucket and window, `window_start` holding the moment the row stops
 * mattering (services/rate-limit). Not tenant data: a bucket names a key, an address or a user.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
);
