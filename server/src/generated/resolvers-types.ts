import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 timestamp with time zone, e.g. 2026-11-23T09:30:00.000Z. */
  DateTime: { input: Date; output: Date | string; }
  /**
   * The rule tree of a Dynamic segment, as JSON. A node is a group or a condition:
   *
   * - `{"type": "group", "match": "all" | "any", "rules": [node, …]}` (1 to 20 rules)
   * - `{"type": "attribute", "key": "country", "operator": …, "value": "UK"}` on a free attribute
   * - `{"type": "field", "field": "email" | "name" | "phoneNumber" | "externalId", "operator": …, "value": …}`
   * - `{"type": "feedback", "operator": "gave" | "didNotGive", "sentiment": "Negative", "withinDays": 30,
   *   "minimumCount": 1}`: the contact's recordings (matched by the e-mail the widget collected);
   *   sentiment, withinDays (1 to 3650) and minimumCount (1 to 1000, default 1) are optional.
   *
   * Text operators: equals, notEquals, contains, notContains, startsWith (case-insensitive), isSet,
   * isNotSet (no value); number operators on attributes: greaterThan, greaterThanOrEqual, lessThan,
   * lessThanOrEqual (a value that is not a number never matches). At most 5 levels and 50 conditions.
   * A bad tree is BAD_USER_INPUT naming the node at fault (e.g. `rules.rules.1.operator`).
   */
  SegmentRules: { input: unknown; output: unknown; }
};

/** ALTCHA proof-of-work challenge, as the altcha widget expects it (its `challengejson`). */
export type AltchaChallenge = {
  __typename?: 'AltchaChallenge';
  algorithm: Scalars['String']['output'];
  challenge: Scalars['String']['output'];
  maxnumber?: Maybe<Scalars['Int']['output']>;
  salt: Scalars['String']['output'];
  signature: Scalars['String']['output'];
};

/** An organisation API key, as listed; the key itself is shown once, when it is created. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail of the Admin who created it (null once they left). */
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** To the minute; null until first used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The key's first characters (hb_ and 8 more), to tell keys apart. */
  prefix: Scalars['String']['output'];
  /** Null while the key works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What an organisation API key may read of a type or field (src/services/api-key/api-key-access.ts). */
export type ApiKeyAccess =
  /** Keys read it; on a type, every field of it not marked Refused. */
  | 'Read'
  /** Keys never read it: people, credentials and settings. */
  | 'Refused';

export type AttentionItem = {
  __typename?: 'AttentionItem';
  assigneeEmail?: Maybe<Scalars['String']['output']>;
  assigneeId?: Maybe<Scalars['ID']['output']>;
  campaignId: Scalars['ID']['output'];
  contactEmail?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  matchedKeywords: Array<Scalars['String']['output']>;
  reason: AttentionReason;
  recording: Recording;
  resolutionNote?: Maybe<Scalars['String']['output']>;
  resolved: Scalars['Boolean']['output'];
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type AttentionItemFilter = {
  resolved?: InputMaybe<Scalars['Boolean']['input']>;
};

export type AttentionReason =
  | 'Keyword'
  | 'NegativeSentiment';

/** An Admin action the audit log records. */
export type AuditAction =
  | 'ApiKeyCreated'
  | 'ApiKeyRevoked'
  /** A contact and everything they sent were erased; the log keeps no trace of whom. */
  | 'ContactErased'
  /** The organisation proved its website's domain (targetLabel); the change says how. */
  | 'DomainVerified'
  | 'ExportRequested'
  /** An integration was added; its URL shows without path or query (a Slack URL is a credential). */
  | 'IntegrationCreated'
  | 'IntegrationDeleted'
  /** A delivery of an integration was sent again. */
  | 'IntegrationDeliveryReplayed'
  | 'IntegrationDisabled'
  | 'IntegrationEnabled'
  /** An integration's name or events changed. */
  | 'IntegrationUpdated'
  | 'InvitationCancelled'
  | 'InvitationResent'
  | 'JoinRequestAccepted'
  | 'JoinRequestRefused'
  | 'NotificationSettingsChanged'
  | 'ProductCreated'
  | 'ProductUpdated'
  | 'RecordingDeleted'
  /** A voice message was queued for transcription again. */
  | 'RecordingTranscriptionRequested'
  | 'RetentionChanged'
  | 'UserDisabled'
  | 'UserEnabled'
  | 'UserInvited'
  | 'UserRemoved'
  | 'UserRoleChanged'
  | 'WidgetTokenRotated';

/** One field an action changed; values as text, null for none. */
export type AuditChange = {
  __typename?: 'AuditChange';
  field: Scalars['String']['output'];
  from?: Maybe<Scalars['String']['output']>;
  to?: Maybe<Scalars['String']['output']>;
};

/** One Admin action, recorded in the same transaction as the action itself. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
  action: AuditAction;
  actorEmail: Scalars['String']['output'];
  /** Null once the actor's account is gone; actorEmail stays. */
  actorId?: Maybe<Scalars['ID']['output']>;
  changes: Array<AuditChange>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The id of the HTTP request (x-request-id), to find its log lines. */
  requestId?: Maybe<Scalars['String']['output']>;
  targetId?: Maybe<Scalars['ID']['output']>;
  /** The target's name when it happened: an e-mail address, a product name. */
  targetLabel?: Maybe<Scalars['String']['output']>;
  targetType: AuditTargetType;
};

export type AuditEventFilter = {
  action?: InputMaybe<AuditAction>;
  /** At or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** Before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What an audited action was done to. */
export type AuditTargetType =
  | 'ApiKey'
  | 'Contact'
  | 'Export'
  | 'Integration'
  | 'Invitation'
  | 'Organization'
  | 'Product'
  | 'Recording'
  | 'User';

/**
 * How a public form proves a person sent it. With provider recaptcha, run reCAPTCHA v3 with siteKey
 * and the mutation's action ('sign_up' for acceptTerms, 'contact' for sendContactMessage) and send
 * the token as botCheck. With altcha, solve the challenge (the altcha widget does) and send its
 * base64 payload as botCheck. A solution is good once and for 10 minutes.
 */
export type BotChallenge = {
  __typename?: 'BotChallenge';
  /** Set when provider is altcha. */
  altcha?: Maybe<AltchaChallenge>;
  provider: BotCheckProvider;
  /** Set when provider is recaptcha. */
  siteKey?: Maybe<Scalars['String']['output']>;
};

export type BotCheckProvider =
  | 'altcha'
  | 'recaptcha';

export type Campaign = {
  __typename?: 'Campaign';
  createdAt: Scalars['DateTime']['output'];
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Lower-case words that make a response need a human. */
  keywords: Array<Scalars['String']['output']>;
  /** The invitation's text (and the page's introduction). */
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  /** What the response page asks for, as the widget's purposes. */
  purpose: WidgetPurpose;
  /** Asked in this order. */
  questions: Array<Question>;
  recurrence: CampaignRecurrence;
  segmentId?: Maybe<Scalars['ID']['output']>;
  /** Null when it has no segment or the segment was deleted. */
  segmentName?: Maybe<Scalars['String']['output']>;
  source: CampaignSource;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  status: CampaignStatus;
  /** IANA time zone of the schedule, e.g. Europe/London. */
  timeZone: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type CampaignAnswerInput = {
  questionId: Scalars['ID']['input'];
  /** At most 5000 characters. */
  text: Scalars['String']['input'];
};

export type CampaignFilter = {
  /** Case-insensitive match in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<CampaignSource>;
  status?: InputMaybe<CampaignStatus>;
};

export type CampaignRecurrence =
  /** Each day at the start's local time, until the end: contacts new to the segment are invited. */
  | 'Daily'
  | 'None'
  | 'Weekly';

export type CampaignResponseInput = {
  answers?: InputMaybe<Array<CampaignAnswerInput>>;
  /** The free text (at most 5000 characters); needed unless answers are given. */
  text?: InputMaybe<Scalars['String']['input']>;
};

export type CampaignScheduleInput = {
  /** After startsAt; the campaign is Finished then. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  recurrence?: InputMaybe<CampaignRecurrence>;
  /** When the first invitations go out; a time in the past means now. */
  startsAt: Scalars['DateTime']['input'];
  /** IANA time zone, e.g. Europe/London; defaults to UTC. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type CampaignSource =
  /** A personal link per contact, sent by e-mail, to a hosted feedback page. */
  | 'Email'
  /** A public page or QR code (an event). */
  | 'Link'
  /** A prompt the widget shows to identified contacts of the segment. */
  | 'Widget';

export type CampaignStats = {
  __typename?: 'CampaignStats';
  /** Average sentiment score in [-1, 1]; null without any. */
  averageSentiment?: Maybe<Scalars['Float']['output']>;
  campaignId: Scalars['ID']['output'];
  /** Invitations created (Email source). */
  invited: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  openAttentionItems: Scalars['Int']['output'];
  /** responses / sent (0 when nothing was sent). */
  responseRate: Scalars['Float']['output'];
  responses: Scalars['Int']['output'];
  /** Invitations mailed. */
  sent: Scalars['Int']['output'];
  sentiment: SentimentCounts;
  source: CampaignSource;
  status: CampaignStatus;
  /** Responses per day, oldest first, for the last 30 days with responses. */
  trend: Array<CampaignTrendPoint>;
  unsubscribed: Scalars['Int']['output'];
};

export type CampaignStatus =
  | 'Draft'
  | 'Finished'
  /** Sends nothing until resumed. */
  | 'Paused'
  | 'Running'
  /** Waiting for its start time. */
  | 'Scheduled';

export type CampaignTrendPoint = {
  __typename?: 'CampaignTrendPoint';
  /** The day (UTC), as YYYY-MM-DD. */
  day: Scalars['String']['output'];
  negative: Scalars['Int']['output'];
  neutral: Scalars['Int']['output'];
  positive: Scalars['Int']['output'];
};

export type CategoryRef = {
  __typename?: 'CategoryRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type CombinedCampaignStats = {
  __typename?: 'CombinedCampaignStats';
  campaigns: Array<CampaignStats>;
  /** The sums over the campaigns (rate and average recomputed from the sums). */
  total: CampaignStats;
};

/**
 * An end user of one of the organisation's products who can be asked for feedback. Unique within
 * the product by e-mail (kept lower-case) and by external id.
 */
export type Contact = {
  __typename?: 'Contact';
  /** Sorted by key. */
  attributes: Array<ContactAttribute>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** The product's own id for this user. */
  externalId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** E.164, e.g. +447911123456. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  source: ContactSource;
  updatedAt: Scalars['DateTime']['output'];
};

/** One free attribute of a contact (an extra column of an import, e.g. country or plan). */
export type ContactAttribute = {
  __typename?: 'ContactAttribute';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ContactAttributeInput = {
  /** Letters, digits, spaces and _ . - (at most 64 characters, starting with a letter or digit). */
  key: Scalars['String']['input'];
  /** At most 500 characters; an empty value removes the attribute. */
  value: Scalars['String']['input'];
};

export type ContactFilter = {
  /** Case-insensitive match in the e-mail, the name and the external id. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A CSV import of contacts into a Static segment. The file is sent after creating it:
 * `POST {uploadPath}` with the Firebase ID token as `authorization: Bearer …` and the CSV as the
 * body (at most 50 MB). The answer streams progress as lines of JSON and ends with the import.
 */
export type ContactImport = {
  __typename?: 'ContactImport';
  createdAt: Scalars['DateTime']['output'];
  createdCount: Scalars['Int']['output'];
  defaultCountry?: Maybe<Scalars['String']['output']>;
  delimiter: Scalars['String']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  mapping: ContactImportMapping;
  productId: Scalars['ID']['output'];
  /** Rows refused: nothing of them was imported. */
  rejectedCount: Scalars['Int']['output'];
  /** Where the rejected rows, the rows imported with a warning, and their reasons are downloaded as CSV (same authorization). */
  rejectionsPath: Scalars['String']['output'];
  /** Null for a new segment until the import succeeded. */
  segmentId?: Maybe<Scalars['ID']['output']>;
  segmentName?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: ContactImportStatus;
  /** Data rows read (the header excluded). */
  totalRows: Scalars['Int']['output'];
  updatedCount: Scalars['Int']['output'];
  uploadPath: Scalars['String']['output'];
  /**
   * Rows imported with a change: a phone number that is not a valid one was left out (the rest of
   * the row imported). Listed in the rejections file too, the reason saying what was left out and why.
   */
  warningCount: Scalars['Int']['output'];
};

export type ContactImportAttribute = {
  __typename?: 'ContactImportAttribute';
  column: Scalars['String']['output'];
  key: Scalars['String']['output'];
};

export type ContactImportAttributeInput = {
  column: Scalars['String']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
};

export type ContactImportMapping = {
  __typename?: 'ContactImportMapping';
  attributes: Array<ContactImportAttribute>;
  email: Scalars['String']['output'];
  externalId?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

/** Which column of the file feeds which contact field, by the column's header. */
export type ContactImportMappingInput = {
  /** Other columns kept as attributes; key defaults to the column's header. */
  attributes?: InputMaybe<Array<ContactImportAttributeInput>>;
  email: Scalars['String']['input'];
  externalId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type ContactImportStatus =
  /** Nothing of the file was kept (see errorMessage). */
  | 'Failed'
  /** Created; waiting for its file. */
  | 'Pending'
  | 'Running'
  | 'Succeeded';

export type ContactInput = {
  attributes?: InputMaybe<Array<ContactAttributeInput>>;
  /** ISO 3166-1 alpha-2 (e.g. GB): the country of a phoneNumber written without its country code. */
  defaultCountry?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  externalId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * Written in any usual way; stored in E.164. Without a leading + (or 00) it is read as a number
   * of defaultCountry.
   */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A message to the operator of this Hearback installation (the /contact page). */
export type ContactMessageInput = {
  /** At most 5000 characters. */
  message: Scalars['String']['input'];
  /** At most 200 characters. */
  subject: Scalars['String']['input'];
};

/** Where a contact came from first. */
export type ContactSource =
  | 'Import'
  | 'Manual'
  | 'Widget';

/** Fields left out stay as they are; null clears name, phoneNumber and externalId. */
export type ContactUpdateInput = {
  /** Merged into the contact's attributes; an empty value removes that key. */
  attributes?: InputMaybe<Array<ContactAttributeInput>>;
  defaultCountry?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  externalId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCampaignInput = {
  /** At most 20 words or phrases of at most 60 characters. */
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 1 to 2000 characters. */
  message: Scalars['String']['input'];
  /** 1 to 120 characters. */
  name: Scalars['String']['input'];
  purpose: WidgetPurpose;
  /** 0 to 10 questions of at most 500 characters each (CustomQuestion needs at least one). */
  questions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Required for the Email and Widget sources: a segment of the same product. */
  segmentId?: InputMaybe<Scalars['ID']['input']>;
  source: CampaignSource;
};

export type CreateContactImportInput = {
  /** ISO 3166-1 alpha-2: phone numbers without a country code are read as numbers of this country. */
  defaultCountry?: InputMaybe<Scalars['String']['input']>;
  /** The file's delimiter: , ; tab or |. */
  delimiter: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
  mapping: ContactImportMappingInput;
  /** …or the name of a new Static segment, created by the import when it succeeds. */
  newSegmentName?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  /** An existing Static segment of the product… */
  segmentId?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateIntegrationInput = {
  events: Array<IntegrationEvent>;
  kind: IntegrationKind;
  name: Scalars['String']['input'];
  /** https:// (or http://) URL; refused when it is or resolves to a non-public address. */
  url: Scalars['String']['input'];
};

export type CreateOrganizationInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  type?: InputMaybe<OrganizationType>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isGambling?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  platformId: Scalars['ID']['input'];
  subCategoryId?: InputMaybe<Scalars['ID']['input']>;
  type: ProductType;
  url?: InputMaybe<Scalars['String']['input']>;
  /** Users of the organisation to attach; the creator is always attached. */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** text: 1 to 500 characters. */
export type CreateQuestionInput = {
  questionGroupId: Scalars['ID']['input'];
  readonly?: InputMaybe<Scalars['Boolean']['input']>;
  text: Scalars['String']['input'];
};

export type CreateSegmentInput = {
  /** At most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  kind: SegmentKind;
  /** 1 to 120 characters, unique within the product (whatever the case). */
  name: Scalars['String']['input'];
  /** Required for a Dynamic segment, refused for a Static one. */
  rules?: InputMaybe<Scalars['SegmentRules']['input']>;
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** The key, to send as 'Authorization: Bearer <key>'. Shown this once: only its hash is stored. */
  secret: Scalars['String']['output'];
};

export type CreatedIntegration = {
  __typename?: 'CreatedIntegration';
  integration: Integration;
  /** Webhooks: the HMAC-SHA256 key their signatures are made with. Shown this once; null for Slack. */
  signingSecret?: Maybe<Scalars['String']['output']>;
};

/** Recordings that arrived on one day (in the time zone asked for). */
export type DailyResponses = {
  __typename?: 'DailyResponses';
  /** Mean sentiment of that day's scored recordings; null when none was scored. */
  averageSentiment?: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
};

/** An organisation that proved it owns the domain of the caller's e-mail address. */
export type DomainJoinOffer = {
  __typename?: 'DomainJoinOffer';
  domain: Scalars['String']['output'];
  organizationId: Scalars['ID']['output'];
  organizationName: Scalars['String']['output'];
};

export type DomainStatus =
  /** Not proved: nobody is offered to join the organisation by their e-mail domain. */
  | 'Unverified'
  /** Proved: new users of the domain are offered to ask to join. */
  | 'Verified';

/** How an organisation proved it owns its website's domain. */
export type DomainVerificationMethod =
  /** A link e-mailed to an Admin whose own address is at the domain, opened by them. */
  | 'AdminEmail'
  /** A DNS TXT record hearback-verification=<token> on the domain. */
  | 'DnsTxt';

/**
 * One of the organisation's public event pages (/feedback/techxpo1, techxpo2, techxpo3), as the
 * dashboard shows it. A slug never saved answers with configured false and no product.
 */
export type EventPage = {
  __typename?: 'EventPage';
  configured: Scalars['Boolean']['output'];
  /** The slug: an organisation has one page per slug. */
  id: Scalars['ID']['output'];
  /** Open to visitors. */
  isActive: Scalars['Boolean']['output'];
  product?: Maybe<EventPageProduct>;
  /** The questions asked, in order. */
  questions: Array<Question>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * Replaces the page's configuration. title: 1 to 120 characters; questions: 1 to 20 different
 * texts of 1 to 500 characters, asked in this order (a text the page already asks keeps its
 * question, so its answers stay together); isActive opens the page to visitors (its product must
 * be active then).
 */
export type EventPageInput = {
  isActive: Scalars['Boolean']['input'];
  productId: Scalars['ID']['input'];
  questions: Array<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

/** The product an event page records its answers for. */
export type EventPageProduct = {
  __typename?: 'EventPageProduct';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** A requested export file and how far its background job got. */
export type Export = {
  __typename?: 'Export';
  campaignId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /**
   * A signed link to the file, good for 15 minutes (never past expiresAt), that serves it only with
   * the session of an Admin of the organisation (Authorization: Bearer <ID token>); null unless
   * Ready. Ask again for a fresh one.
   */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  /** The link's expiry: 15 minutes after this answer, at most expiresAt; null unless Ready. */
  downloadUrlExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why a Failed export failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** When the file is deleted (24 hours after it was ready); null before. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The file's size in bytes once Ready. */
  fileSize?: Maybe<Scalars['Int']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  format: ExportFormat;
  /** Rows created at or after this instant. */
  from?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: ExportKind;
  productId: Scalars['ID']['output'];
  requestedBy: Scalars['String']['output'];
  rowsWritten: Scalars['Int']['output'];
  status: ExportStatus;
  /** Rows created before this instant. */
  to?: Maybe<Scalars['DateTime']['output']>;
  /** The rows the export holds, counted when its job starts; null before. */
  totalRows?: Maybe<Scalars['Int']['output']>;
};

export type ExportFormat =
  /** RFC 4180, UTF-8 with a byte order mark, a header row. */
  | 'Csv'
  /** One array of objects keyed by the column names. */
  | 'Json'
  /** One worksheet with a header row. */
  | 'Xlsx';

/** What an export holds. */
export type ExportKind =
  /** Recordings that answer a campaign (all the product's campaigns, or the one named). */
  | 'CampaignResponses'
  | 'Contacts'
  | 'Recordings';

export type ExportStatus =
  /** The link expired and the file was deleted; request the export again for a new one. */
  | 'Expired'
  | 'Failed'
  | 'Queued'
  /** The file can be downloaded until expiresAt. */
  | 'Ready'
  | 'Running';

/** A confirmation link is on its way to the visitor's address. */
export type FeedbackEmailVerificationSent = {
  __typename?: 'FeedbackEmailVerificationSent';
  email: Scalars['String']['output'];
  /** When the mailed link stops working. */
  expiresAt: Scalars['DateTime']['output'];
};

/** A product a visitor may leave feedback for on the organisation's public feedback page. */
export type FeedbackProduct = {
  __typename?: 'FeedbackProduct';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The general tab: a product's name and address, the zone its days are counted in, the widget's language. */
export type GeneralSettings = {
  __typename?: 'GeneralSettings';
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  /** IANA time zone, e.g. Europe/London (UTC until set). */
  timeZone: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  /** The language the widget speaks by default; null follows the visitor's browser. */
  widgetLanguage?: Maybe<Scalars['String']['output']>;
};

export type Integration = {
  __typename?: 'Integration';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail of the Admin who added it (null once they left). */
  createdBy?: Maybe<Scalars['String']['output']>;
  events: Array<IntegrationEvent>;
  id: Scalars['ID']['output'];
  kind: IntegrationKind;
  name: Scalars['String']['output'];
  /** A webhook's URL; a Slack URL is a credential, shown as its host and a masked path. */
  url: Scalars['String']['output'];
};

export type IntegrationDelivery = {
  __typename?: 'IntegrationDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The event's wire name (recording.created, attention.recommended, integration.test). */
  event: Scalars['String']['output'];
  /** The event's id, the same for a replay as for the original. */
  eventId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  integrationId: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  lastError?: Maybe<Scalars['String']['output']>;
  /** The delivery this one replays. */
  replayOf?: Maybe<Scalars['ID']['output']>;
  /** The receiver's last HTTP status; null when no answer came. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  state: IntegrationDeliveryState;
};

export type IntegrationDeliveryState =
  /** Every attempt failed, or the receiver refused it for good; it can be replayed. */
  | 'Failed'
  /** Waiting for its first attempt or for a retry. */
  | 'Pending'
  | 'Succeeded';

/** What an integration can be told of. */
export type IntegrationEvent =
  /** A campaign response was marked as needing attention (wire name attention.recommended). */
  | 'AttentionRecommended'
  /** A widget or feedback page stored new feedback (wire name recording.created). */
  | 'RecordingCreated';

/** Where an integration sends: a Slack incoming webhook, or any URL receiving signed JSON. */
export type IntegrationKind =
  | 'Slack'
  | 'Webhook';

export type Invitation = {
  __typename?: 'Invitation';
  email: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Placeholder root so that each domain can extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Joins the invitation's organisation with its role. The caller's e-mail must be the invited
   * one; since the link reached that mailbox, the account's e-mail counts as verified from then
   * on: refresh the ID token afterwards. Errors use 'Failed to validate the invitation'.
   */
  acceptInvitation: User;
  /**
   * Records that the signed-in caller accepted the terms (at sign-up, right after the Firebase
   * account is created). botCheck: see BotChallenge (action 'sign_up').
   */
  acceptTerms: Scalars['Boolean']['output'];
  /** Admits the user behind a request to join as a Member (Admin only). */
  activateNewUser: Scalars['Boolean']['output'];
  /**
   * Admins only, Static segments only. Adds the contact with this e-mail, creating it when the
   * product has none (the fields given update an existing one, as an import does).
   */
  addSegmentMember: Contact;
  /** Any member who may open the product; assigneeId null takes the assignment away. */
  assignAttentionItem: AttentionItem;
  /** Withdraws an open invitation (Admin only). */
  cancelInvitation: Scalars['Boolean']['output'];
  /**
   * Looks the domain's TXT records up now (Admin only); the domain becomes Verified when one is
   * exactly txtRecordValue. NOT_FOUND when it is not there (yet); DNS_UNAVAILABLE when the name
   * servers did not answer.
   */
  checkOrganisationDomain: OrganisationDomain;
  /** Proves the domain with the token of that link; only the Admin it was sent to can use it. */
  confirmOrganisationDomainEmail: OrganisationDomain;
  /** Admins only; the answer carries the key once. */
  createApiKey: CreatedApiKey;
  /** Admins only. Created as a Draft. */
  createCampaign: Campaign;
  /** Admins only. CONFLICT when the e-mail or the external id is already a contact of the product. */
  createContact: Contact;
  /** Admins only. Validates the target and the mapping; the file is sent to uploadPath next. */
  createContactImport: ContactImport;
  /** Admins only; the answer carries a webhook's signing secret once. */
  createIntegration: CreatedIntegration;
  /** Creates an organisation; the caller becomes its first Admin. */
  createOneOrganization: Organization;
  createOneProduct: Product;
  createOneQuestion: Question;
  createOrganizationQuestionGroup: QuestionGroup;
  /** Admins only. */
  createSegment: Segment;
  /** Refuses the user behind a request to join (Admin only). */
  declineNewUser: Scalars['Boolean']['output'];
  /** Admins only; Draft campaigns only. Answers the deleted id. */
  deleteCampaign: Scalars['ID']['output'];
  /** Admins only. Also takes the contact out of every segment; answers the deleted id. */
  deleteContact: Scalars['ID']['output'];
  /** Admins only; its deliveries go with it. Answers the id. */
  deleteIntegration: Scalars['ID']['output'];
  /** Admins only. Deletes the row and its voice file; answers the deleted id. */
  deleteRecording: Scalars['ID']['output'];
  /** Admins only. The contacts stay; answers the deleted id. */
  deleteSegment: Scalars['ID']['output'];
  /** Admins only: deletes the contact with this e-mail address and every recording they sent, with its files. */
  eraseContact: PrivacyDeletion;
  /**
   * Invites a person by e-mail into the caller's organisation with a role (Admin only). A new
   * invitation to the same e-mail replaces the open one. The e-mail links to
   * /auth/sign-up?inviteId=<id>. Invitation e-mails (new and resent) are limited per hour to 100
   * per organisation and 3 per address: then RATE_LIMITED, with extensions.retryAfterSeconds.
   */
  inviteUser: OrganisationInvitation;
  /** Marks every unread notification of the caller read; answers how many changed. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks one of the caller's notifications read (or unread again with state: Unread). */
  markNotificationRead: Notification;
  markRecordingReviewed: Recording;
  /** Admins only. Scheduled or Running: nothing more is sent until resumed. */
  pauseCampaign: Campaign;
  /** Admins only, Static segments only. Answers the segment. */
  removeSegmentMembers: Segment;
  /** Removes a user from the organisation (Admin only; not the last enabled Admin). Their account stays. */
  removeUser: Scalars['Boolean']['output'];
  /** Admins only: sends a delivery's event again as a new delivery (same event id). */
  replayIntegrationDelivery: IntegrationDelivery;
  /**
   * The caller asks to join an organisation domainJoinOffers named: they wait, disabled and without
   * role, for an Admin's review, and its Admins are told. NOT_FOUND for any other organisation.
   */
  requestDomainJoin: User;
  /**
   * Admins only. Queues the export; its job writes the file in the background and mails the
   * requester a link to the export page when it is ready. Poll `exports` for its progress.
   */
  requestExport: Export;
  /**
   * Public. A new link for the address of an expired (but genuine) link's token, under the same
   * 5-minute rule.
   */
  resendFeedbackEmailVerification: FeedbackEmailVerificationSent;
  /** Sends the invitation e-mail again and renews its expiry (Admin only; limited like inviteUser). */
  resendInvitation: OrganisationInvitation;
  /**
   * E-mails the caller a new verification link (which ends on /verify?id=<user id>, followed by
   * &returnTo=<returnTo> when given: a path of this dashboard the user was on their way to). At most
   * 3 an hour per user: then RATE_LIMITED, with extensions.retryAfterSeconds.
   */
  resendVerification: Scalars['Boolean']['output'];
  /** Any member who may open the product. The note: 1 to 2000 characters. */
  resolveAttentionItem: AttentionItem;
  /** Admins only. Back to Scheduled (start ahead) or Running; unsent invitations go out. */
  resumeCampaign: Campaign;
  /**
   * Decides on waiting users (Admin only): a role admits them with it, null ('no-role') refuses
   * them. One transaction: all decisions apply, or none.
   */
  reviewUsers: Scalars['Boolean']['output'];
  /** Admins only; the key stops working at once. Revoking a revoked key changes nothing. */
  revokeApiKey: ApiKey;
  /** Admins only. A new identity secret; signatures made with the old one stop counting at once. */
  rotateWidgetIdentitySecret: WidgetIdentitySecret;
  /** A new widget token (the key stays); installed widgets need the new token (Admin only). */
  rotateWidgetToken: WidgetToken;
  /** Admins only. A Draft, Scheduled or Paused campaign becomes Scheduled (Running at its start). */
  scheduleCampaign: Campaign;
  /** Sends a message to the operator (stored and e-mailed). botCheck: action 'contact'. */
  sendContactMessage: Scalars['Boolean']['output'];
  /**
   * Public. Mails the visitor a link (valid 24 hours) to confirm the e-mail address of a recording
   * they just sent through the widget API: key is the widget key, submissionId the submission's id.
   * At most one mail per recording every 5 minutes (CONFLICT otherwise).
   */
  sendFeedbackEmailVerification: FeedbackEmailVerificationSent;
  /** Admins only: queues a test event to this integration and answers its delivery. */
  sendIntegrationTest: IntegrationDelivery;
  /**
   * E-mails the calling Admin a link that proves the domain, when their own verified address is at
   * it (Admin only; FORBIDDEN otherwise). The link, /app/organisation?domainConfirmation=<token>,
   * works once within 24 hours. At most 3 e-mails an hour per organisation: then RATE_LIMITED.
   */
  sendOrganisationDomainEmail: Scalars['Boolean']['output'];
  /** Disables or enables a user of the organisation (Admin only; not the last enabled Admin). */
  setUserEnabled: UserListItem;
  /** Public: the invited contact answers. CONFLICT when already answered. */
  submitCampaignResponse: Scalars['Boolean']['output'];
  /** Admins only. Queues the voice message for transcription again (e.g. after switching engine). */
  transcribeRecordingAgain: Recording;
  /** Public: no more mail of this campaign to this contact. */
  unsubscribeFromCampaign: Scalars['Boolean']['output'];
  /** Admins only. */
  updateCampaign: Campaign;
  /** Admins only. */
  updateContact: Contact;
  /** Admins only. Saves an event page (one transaction: its question group, new questions, the page). */
  updateEventPage: EventPage;
  /** Admins only; name, url and the product settings change in one transaction. */
  updateGeneralSettings: GeneralSettings;
  /** Admins only; the URL and secret do not change (delete and add again for new ones). */
  updateIntegration: Integration;
  /** Updates the caller's own names, photo, notification preferences and dashboard language. */
  updateMe: User;
  /** Admins only; answers every topic. */
  updateNotificationSettings: Array<NotificationSetting>;
  /** country: an ISO 3166-1 alpha-2 code (BAD_USER_INPUT for anything else). */
  updateOneOrganization: Organization;
  updateOneProduct: Product;
  /** Admins only; null keeps feedback forever. */
  updatePrivacySettings: PrivacySettings;
  /** Admins only. */
  updateSegment: Segment;
  /**
   * Changes a user's role (Admin only). The last enabled Admin of an organisation can never be
   * demoted, disabled or removed (CONFLICT).
   */
  updateUserRole: UserListItem;
  updateWidgetSettings: WidgetSettings;
  /**
   * Called by /verify?id=<user id> after Firebase applied the verification code: reads the
   * account's state from Firebase and records it. Public; true when the e-mail is verified.
   * Unknown ids answer NOT_FOUND. The client should refresh its ID token afterwards.
   */
  verifyEmail: Scalars['Boolean']['output'];
  /**
   * Public. Confirms the address the link was mailed to. BAD_USER_INPUT with extensions.reason
   * INVALID_LINK or EXPIRED_LINK; NOT_FOUND when the recording was deleted since.
   */
  verifyFeedbackEmail: VerifiedFeedbackEmail;
  /** The caller takes back their waiting request to join, and is free to found or join another organisation. */
  withdrawJoinRequest: User;
};


export type MutationAcceptInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAcceptTermsArgs = {
  botCheck: Scalars['String']['input'];
};


export type MutationActivateNewUserArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationAddSegmentMemberArgs = {
  input: ContactInput;
  segmentId: Scalars['ID']['input'];
};


export type MutationAssignAttentionItemArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationCancelInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmOrganisationDomainEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateCampaignArgs = {
  input: CreateCampaignInput;
  productId: Scalars['ID']['input'];
};


export type MutationCreateContactArgs = {
  input: ContactInput;
  productId: Scalars['ID']['input'];
};


export type MutationCreateContactImportArgs = {
  input: CreateContactImportInput;
};


export type MutationCreateIntegrationArgs = {
  input: CreateIntegrationInput;
};


export type MutationCreateOneOrganizationArgs = {
  organization: CreateOrganizationInput;
};


export type MutationCreateOneProductArgs = {
  input: CreateProductInput;
};


export type MutationCreateOneQuestionArgs = {
  input: CreateQuestionInput;
};


export type MutationCreateSegmentArgs = {
  input: CreateSegmentInput;
  productId: Scalars['ID']['input'];
};


export type MutationDeclineNewUserArgs = {
  inviteId: Scalars['ID']['input'];
};


export type MutationDeleteCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContactArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIntegrationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRecordingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSegmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEraseContactArgs = {
  email: Scalars['String']['input'];
};


export type MutationInviteUserArgs = {
  email: Scalars['String']['input'];
  role: UserRole;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
  state?: InputMaybe<NotificationReadState>;
};


export type MutationMarkRecordingReviewedArgs = {
  id: Scalars['ID']['input'];
  reviewed: Scalars['Boolean']['input'];
};


export type MutationPauseCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveSegmentMembersArgs = {
  contactIds: Array<Scalars['ID']['input']>;
  segmentId: Scalars['ID']['input'];
};


export type MutationRemoveUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplayIntegrationDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestDomainJoinArgs = {
  organizationId: Scalars['ID']['input'];
};


export type MutationRequestExportArgs = {
  input: RequestExportInput;
};


export type MutationResendFeedbackEmailVerificationArgs = {
  token: Scalars['String']['input'];
};


export type MutationResendInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResendVerificationArgs = {
  returnTo?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResolveAttentionItemArgs = {
  id: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationResumeCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReviewUsersArgs = {
  users: Array<ReviewUserInput>;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationScheduleCampaignArgs = {
  id: Scalars['ID']['input'];
  input: CampaignScheduleInput;
};


export type MutationSendContactMessageArgs = {
  botCheck: Scalars['String']['input'];
  input: ContactMessageInput;
};


export type MutationSendFeedbackEmailVerificationArgs = {
  key: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  submissionId: Scalars['ID']['input'];
};


export type MutationSendIntegrationTestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSubmitCampaignResponseArgs = {
  input: CampaignResponseInput;
  token: Scalars['String']['input'];
};


export type MutationTranscribeRecordingAgainArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeFromCampaignArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateCampaignArgs = {
  id: Scalars['ID']['input'];
  update: UpdateCampaignInput;
};


export type MutationUpdateContactArgs = {
  id: Scalars['ID']['input'];
  update: ContactUpdateInput;
};


export type MutationUpdateEventPageArgs = {
  input: EventPageInput;
  slug: Scalars['String']['input'];
};


export type MutationUpdateGeneralSettingsArgs = {
  productId: Scalars['ID']['input'];
  update: UpdateGeneralSettingsInput;
};


export type MutationUpdateIntegrationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateIntegrationInput;
};


export type MutationUpdateMeArgs = {
  update: UpdateMeInput;
};


export type MutationUpdateNotificationSettingsArgs = {
  settings: Array<NotificationSettingInput>;
};


export type MutationUpdateOneOrganizationArgs = {
  id: Scalars['ID']['input'];
  update: UpdateOrganizationInput;
};


export type MutationUpdateOneProductArgs = {
  id: Scalars['ID']['input'];
  update: UpdateProductInput;
};


export type MutationUpdatePrivacySettingsArgs = {
  retentionDays?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateSegmentArgs = {
  id: Scalars['ID']['input'];
  update: UpdateSegmentInput;
};


export type MutationUpdateUserRoleArgs = {
  id: Scalars['ID']['input'];
  role: UserRole;
};


export type MutationUpdateWidgetSettingsArgs = {
  body: WidgetSettingsInput;
  productId: Scalars['ID']['input'];
};


export type MutationVerifyEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationVerifyFeedbackEmailArgs = {
  token: Scalars['String']['input'];
};

/** Something that happened in the organisation for this user; each user has their own copy. */
export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** The dashboard path it leads to, e.g. '/app/all?review=true'. */
  link?: Maybe<Scalars['String']['output']>;
  /** A short human sentence, e.g. 'ann@acme.test asked to join Acme.' */
  message: Scalars['String']['output'];
  state: NotificationReadState;
};

/** Who of the organisation is told. */
export type NotificationAudience =
  /** Every enabled Admin. */
  | 'Admins'
  /** Every Admin and the Members attached to the product concerned. */
  | 'Everyone'
  /** Only the person who asked (an export's requester). */
  | 'Requester';

export type NotificationFilter = {
  kind?: InputMaybe<NotificationKind>;
  state?: InputMaybe<NotificationReadState>;
};

export type NotificationKind =
  /** A campaign response that needs a human (see attention items). */
  | 'AttentionRecommended'
  | 'ReviewUsers';

export type NotificationReadState =
  | 'Read'
  | 'Unread';

/** The organisation's rule for one topic; each user's own e-mail switches apply on top of it. */
export type NotificationSetting = {
  __typename?: 'NotificationSetting';
  audience: NotificationAudience;
  /** The audiences this topic can have (ReviewUsers: Admins only; ExportReady: the requester). */
  audiences: Array<NotificationAudience>;
  /** Sent by e-mail. */
  email: Scalars['Boolean']['output'];
  /** Shown in the header's notification list. */
  inApp: Scalars['Boolean']['output'];
  topic: NotificationTopic;
  /** Null while the topic still follows the defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Absent fields stay as they are. */
export type NotificationSettingInput = {
  audience?: InputMaybe<NotificationAudience>;
  email?: InputMaybe<Scalars['Boolean']['input']>;
  inApp?: InputMaybe<Scalars['Boolean']['input']>;
  topic: NotificationTopic;
};

/** What the organisation can be told of. */
export type NotificationTopic =
  /** A campaign response needs attention (negative sentiment). */
  | 'AttentionRecommended'
  /** An export has finished and can be downloaded. */
  | 'ExportReady'
  /** A visitor left feedback on a product. */
  | 'NewFeedback'
  /** Someone of the organisation's domain asks to join. */
  | 'ReviewUsers'
  /** The weekly summary of a product's feedback. */
  | 'WeeklyReport';

/** Offset paging for every list: limit defaults to 20 and may not exceed 100; offset defaults to 0. */
export type OffsetPaging = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** The domain of the organisation's website and its proof (Admins only). */
export type OrganisationDomain = {
  __typename?: 'OrganisationDomain';
  /**
   * The calling Admin's own address when it is a verified address at the domain, so that a
   * confirmation e-mail can prove it; null otherwise.
   */
  confirmationEmail?: Maybe<Scalars['String']['output']>;
  /** The website's host without www., such as acme.example. */
  domain: Scalars['String']['output'];
  status: DomainStatus;
  /** Where the TXT record goes: the domain itself. */
  txtRecordName: Scalars['String']['output'];
  /** The TXT record's exact value, hearback-verification=<token>; a new token when the domain changes. */
  txtRecordValue: Scalars['String']['output'];
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
  verifiedBy?: Maybe<DomainVerificationMethod>;
};

/** What a public feedback page needs to post feedback for an organisation. */
export type OrganisationFeedback = {
  __typename?: 'OrganisationFeedback';
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

/** An invitation an Admin sent (Admin only). It expires 7 days after it was last sent. */
export type OrganisationInvitation = {
  __typename?: 'OrganisationInvitation';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** The invitation id carried by the link in the e-mail (/auth/sign-up?inviteId=...). */
  id: Scalars['ID']['output'];
  role: UserRole;
};

export type OrganisationTrial = {
  __typename?: 'OrganisationTrial';
  /** Days of trial left; 0 once it has ended. */
  trial: Scalars['Int']['output'];
};

export type Organization = {
  __typename?: 'Organization';
  /** ISO 3166-1 alpha-2 country code. */
  country?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: OrganizationType;
  website?: Maybe<Scalars['String']['output']>;
  /** Public key the widget and feedback pages identify the organisation with. */
  widgetKey: Scalars['String']['output'];
  /**
   * Paired with widgetKey in installed snippets and feedback pages. Not a secret: public feedback
   * pages read it (organisationFeedback), and the API never takes it as proof of anything; a
   * visitor's identity is proved by a signature (the widget README, Identification).
   */
  widgetToken: Scalars['String']['output'];
};

export type OrganizationType =
  | 'Agency'
  | 'Company'
  | 'NonProfit'
  | 'Public';

export type Platform = {
  __typename?: 'Platform';
  id: Scalars['ID']['output'];
  isLegacy: Scalars['Boolean']['output'];
  isMobile: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** What one retention run or erasure deleted. An erasure keeps no trace of whom it erased. */
export type PrivacyDeletion = {
  __typename?: 'PrivacyDeletion';
  contacts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Retention: what was created before this instant was due. */
  cutoff?: Maybe<Scalars['DateTime']['output']>;
  /** Voice files removed from storage. */
  files: Scalars['Int']['output'];
  /** Null while the deletion is still running. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: PrivacyDeletionKind;
  recordings: Scalars['Int']['output'];
  /** Erasure: the e-mail of the Admin who asked. */
  requestedBy?: Maybe<Scalars['String']['output']>;
};

export type PrivacyDeletionKind =
  /** One contact and everything they sent, erased on request. */
  | 'Erasure'
  /** A run of the retention job. */
  | 'Retention';

/** The privacy tab: how long feedback is kept. */
export type PrivacySettings = {
  __typename?: 'PrivacySettings';
  maxRetentionDays: Scalars['Int']['output'];
  /** The shortest and longest periods accepted. */
  minRetentionDays: Scalars['Int']['output'];
  /** Recordings (with their files) and contacts older than this many days are deleted by a background job; null keeps them forever. */
  retentionDays?: Maybe<Scalars['Int']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type Product = {
  __typename?: 'Product';
  /** Mean sentiment of the product's feedback in [-1, 1]; null without feedback. */
  averageSentiment?: Maybe<Scalars['Float']['output']>;
  category?: Maybe<CategoryRef>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  isGambling: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  platform: Platform;
  reviewUserCount: Scalars['Int']['output'];
  subCategory?: Maybe<CategoryRef>;
  type: ProductType;
  updatedAt: Scalars['DateTime']['output'];
  url?: Maybe<Scalars['String']['output']>;
  /** Users attached to the product; Members only see products they are attached to. */
  users: Array<ProductUser>;
};

export type ProductCategory = {
  __typename?: 'ProductCategory';
  id: Scalars['ID']['output'];
  isMainCategory: Scalars['Boolean']['output'];
  /** The main category of a sub-category; null for a main category. */
  mainCategory?: Maybe<CategoryRef>;
  name: Scalars['String']['output'];
  /** Set when the category only applies to one platform. */
  platform?: Maybe<Platform>;
};

export type ProductFilter = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  platformId?: InputMaybe<Scalars['ID']['input']>;
  /** Case-insensitive match on name or url. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ProductSort = {
  direction: SortDirection;
  field: ProductSortField;
};

export type ProductSortField =
  | 'createdAt'
  | 'isActive'
  | 'name'
  | 'updatedAt';

/** The product home: what arrived over a date range, and the newest recordings. */
export type ProductStats = {
  __typename?: 'ProductStats';
  /** Mean sentiment of the range's scored recordings; null when none was scored. */
  averageSentiment?: Maybe<Scalars['Float']['output']>;
  from: Scalars['DateTime']['output'];
  /** The newest recordings, whatever the range (5 by default, 20 at most). */
  latestRecordings: Array<Recording>;
  /** Mean sentiment of all the product's recordings (the product's averageSentiment). */
  overallAverageSentiment?: Maybe<Scalars['Float']['output']>;
  productId: Scalars['ID']['output'];
  /** Every day of the range, days without recordings included (count 0). */
  responsesPerDay: Array<DailyResponses>;
  /** The same figure as Product.reviewUserCount. */
  reviewUserCount: Scalars['Int']['output'];
  /** Positive, Neutral and Negative, always all three, over the range. */
  sentimentCounts: Array<SentimentLabelCount>;
  to: Scalars['DateTime']['output'];
  /** Recordings in the range. */
  totalResponses: Scalars['Int']['output'];
  /** Recordings of the range not yet marked reviewed. */
  unreviewedCount: Scalars['Int']['output'];
};

export type ProductType =
  | 'App'
  | 'Game'
  | 'Website';

export type ProductUser = {
  __typename?: 'ProductUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role?: Maybe<UserRole>;
};

/** What the personal response page shows (public, by invitation token). */
export type PublicCampaignInvitation = {
  __typename?: 'PublicCampaignInvitation';
  answered: Scalars['Boolean']['output'];
  campaignName: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** The campaign takes responses now (Running). */
  open: Scalars['Boolean']['output'];
  organisationName: Scalars['String']['output'];
  productName: Scalars['String']['output'];
  purpose: WidgetPurpose;
  questions: Array<Question>;
  unsubscribed: Scalars['Boolean']['output'];
};

/** An open event page, as the public page shows it to a visitor. */
export type PublicEventPage = {
  __typename?: 'PublicEventPage';
  organisationName: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  questions: Array<Question>;
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The organisation's API keys, newest first, revoked ones included. */
  apiKeys: Array<ApiKey>;
  /** Responses that need a human, newest first. */
  attentionItems: Array<AttentionItem>;
  /**
   * The organisation's audit log, newest first (Admins only). `after` is the id of the last event
   * of the previous page (keyset paging); with it, paging.offset must be 0.
   */
  auditEvents: Array<AuditEvent>;
  /** Public: a fresh challenge (or the reCAPTCHA site key) for one protected mutation. */
  botChallenge: BotChallenge;
  campaign: Campaign;
  /** Public: the campaign behind a personal link. NOT_FOUND for an unknown token. */
  campaignInvitation: PublicCampaignInvitation;
  /** The campaign's responses (recordings), newest first. */
  campaignResponses: Array<Recording>;
  campaignStats: CampaignStats;
  /** A product's campaigns, newest first (any member who may open the product). */
  campaigns: Array<Campaign>;
  /** 2 to 10 campaigns side by side, and their sums. */
  combinedCampaignStats: CombinedCampaignStats;
  contact: Contact;
  contactImport: ContactImport;
  /** A product's contacts by e-mail. */
  contacts: Array<Contact>;
  countApiKeys: Scalars['Int']['output'];
  countAttentionItems: Scalars['Int']['output'];
  countAuditEvents: Scalars['Int']['output'];
  countCampaignResponses: Scalars['Int']['output'];
  countCampaigns: Scalars['Int']['output'];
  countContacts: Scalars['Int']['output'];
  countExports: Scalars['Int']['output'];
  countIntegrationDeliveries: Scalars['Int']['output'];
  countIntegrations: Scalars['Int']['output'];
  countNotifications: Scalars['Int']['output'];
  countPrivacyDeletions: Scalars['Int']['output'];
  countProducts: Scalars['Int']['output'];
  countRecordings: Scalars['Int']['output'];
  countSegmentMembers: Scalars['Int']['output'];
  /** How many contacts of the product the rules match now (the rule editor's live count). */
  countSegmentRuleMatches: Scalars['Int']['output'];
  countSegments: Scalars['Int']['output'];
  countUsers: Scalars['Int']['output'];
  /**
   * For a verified user without organisation: the organisations that proved the domain of their
   * e-mail address, oldest first (empty for everyone else). Nobody joins one unless they ask to
   * (requestDomainJoin), and the organisations are not told about those who do not.
   */
  domainJoinOffers: Array<DomainJoinOffer>;
  /** One of the organisation's event pages (any member). */
  eventPage: EventPage;
  /** The organisation's three event pages, saved or not (any member). */
  eventPages: Array<EventPage>;
  /** One export of the organisation, with a fresh link (the page the ready e-mail opens). Admins only. */
  export: Export;
  /** A product's exports, newest first. Admins only. */
  exports: Array<Export>;
  /**
   * Public (the feedback page): the organisation's active products by name. NOT_FOUND when the
   * organisation is unknown.
   */
  feedbackProducts: Array<FeedbackProduct>;
  /** Any member who may open the product reads it; an Admin changes it. */
  generalSettings: GeneralSettings;
  /** Every product the user may open (for the product switcher). */
  getAllProducts: Array<Product>;
  /**
   * Misspelling kept: it is the published name of the operation. A widget background image of the
   * product (Admins only). aspectRatio is the cropped image's width / height (0.1 to 10), checked
   * only: the widget covers its panel with the image whatever its shape. Without type, any of the
   * four image types may be PUT (the bytes decide).
   */
  getBackgroungImageSignedUrl: SignedUrl;
  getPlatforms: Array<Platform>;
  /** Main and sub-categories, optionally only those valid for a platform. */
  getProductCategories: Array<ProductCategory>;
  getProducts: Array<Product>;
  /** An image upload (type image/png, image/jpeg, image/webp or image/gif); assignmentId labels what it is for. */
  getSignedUrl: SignedUrl;
  /** The widget key and token of the caller's organisation (Admin only). */
  getWidgetToken: WidgetToken;
  /** Liveness of the API; always true. */
  health: Scalars['Boolean']['output'];
  /** An integration's deliveries, newest first. */
  integrationDeliveries: Array<IntegrationDelivery>;
  /** Every member reads them, newest first; never a secret. */
  integrations: Array<Integration>;
  /** The organisation's open invitations, newest first (Admin only). */
  invitations: Array<OrganisationInvitation>;
  /** The signed-in user's profile; created on first sight from the verified identity token. */
  me: User;
  /** One entry per topic, in the order of NotificationTopic. */
  notificationSettings: Array<NotificationSetting>;
  /** The caller's notifications, newest first (paged like every list). */
  notifications: Array<Notification>;
  /** The organisation's website domain and its proof (Admin only); null while the website has no domain of its own. */
  organisationDomain?: Maybe<OrganisationDomain>;
  /** Public (the feedback pages): id is the organisation id. NOT_FOUND when unknown. */
  organisationFeedback: OrganisationFeedback;
  /** Users waiting for an Admin's review (Admin only), oldest request first. */
  organisationReviewUsers: Array<ReviewUser>;
  /** Any member of the organisation. */
  organisationTrial: OrganisationTrial;
  /** The signed-in user's organisation (null before they create or join one). */
  organizationsQuery?: Maybe<Organization>;
  /** Retention runs and erasures, newest first. */
  privacyDeletions: Array<PrivacyDeletion>;
  privacySettings: PrivacySettings;
  /** Weekly sentiment of the last `weeks` weeks (default 13, about 90 days; at most 53), oldest first. */
  productSentimentTrend: Array<WeeklySentiment>;
  /**
   * The product home. from/to default to the last 30 days (at most 366 days); timeZone is an IANA
   * name (default UTC) that decides where days start.
   */
  productStats: ProductStats;
  /**
   * The most characteristic words and two-word phrases of texts and transcripts of the period
   * (default the last 30 days), most characteristic first (10 by default, 30 at most).
   */
  productThemes: Array<Theme>;
  /**
   * Public (the event page): an open page of the organisation. BAD_USER_INPUT for a slug other than
   * techxpo1, techxpo2 or techxpo3; NOT_FOUND when the page is not set up, closed, or its product is
   * inactive.
   */
  publicEventPage: PublicEventPage;
  recording: Recording;
  /** A short-lived (5 minutes) signed URL that downloads the voice message as an attachment. */
  recordingAudioUrl: Scalars['String']['output'];
  /**
   * A product's recordings, newest first unless sorted otherwise. `after` is the id of the last
   * recording of the previous page (keyset paging, as fast on page 1000 as on page 1); with it,
   * paging.offset must be 0.
   */
  recordings: Array<Recording>;
  segment: Segment;
  /** The segment's contacts by e-mail (a Dynamic segment's rules evaluated now). */
  segmentMembers: Array<Contact>;
  /** A product's segments with their sizes, newest first unless sorted otherwise. */
  segments: Array<Segment>;
  /** For the header bell (refreshed every 60 s). */
  unreadNotificationCount: Scalars['Int']['output'];
  /**
   * The user behind a request to join (inviteId is the request id from the Admins' e-mail, or the
   * pending user's id). Admin of that organisation only; NOT_FOUND otherwise.
   */
  userByInviteId: UserByInvite;
  /**
   * Whether the person with this e-mail has accepted the terms. Needs a Firebase ID token (even of
   * an unverified account) and answers only for the caller's own e-mail (FORBIDDEN otherwise), so
   * it cannot be used to find out who has an account.
   */
  userTermsAccepted: Scalars['Boolean']['output'];
  users: Array<UserListItem>;
  /**
   * The e-mail an invitation was sent to. Public. An unknown, expired, cancelled or used
   * invitation answers NOT_FOUND with the message 'Failed to validate the invitation'.
   */
  verifyInvitation: Invitation;
  /** Admins only. */
  widgetIdentitySecret: WidgetIdentitySecret;
  /** Every language the general tab offers. */
  widgetLanguages: Array<WidgetLanguage>;
  widgetSettings: WidgetSettings;
};


export type QueryApiKeysArgs = {
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryAttentionItemsArgs = {
  campaignId: Scalars['ID']['input'];
  filter?: InputMaybe<AttentionItemFilter>;
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryAuditEventsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<AuditEventFilter>;
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryCampaignResponsesArgs = {
  campaignId: Scalars['ID']['input'];
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryCampaignStatsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignsArgs = {
  filter?: InputMaybe<CampaignFilter>;
  paging?: InputMaybe<OffsetPaging>;
  productId: Scalars['ID']['input'];
};


export type QueryCombinedCampaignStatsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryContactArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactsArgs = {
  filter?: InputMaybe<ContactFilter>;
  paging?: InputMaybe<OffsetPaging>;
  productId: Scalars['ID']['input'];
};


export type QueryCountAttentionItemsArgs = {
  campaignId: Scalars['ID']['input'];
  filter?: InputMaybe<AttentionItemFilter>;
};


export type QueryCountAuditEventsArgs = {
  filter?: InputMaybe<AuditEventFilter>;
};


export type QueryCountCampaignResponsesArgs = {
  campaignId: Scalars['ID']['input'];
};


export type QueryCountCampaignsArgs = {
  filter?: InputMaybe<CampaignFilter>;
  productId: Scalars['ID']['input'];
};


export type QueryCountContactsArgs = {
  filter?: InputMaybe<ContactFilter>;
  productId: Scalars['ID']['input'];
};


export type QueryCountExportsArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryCountIntegrationDeliveriesArgs = {
  integrationId: Scalars['ID']['input'];
};


export type QueryCountIntegrationsArgs = {
  kind: IntegrationKind;
};


export type QueryCountNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
};


export type QueryCountProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
};


export type QueryCountRecordingsArgs = {
  filter?: InputMaybe<RecordingFilter>;
  productId: Scalars['ID']['input'];
};


export type QueryCountSegmentMembersArgs = {
  filter?: InputMaybe<ContactFilter>;
  segmentId: Scalars['ID']['input'];
};


export type QueryCountSegmentRuleMatchesArgs = {
  productId: Scalars['ID']['input'];
  rules: Scalars['SegmentRules']['input'];
};


export type QueryCountSegmentsArgs = {
  filter?: InputMaybe<SegmentFilter>;
  productId: Scalars['ID']['input'];
};


export type QueryCountUsersArgs = {
  filter?: InputMaybe<UserFilter>;
};


export type QueryEventPageArgs = {
  slug: Scalars['String']['input'];
};


export type QueryExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExportsArgs = {
  paging?: InputMaybe<OffsetPaging>;
  productId: Scalars['ID']['input'];
};


export type QueryFeedbackProductsArgs = {
  organisationId: Scalars['ID']['input'];
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryGeneralSettingsArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryGetBackgroungImageSignedUrlArgs = {
  aspectRatio: Scalars['Float']['input'];
  productId: Scalars['ID']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetProductCategoriesArgs = {
  platformId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetProductsArgs = {
  filter?: InputMaybe<ProductFilter>;
  paging?: InputMaybe<OffsetPaging>;
  sorting?: InputMaybe<Array<ProductSort>>;
};


export type QueryGetSignedUrlArgs = {
  assignmentId?: InputMaybe<Scalars['ID']['input']>;
  fileName: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type QueryIntegrationDeliveriesArgs = {
  integrationId: Scalars['ID']['input'];
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryIntegrationsArgs = {
  kind: IntegrationKind;
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryNotificationsArgs = {
  filter?: InputMaybe<NotificationFilter>;
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryOrganisationFeedbackArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPrivacyDeletionsArgs = {
  paging?: InputMaybe<OffsetPaging>;
};


export type QueryProductSentimentTrendArgs = {
  productId: Scalars['ID']['input'];
  timeZone?: InputMaybe<Scalars['String']['input']>;
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductStatsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  latestCount?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  timeZone?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryProductThemesArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryPublicEventPageArgs = {
  organisationId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


export type QueryRecordingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecordingAudioUrlArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRecordingsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<RecordingFilter>;
  paging?: InputMaybe<OffsetPaging>;
  productId: Scalars['ID']['input'];
  sorting?: InputMaybe<Array<RecordingSort>>;
};


export type QuerySegmentArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySegmentMembersArgs = {
  filter?: InputMaybe<ContactFilter>;
  paging?: InputMaybe<OffsetPaging>;
  segmentId: Scalars['ID']['input'];
};


export type QuerySegmentsArgs = {
  filter?: InputMaybe<SegmentFilter>;
  paging?: InputMaybe<OffsetPaging>;
  productId: Scalars['ID']['input'];
  sorting?: InputMaybe<Array<SegmentSort>>;
};


export type QueryUserByInviteIdArgs = {
  inviteId: Scalars['ID']['input'];
};


export type QueryUserTermsAcceptedArgs = {
  email: Scalars['String']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  paging?: InputMaybe<OffsetPaging>;
  sorting?: InputMaybe<Array<UserSort>>;
};


export type QueryVerifyInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWidgetSettingsArgs = {
  productId: Scalars['ID']['input'];
};

export type Question = {
  __typename?: 'Question';
  id: Scalars['ID']['output'];
  questionGroupId: Scalars['ID']['output'];
  readonly: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
};

export type QuestionGroup = {
  __typename?: 'QuestionGroup';
  id: Scalars['ID']['output'];
};

/** What a visitor left through the widget or a public feedback page. */
export type Recording = {
  __typename?: 'Recording';
  answers: Array<RecordingAnswer>;
  /** Null when the recording has no voice message. */
  audio?: Maybe<RecordingAudio>;
  contact: RecordingContact;
  /** The visitor confirmed contact.email through the link mailed from a feedback page. */
  contactEmailVerified: Scalars['Boolean']['output'];
  /** When it arrived. */
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The widget's purpose when it was sent. */
  messageType: WidgetPurpose;
  pageTitle?: Maybe<Scalars['String']['output']>;
  pageUrl?: Maybe<Scalars['String']['output']>;
  /** The number to call back (PhoneCall), in E.164. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  productId: Scalars['ID']['output'];
  reviewed: Scalars['Boolean']['output'];
  sentimentLabel?: Maybe<SentimentLabel>;
  /** In [-1, 1]; null while there is no text to score. */
  sentimentScore?: Maybe<Scalars['Float']['output']>;
  /** Where the sentiment was read from; null while unscored. */
  sentimentSource?: Maybe<SentimentSource>;
  /** When the visitor sent it (the widget's clock; later than createdAt's day for a queued message). */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  /** The speech-to-text of a voice message; null until (or unless) an engine transcribed it. */
  transcript?: Maybe<Scalars['String']['output']>;
  /** Null for recordings without a voice message. */
  transcription?: Maybe<Transcription>;
};

/** One answer of a CustomQuestion recording. */
export type RecordingAnswer = {
  __typename?: 'RecordingAnswer';
  answer: Scalars['String']['output'];
  /** The question's text; null when the question has since been deleted. */
  question?: Maybe<Scalars['String']['output']>;
  questionId: Scalars['ID']['output'];
};

/** The voice message's file; download it through recordingAudioUrl. */
export type RecordingAudio = {
  __typename?: 'RecordingAudio';
  contentType: Scalars['String']['output'];
  durationMs?: Maybe<Scalars['Int']['output']>;
  size: Scalars['Int']['output'];
};

/** What the widget's form collected about the visitor (collectType/collectFields). */
export type RecordingContact = {
  __typename?: 'RecordingContact';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  purpose?: Maybe<Scalars['String']['output']>;
};

export type RecordingFilter = {
  /** Arrived at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  messageType?: InputMaybe<WidgetPurpose>;
  reviewed?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Case-insensitive match in the text and the transcript. A rare word in a large inbox reads the
   * product's recordings: narrow it with from/to.
   */
  search?: InputMaybe<Scalars['String']['input']>;
  sentimentLabel?: InputMaybe<SentimentLabel>;
  /** Recordings whose words contain this theme (a word or two-word phrase of productThemes). */
  theme?: InputMaybe<Scalars['String']['input']>;
  /** Arrived before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  transcriptionStatus?: InputMaybe<TranscriptionStatus>;
};

export type RecordingSort = {
  direction: SortDirection;
  field: RecordingSortField;
};

export type RecordingSortField =
  | 'createdAt'
  | 'sentimentScore';

export type RequestExportInput = {
  /** Only with kind CampaignResponses: that campaign's responses only. */
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  format: ExportFormat;
  /** Rows created at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kind: ExportKind;
  productId: Scalars['ID']['input'];
  /** Rows created before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A user who asked to join an organisation and waits for an Admin's review. */
export type ReviewUser = {
  __typename?: 'ReviewUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  role?: Maybe<UserRole>;
};

/** An Admin's decision on a waiting user: a role, or null to refuse them ('no-role'). */
export type ReviewUserInput = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  role?: InputMaybe<UserRole>;
};

export type Segment = {
  __typename?: 'Segment';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: SegmentKind;
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  /** Dynamic segments only. */
  rules?: Maybe<Scalars['SegmentRules']['output']>;
  /** How many contacts it holds now. */
  size: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type SegmentFilter = {
  kind?: InputMaybe<SegmentKind>;
  /** Case-insensitive match in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type SegmentKind =
  /** Members are the contacts its rules match, evaluated when asked. */
  | 'Dynamic'
  /** Members are added by imports and by hand. */
  | 'Static';

export type SegmentSort = {
  direction: SortDirection;
  field: SegmentSortField;
};

export type SegmentSortField =
  | 'createdAt'
  | 'name';

export type SentimentCounts = {
  __typename?: 'SentimentCounts';
  negative: Scalars['Int']['output'];
  neutral: Scalars['Int']['output'];
  positive: Scalars['Int']['output'];
  /** Responses without sentiment (no words yet). */
  unknown: Scalars['Int']['output'];
};

/** VADER's label for a sentiment score: Positive ≥ 0.05, Negative ≤ -0.05, Neutral between. */
export type SentimentLabel =
  | 'Negative'
  | 'Neutral'
  | 'Positive';

export type SentimentLabelCount = {
  __typename?: 'SentimentLabelCount';
  count: Scalars['Int']['output'];
  label: SentimentLabel;
};

/** Where a recording's sentiment was read from. */
export type SentimentSource =
  | 'Text'
  | 'TextAndTranscript'
  | 'Transcript';

export type SignInProvider =
  | 'email'
  | 'google';

/**
 * A short-lived (10 minutes) URL to PUT a file to, and the URL it will be readable at once the PUT
 * answered 200. The PUT must send the Content-Type asked for; images are PNG, JPEG, WebP or GIF
 * (checked by their first bytes), at most 5 MB.
 */
export type SignedUrl = {
  __typename?: 'SignedUrl';
  /** The key to save (e.g. WidgetSettingsInput.backgroundImageKey). */
  key: Scalars['String']['output'];
  signedUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A word or two-word phrase that characterises a period's feedback. */
export type Theme = {
  __typename?: 'Theme';
  phrase: Scalars['String']['output'];
  /** Recordings of the period whose words contain it. */
  recordings: Scalars['Int']['output'];
  /** How characteristic it is of the period against the product's history (higher: more). */
  score: Scalars['Float']['output'];
};

/** One recognised word of a transcript. */
export type TranscriptWord = {
  __typename?: 'TranscriptWord';
  /** The engine's confidence in the word, 0 to 1. */
  confidence: Scalars['Float']['output'];
  endMs: Scalars['Int']['output'];
  /** From the start of the audio. */
  startMs: Scalars['Int']['output'];
  word: Scalars['String']['output'];
};

/** The automatic transcription of a voice message. */
export type Transcription = {
  __typename?: 'Transcription';
  /** Attempts made so far; a failed attempt is retried with back-off. */
  attempts: Scalars['Int']['output'];
  /** Made by a speech engine, not typed by a person. */
  automatic: Scalars['Boolean']['output'];
  /** When the engine finished (Done, NoSpeech). */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Which engine made (or is to make) the transcript, e.g. embedded:pocketsphinx-en-us. */
  engine?: Maybe<Scalars['String']['output']>;
  /** When the next automatic attempt runs (Queued after a failed attempt); null otherwise. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it is Failed, UnsupportedLanguage or Off: a sentence to show as is. */
  reason?: Maybe<Scalars['String']['output']>;
  status: TranscriptionStatus;
  /** Per-word timings and confidences; empty when the engine gave none. */
  words: Array<TranscriptWord>;
};

/** Where a voice message's transcription stands. */
export type TranscriptionStatus =
  | 'Done'
  /** Every attempt failed; reason says why. */
  | 'Failed'
  /** The engine heard no words (silence or noise only). */
  | 'NoSpeech'
  /** No speech engine is configured on this server. */
  | 'Off'
  /** Waiting for the speech engine, or for the next attempt after a failed one. */
  | 'Queued'
  /** The speech engine is working on it now. */
  | 'Transcribing'
  /** The message's language is one the configured engine does not understand. */
  | 'UnsupportedLanguage';

/** Fields left out stay as they are. Draft and Paused campaigns only. */
export type UpdateCampaignInput = {
  keywords?: InputMaybe<Array<Scalars['String']['input']>>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  purpose?: InputMaybe<WidgetPurpose>;
  /** Replaces the questions (answers to the old ones keep their text). */
  questions?: InputMaybe<Array<Scalars['String']['input']>>;
  segmentId?: InputMaybe<Scalars['ID']['input']>;
};

/** Absent fields stay as they are; url and widgetLanguage may be cleared with null. */
export type UpdateGeneralSettingsInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  widgetLanguage?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateIntegrationInput = {
  active: Scalars['Boolean']['input'];
  events: Array<IntegrationEvent>;
  name: Scalars['String']['input'];
};

/** The caller's own profile fields; absent fields stay as they are, null clears a name, the photo or the language. */
export type UpdateMeInput = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  isCampaignNotificationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isReportNotificationEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** A code of the dashboard's languages (`en`, `de`); null goes back to following the browser. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** An http(s) address of the photo (after uploading it through a signed URL). */
  photoURL?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOrganizationInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<OrganizationType>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateProductInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  isGambling?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  platformId?: InputMaybe<Scalars['ID']['input']>;
  subCategoryId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<ProductType>;
  url?: InputMaybe<Scalars['String']['input']>;
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Fields left out stay as they are; rules only for a Dynamic segment. */
export type UpdateSegmentInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rules?: InputMaybe<Scalars['SegmentRules']['input']>;
};

/** The signed-in user's own profile (the `me` query). */
export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isCampaignNotificationEnabled: Scalars['Boolean']['output'];
  isReportNotificationEnabled: Scalars['Boolean']['output'];
  /** The language the user chose for the dashboard (a code of the dashboard's languages, e.g. `de`); null follows the browser. */
  language?: Maybe<Scalars['String']['output']>;
  lastActivity?: Maybe<Scalars['DateTime']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** Null without organisation, and while the user's request to join waits for review (enabled false). */
  organization?: Maybe<Organization>;
  organizationType?: Maybe<OrganizationType>;
  photoURL?: Maybe<Scalars['String']['output']>;
  /** Null until the user belongs to an organisation. */
  role?: Maybe<UserRole>;
  verified: Scalars['Boolean']['output'];
};

/** A user who asked to join the organisation, as the /pending-user page shows them. */
export type UserByInvite = {
  __typename?: 'UserByInvite';
  email: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
};

export type UserFilter = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  invitationAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<UserRole>;
  /** Case-insensitive match on e-mail, first or last name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A row of the organisation's user list. */
export type UserListItem = {
  __typename?: 'UserListItem';
  email: Scalars['String']['output'];
  /** False for a disabled user and for a user whose request to join waits for review. */
  enabled: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invitationAccepted: Scalars['Boolean']['output'];
  lastActivity?: Maybe<Scalars['DateTime']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  photoURL?: Maybe<Scalars['String']['output']>;
  role?: Maybe<UserRole>;
};

export type UserRole =
  | 'Admin'
  | 'Member';

export type UserSort = {
  direction: SortDirection;
  field: UserSortField;
};

export type UserSortField =
  | 'createdAt'
  | 'email'
  | 'firstName'
  | 'lastActivity'
  | 'lastName'
  | 'role';

/** The visitor's address, confirmed. */
export type VerifiedFeedbackEmail = {
  __typename?: 'VerifiedFeedbackEmail';
  email: Scalars['String']['output'];
  /** The organisation the feedback was left for. */
  organisationName: Scalars['String']['output'];
};

/** One week of a product's scored recordings. */
export type WeeklySentiment = {
  __typename?: 'WeeklySentiment';
  /** Mean sentiment of the week; null when nothing was scored. */
  averageSentiment?: Maybe<Scalars['Float']['output']>;
  /** Scored recordings that arrived that week. */
  count: Scalars['Int']['output'];
  negative: Scalars['Int']['output'];
  neutral: Scalars['Int']['output'];
  positive: Scalars['Int']['output'];
  /** The week's Monday, YYYY-MM-DD, in the time zone asked for. */
  weekStart: Scalars['String']['output'];
};

export type WidgetFormField =
  | 'email'
  | 'name'
  | 'phoneNumber'
  | 'purpose';

/** How the widget identifies the visitor. */
export type WidgetFormMode =
  | 'Anonymous'
  | 'Form'
  | 'Logged';

/**
 * The secret a site's server signs its signed-in visitors' e-mail addresses with (HMAC-SHA256,
 * hex), so the widget believes whom the page says the visitor is (targeted Widget campaigns).
 */
export type WidgetIdentitySecret = {
  __typename?: 'WidgetIdentitySecret';
  /** Null until an Admin makes one: until then no visitor identity is believed. */
  secret?: Maybe<Scalars['String']['output']>;
};

/** A language the widget can be set to speak by default. */
export type WidgetLanguage = {
  __typename?: 'WidgetLanguage';
  /** ISO 639-1 code, e.g. de. */
  code: Scalars['String']['output'];
  /** The language's English name, e.g. German. */
  name: Scalars['String']['output'];
};

export type WidgetPosition =
  | 'BottomLeft'
  | 'BottomLeftNext'
  | 'BottomRight'
  | 'BottomRightNext';

/** What the widget asks the visitor to do. */
export type WidgetPurpose =
  | 'CustomQuestion'
  | 'LeaveMessage'
  | 'PhoneCall'
  | 'ProvideFeedback';

export type WidgetSettings = {
  __typename?: 'WidgetSettings';
  background: Scalars['String']['output'];
  backgroundColors: Array<Scalars['String']['output']>;
  backgroundImageKey?: Maybe<Scalars['String']['output']>;
  backgroundImageUrl?: Maybe<Scalars['String']['output']>;
  button: Scalars['String']['output'];
  buttonColors: Array<Scalars['String']['output']>;
  collectFields: Array<WidgetFormField>;
  collectType: WidgetFormMode;
  customMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The longest voice message the widget records, in seconds. */
  maxRecordingSeconds: Scalars['Int']['output'];
  messageType: WidgetPurpose;
  position: WidgetPosition;
  questionGroupId?: Maybe<Scalars['ID']['output']>;
  questions: Array<Question>;
  text: Scalars['String']['output'];
  textBox: Scalars['String']['output'];
  textColors: Array<Scalars['String']['output']>;
};

/**
 * Fields left out keep their saved value. Colours are hex (#rgb or #rrggbb); customMessage is at
 * most 200 characters; a palette holds at most 12 colours.
 */
export type WidgetSettingsInput = {
  background?: InputMaybe<Scalars['String']['input']>;
  backgroundColors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The key of an image uploaded through getBackgroungImageSignedUrl; null removes the image. */
  backgroundImageKey?: InputMaybe<Scalars['String']['input']>;
  button?: InputMaybe<Scalars['String']['input']>;
  buttonColors?: InputMaybe<Array<Scalars['String']['input']>>;
  collectFields?: InputMaybe<Array<WidgetFormField>>;
  collectType?: InputMaybe<WidgetFormMode>;
  customMessage?: InputMaybe<Scalars['String']['input']>;
  /** 5 to 300 seconds. */
  maxRecordingSeconds?: InputMaybe<Scalars['Int']['input']>;
  messageType?: InputMaybe<WidgetPurpose>;
  position?: InputMaybe<WidgetPosition>;
  questionGroupId?: InputMaybe<Scalars['ID']['input']>;
  /** Ids of the questions the widget asks, in order. */
  questions?: InputMaybe<Array<Scalars['ID']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
  textBox?: InputMaybe<Scalars['String']['input']>;
  textColors?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type WidgetToken = {
  __typename?: 'WidgetToken';
  key: Scalars['String']['output'];
  token: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = T | Promise<T>;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AltchaChallenge: ResolverTypeWrapper<AltchaChallenge>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiKeyAccess: ApiKeyAccess;
  AttentionItem: ResolverTypeWrapper<AttentionItem>;
  AttentionItemFilter: AttentionItemFilter;
  AttentionReason: AttentionReason;
  AuditAction: AuditAction;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEvent: ResolverTypeWrapper<AuditEvent>;
  AuditEventFilter: AuditEventFilter;
  AuditTargetType: AuditTargetType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BotChallenge: ResolverTypeWrapper<BotChallenge>;
  BotCheckProvider: BotCheckProvider;
  Campaign: ResolverTypeWrapper<Campaign>;
  CampaignAnswerInput: CampaignAnswerInput;
  CampaignFilter: CampaignFilter;
  CampaignRecurrence: CampaignRecurrence;
  CampaignResponseInput: CampaignResponseInput;
  CampaignScheduleInput: CampaignScheduleInput;
  CampaignSource: CampaignSource;
  CampaignStats: ResolverTypeWrapper<CampaignStats>;
  CampaignStatus: CampaignStatus;
  CampaignTrendPoint: ResolverTypeWrapper<CampaignTrendPoint>;
  CategoryRef: ResolverTypeWrapper<CategoryRef>;
  CombinedCampaignStats: ResolverTypeWrapper<CombinedCampaignStats>;
  Contact: ResolverTypeWrapper<Contact>;
  ContactAttribute: ResolverTypeWrapper<ContactAttribute>;
  ContactAttributeInput: ContactAttributeInput;
  ContactFilter: ContactFilter;
  ContactImport: ResolverTypeWrapper<ContactImport>;
  ContactImportAttribute: ResolverTypeWrapper<ContactImportAttribute>;
  ContactImportAttributeInput: ContactImportAttributeInput;
  ContactImportMapping: ResolverTypeWrapper<ContactImportMapping>;
  ContactImportMappingInput: ContactImportMappingInput;
  ContactImportStatus: ContactImportStatus;
  ContactInput: ContactInput;
  ContactMessageInput: ContactMessageInput;
  ContactSource: ContactSource;
  ContactUpdateInput: ContactUpdateInput;
  CreateCampaignInput: CreateCampaignInput;
  CreateContactImportInput: CreateContactImportInput;
  CreateIntegrationInput: CreateIntegrationInput;
  CreateOrganizationInput: CreateOrganizationInput;
  CreateProductInput: CreateProductInput;
  CreateQuestionInput: CreateQuestionInput;
  CreateSegmentInput: CreateSegmentInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  CreatedIntegration: ResolverTypeWrapper<CreatedIntegration>;
  DailyResponses: ResolverTypeWrapper<DailyResponses>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DomainJoinOffer: ResolverTypeWrapper<DomainJoinOffer>;
  DomainStatus: DomainStatus;
  DomainVerificationMethod: DomainVerificationMethod;
  EventPage: ResolverTypeWrapper<EventPage>;
  EventPageInput: EventPageInput;
  EventPageProduct: ResolverTypeWrapper<EventPageProduct>;
  Export: ResolverTypeWrapper<Export>;
  ExportFormat: ExportFormat;
  ExportKind: ExportKind;
  ExportStatus: ExportStatus;
  FeedbackEmailVerificationSent: ResolverTypeWrapper<FeedbackEmailVerificationSent>;
  FeedbackProduct: ResolverTypeWrapper<FeedbackProduct>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneralSettings: ResolverTypeWrapper<GeneralSettings>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<Integration>;
  IntegrationDelivery: ResolverTypeWrapper<IntegrationDelivery>;
  IntegrationDeliveryState: IntegrationDeliveryState;
  IntegrationEvent: IntegrationEvent;
  IntegrationKind: IntegrationKind;
  Invitation: ResolverTypeWrapper<Invitation>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationAudience: NotificationAudience;
  NotificationFilter: NotificationFilter;
  NotificationKind: NotificationKind;
  NotificationReadState: NotificationReadState;
  NotificationSetting: ResolverTypeWrapper<NotificationSetting>;
  NotificationSettingInput: NotificationSettingInput;
  NotificationTopic: NotificationTopic;
  OffsetPaging: OffsetPaging;
  OrganisationDomain: ResolverTypeWrapper<OrganisationDomain>;
  OrganisationFeedback: ResolverTypeWrapper<OrganisationFeedback>;
  OrganisationInvitation: ResolverTypeWrapper<OrganisationInvitation>;
  OrganisationTrial: ResolverTypeWrapper<OrganisationTrial>;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationType: OrganizationType;
  Platform: ResolverTypeWrapper<Platform>;
  PrivacyDeletion: ResolverTypeWrapper<PrivacyDeletion>;
  PrivacyDeletionKind: PrivacyDeletionKind;
  PrivacySettings: ResolverTypeWrapper<PrivacySettings>;
  Product: ResolverTypeWrapper<Product>;
  ProductCategory: ResolverTypeWrapper<ProductCategory>;
  ProductFilter: ProductFilter;
  ProductSort: ProductSort;
  ProductSortField: ProductSortField;
  ProductStats: ResolverTypeWrapper<ProductStats>;
  ProductType: ProductType;
  ProductUser: ResolverTypeWrapper<ProductUser>;
  PublicCampaignInvitation: ResolverTypeWrapper<PublicCampaignInvitation>;
  PublicEventPage: ResolverTypeWrapper<PublicEventPage>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<Question>;
  QuestionGroup: ResolverTypeWrapper<QuestionGroup>;
  Recording: ResolverTypeWrapper<Recording>;
  RecordingAnswer: ResolverTypeWrapper<RecordingAnswer>;
  RecordingAudio: ResolverTypeWrapper<RecordingAudio>;
  RecordingContact: ResolverTypeWrapper<RecordingContact>;
  RecordingFilter: RecordingFilter;
  RecordingSort: RecordingSort;
  RecordingSortField: RecordingSortField;
  RequestExportInput: RequestExportInput;
  ReviewUser: ResolverTypeWrapper<ReviewUser>;
  ReviewUserInput: ReviewUserInput;
  Segment: ResolverTypeWrapper<Segment>;
  SegmentFilter: SegmentFilter;
  SegmentKind: SegmentKind;
  SegmentRules: ResolverTypeWrapper<Scalars['SegmentRules']['output']>;
  SegmentSort: SegmentSort;
  SegmentSortField: SegmentSortField;
  SentimentCounts: ResolverTypeWrapper<SentimentCounts>;
  SentimentLabel: SentimentLabel;
  SentimentLabelCount: ResolverTypeWrapper<SentimentLabelCount>;
  SentimentSource: SentimentSource;
  SignInProvider: SignInProvider;
  SignedUrl: ResolverTypeWrapper<SignedUrl>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Theme: ResolverTypeWrapper<Theme>;
  TranscriptWord: ResolverTypeWrapper<TranscriptWord>;
  Transcription: ResolverTypeWrapper<Transcription>;
  TranscriptionStatus: TranscriptionStatus;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateGeneralSettingsInput: UpdateGeneralSettingsInput;
  UpdateIntegrationInput: UpdateIntegrationInput;
  UpdateMeInput: UpdateMeInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateProductInput: UpdateProductInput;
  UpdateSegmentInput: UpdateSegmentInput;
  User: ResolverTypeWrapper<User>;
  UserByInvite: ResolverTypeWrapper<UserByInvite>;
  UserFilter: UserFilter;
  UserListItem: ResolverTypeWrapper<UserListItem>;
  UserRole: UserRole;
  UserSort: UserSort;
  UserSortField: UserSortField;
  VerifiedFeedbackEmail: ResolverTypeWrapper<VerifiedFeedbackEmail>;
  WeeklySentiment: ResolverTypeWrapper<WeeklySentiment>;
  WidgetFormField: WidgetFormField;
  WidgetFormMode: WidgetFormMode;
  WidgetIdentitySecret: ResolverTypeWrapper<WidgetIdentitySecret>;
  WidgetLanguage: ResolverTypeWrapper<WidgetLanguage>;
  WidgetPosition: WidgetPosition;
  WidgetPurpose: WidgetPurpose;
  WidgetSettings: ResolverTypeWrapper<WidgetSettings>;
  WidgetSettingsInput: WidgetSettingsInput;
  WidgetToken: ResolverTypeWrapper<WidgetToken>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AltchaChallenge: AltchaChallenge;
  ApiKey: ApiKey;
  AttentionItem: AttentionItem;
  AttentionItemFilter: AttentionItemFilter;
  AuditChange: AuditChange;
  AuditEvent: AuditEvent;
  AuditEventFilter: AuditEventFilter;
  Boolean: Scalars['Boolean']['output'];
  BotChallenge: BotChallenge;
  Campaign: Campaign;
  CampaignAnswerInput: CampaignAnswerInput;
  CampaignFilter: CampaignFilter;
  CampaignResponseInput: CampaignResponseInput;
  CampaignScheduleInput: CampaignScheduleInput;
  CampaignStats: CampaignStats;
  CampaignTrendPoint: CampaignTrendPoint;
  CategoryRef: CategoryRef;
  CombinedCampaignStats: CombinedCampaignStats;
  Contact: Contact;
  ContactAttribute: ContactAttribute;
  ContactAttributeInput: ContactAttributeInput;
  ContactFilter: ContactFilter;
  ContactImport: ContactImport;
  ContactImportAttribute: ContactImportAttribute;
  ContactImportAttributeInput: ContactImportAttributeInput;
  ContactImportMapping: ContactImportMapping;
  ContactImportMappingInput: ContactImportMappingInput;
  ContactInput: ContactInput;
  ContactMessageInput: ContactMessageInput;
  ContactUpdateInput: ContactUpdateInput;
  CreateCampaignInput: CreateCampaignInput;
  CreateContactImportInput: CreateContactImportInput;
  CreateIntegrationInput: CreateIntegrationInput;
  CreateOrganizationInput: CreateOrganizationInput;
  CreateProductInput: CreateProductInput;
  CreateQuestionInput: CreateQuestionInput;
  CreateSegmentInput: CreateSegmentInput;
  CreatedApiKey: CreatedApiKey;
  CreatedIntegration: CreatedIntegration;
  DailyResponses: DailyResponses;
  DateTime: Scalars['DateTime']['output'];
  DomainJoinOffer: DomainJoinOffer;
  EventPage: EventPage;
  EventPageInput: EventPageInput;
  EventPageProduct: EventPageProduct;
  Export: Export;
  FeedbackEmailVerificationSent: FeedbackEmailVerificationSent;
  FeedbackProduct: FeedbackProduct;
  Float: Scalars['Float']['output'];
  GeneralSettings: GeneralSettings;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Integration: Integration;
  IntegrationDelivery: IntegrationDelivery;
  Invitation: Invitation;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationFilter: NotificationFilter;
  NotificationSetting: NotificationSetting;
  NotificationSettingInput: NotificationSettingInput;
  OffsetPaging: OffsetPaging;
  OrganisationDomain: OrganisationDomain;
  OrganisationFeedback: OrganisationFeedback;
  OrganisationInvitation: OrganisationInvitation;
  OrganisationTrial: OrganisationTrial;
  Organization: Organization;
  Platform: Platform;
  PrivacyDeletion: PrivacyDeletion;
  PrivacySettings: PrivacySettings;
  Product: Product;
  ProductCategory: ProductCategory;
  ProductFilter: ProductFilter;
  ProductSort: ProductSort;
  ProductStats: ProductStats;
  ProductUser: ProductUser;
  PublicCampaignInvitation: PublicCampaignInvitation;
  PublicEventPage: PublicEventPage;
  Query: Record<PropertyKey, never>;
  Question: Question;
  QuestionGroup: QuestionGroup;
  Recording: Recording;
  RecordingAnswer: RecordingAnswer;
  RecordingAudio: RecordingAudio;
  RecordingContact: RecordingContact;
  RecordingFilter: RecordingFilter;
  RecordingSort: RecordingSort;
  RequestExportInput: RequestExportInput;
  ReviewUser: ReviewUser;
  ReviewUserInput: ReviewUserInput;
  Segment: Segment;
  SegmentFilter: SegmentFilter;
  SegmentRules: Scalars['SegmentRules']['output'];
  SegmentSort: SegmentSort;
  SentimentCounts: SentimentCounts;
  SentimentLabelCount: SentimentLabelCount;
  SignedUrl: SignedUrl;
  String: Scalars['String']['output'];
  Theme: Theme;
  TranscriptWord: TranscriptWord;
  Transcription: Transcription;
  UpdateCampaignInput: UpdateCampaignInput;
  UpdateGeneralSettingsInput: UpdateGeneralSettingsInput;
  UpdateIntegrationInput: UpdateIntegrationInput;
  UpdateMeInput: UpdateMeInput;
  UpdateOrganizationInput: UpdateOrganizationInput;
  UpdateProductInput: UpdateProductInput;
  UpdateSegmentInput: UpdateSegmentInput;
  User: User;
  UserByInvite: UserByInvite;
  UserFilter: UserFilter;
  UserListItem: UserListItem;
  UserSort: UserSort;
  VerifiedFeedbackEmail: VerifiedFeedbackEmail;
  WeeklySentiment: WeeklySentiment;
  WidgetIdentitySecret: WidgetIdentitySecret;
  WidgetLanguage: WidgetLanguage;
  WidgetSettings: WidgetSettings;
  WidgetSettingsInput: WidgetSettingsInput;
  WidgetToken: WidgetToken;
};

export type ApiKeyDirectiveArgs = {
  access: ApiKeyAccess;
};

export type ApiKeyDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ApiKeyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AltchaChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AltchaChallenge'] = ResolversParentTypes['AltchaChallenge']> = {
  algorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  challenge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxnumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  salt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AttentionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttentionItem'] = ResolversParentTypes['AttentionItem']> = {
  assigneeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  assigneeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matchedKeywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['AttentionReason'], ParentType, ContextType>;
  recording?: Resolver<ResolversTypes['Recording'], ParentType, ContextType>;
  resolutionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent']> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['AuditTargetType'], ParentType, ContextType>;
};

export type BotChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BotChallenge'] = ResolversParentTypes['BotChallenge']> = {
  altcha?: Resolver<Maybe<ResolversTypes['AltchaChallenge']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['BotCheckProvider'], ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['WidgetPurpose'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  recurrence?: Resolver<ResolversTypes['CampaignRecurrence'], ParentType, ContextType>;
  segmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  segmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CampaignSource'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignStatus'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type CampaignStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignStats'] = ResolversParentTypes['CampaignStats']> = {
  averageSentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openAttentionItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  responses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentiment?: Resolver<ResolversTypes['SentimentCounts'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CampaignSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CampaignStatus'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['CampaignTrendPoint']>, ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignTrendPoint'] = ResolversParentTypes['CampaignTrendPoint']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryRef'] = ResolversParentTypes['CategoryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CombinedCampaignStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CombinedCampaignStats'] = ResolversParentTypes['CombinedCampaignStats']> = {
  campaigns?: Resolver<Array<ResolversTypes['CampaignStats']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['CampaignStats'], ParentType, ContextType>;
};

export type ContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = {
  attributes?: Resolver<Array<ResolversTypes['ContactAttribute']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ContactSource'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContactAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactAttribute'] = ResolversParentTypes['ContactAttribute']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactImport'] = ResolversParentTypes['ContactImport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delimiter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mapping?: Resolver<ResolversTypes['ContactImportMapping'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejectedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejectionsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  segmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  segmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContactImportStatus'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warningCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContactImportAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactImportAttribute'] = ResolversParentTypes['ContactImportAttribute']> = {
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactImportMappingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactImportMapping'] = ResolversParentTypes['ContactImportMapping']> = {
  attributes?: Resolver<Array<ResolversTypes['ContactImportAttribute']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedIntegrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedIntegration'] = ResolversParentTypes['CreatedIntegration']> = {
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
  signingSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DailyResponsesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailyResponses'] = ResolversParentTypes['DailyResponses']> = {
  averageSentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DomainJoinOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DomainJoinOffer'] = ResolversParentTypes['DomainJoinOffer']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = {
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['EventPageProduct']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type EventPageProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventPageProduct'] = ResolversParentTypes['EventPageProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Export'] = ResolversParentTypes['Export']> = {
  campaignId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrlExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ExportKind'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsWritten?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExportStatus'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FeedbackEmailVerificationSentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackEmailVerificationSent'] = ResolversParentTypes['FeedbackEmailVerificationSent']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FeedbackProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedbackProduct'] = ResolversParentTypes['FeedbackProduct']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeneralSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeneralSettings'] = ResolversParentTypes['GeneralSettings']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  widgetLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IntegrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['IntegrationEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['IntegrationKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IntegrationDelivery'] = ResolversParentTypes['IntegrationDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replayOf?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['IntegrationDeliveryState'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptInvitation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'id'>>;
  acceptTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAcceptTermsArgs, 'botCheck'>>;
  activateNewUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationActivateNewUserArgs, 'inviteId'>>;
  addSegmentMember?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationAddSegmentMemberArgs, 'input' | 'segmentId'>>;
  assignAttentionItem?: Resolver<ResolversTypes['AttentionItem'], ParentType, ContextType, RequireFields<MutationAssignAttentionItemArgs, 'id'>>;
  cancelInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelInvitationArgs, 'id'>>;
  checkOrganisationDomain?: Resolver<ResolversTypes['OrganisationDomain'], ParentType, ContextType>;
  confirmOrganisationDomainEmail?: Resolver<ResolversTypes['OrganisationDomain'], ParentType, ContextType, RequireFields<MutationConfirmOrganisationDomainEmailArgs, 'token'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name'>>;
  createCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationCreateCampaignArgs, 'input' | 'productId'>>;
  createContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationCreateContactArgs, 'input' | 'productId'>>;
  createContactImport?: Resolver<ResolversTypes['ContactImport'], ParentType, ContextType, RequireFields<MutationCreateContactImportArgs, 'input'>>;
  createIntegration?: Resolver<ResolversTypes['CreatedIntegration'], ParentType, ContextType, RequireFields<MutationCreateIntegrationArgs, 'input'>>;
  createOneOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOneOrganizationArgs, 'organization'>>;
  createOneProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateOneProductArgs, 'input'>>;
  createOneQuestion?: Resolver<ResolversTypes['Question'], ParentType, ContextType, RequireFields<MutationCreateOneQuestionArgs, 'input'>>;
  createOrganizationQuestionGroup?: Resolver<ResolversTypes['QuestionGroup'], ParentType, ContextType>;
  createSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationCreateSegmentArgs, 'input' | 'productId'>>;
  declineNewUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineNewUserArgs, 'inviteId'>>;
  deleteCampaign?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCampaignArgs, 'id'>>;
  deleteContact?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'id'>>;
  deleteIntegration?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteIntegrationArgs, 'id'>>;
  deleteRecording?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteRecordingArgs, 'id'>>;
  deleteSegment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSegmentArgs, 'id'>>;
  eraseContact?: Resolver<ResolversTypes['PrivacyDeletion'], ParentType, ContextType, RequireFields<MutationEraseContactArgs, 'email'>>;
  inviteUser?: Resolver<ResolversTypes['OrganisationInvitation'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'email' | 'role'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  markRecordingReviewed?: Resolver<ResolversTypes['Recording'], ParentType, ContextType, RequireFields<MutationMarkRecordingReviewedArgs, 'id' | 'reviewed'>>;
  pauseCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationPauseCampaignArgs, 'id'>>;
  removeSegmentMembers?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationRemoveSegmentMembersArgs, 'contactIds' | 'segmentId'>>;
  removeUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'id'>>;
  replayIntegrationDelivery?: Resolver<ResolversTypes['IntegrationDelivery'], ParentType, ContextType, RequireFields<MutationReplayIntegrationDeliveryArgs, 'id'>>;
  requestDomainJoin?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRequestDomainJoinArgs, 'organizationId'>>;
  requestExport?: Resolver<ResolversTypes['Export'], ParentType, ContextType, RequireFields<MutationRequestExportArgs, 'input'>>;
  resendFeedbackEmailVerification?: Resolver<ResolversTypes['FeedbackEmailVerificationSent'], ParentType, ContextType, RequireFields<MutationResendFeedbackEmailVerificationArgs, 'token'>>;
  resendInvitation?: Resolver<ResolversTypes['OrganisationInvitation'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'id'>>;
  resendVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationResendVerificationArgs>>;
  resolveAttentionItem?: Resolver<ResolversTypes['AttentionItem'], ParentType, ContextType, RequireFields<MutationResolveAttentionItemArgs, 'id' | 'note'>>;
  resumeCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationResumeCampaignArgs, 'id'>>;
  reviewUsers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReviewUsersArgs, 'users'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  rotateWidgetIdentitySecret?: Resolver<ResolversTypes['WidgetIdentitySecret'], ParentType, ContextType>;
  rotateWidgetToken?: Resolver<ResolversTypes['WidgetToken'], ParentType, ContextType>;
  scheduleCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationScheduleCampaignArgs, 'id' | 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'botCheck' | 'input'>>;
  sendFeedbackEmailVerification?: Resolver<ResolversTypes['FeedbackEmailVerificationSent'], ParentType, ContextType, RequireFields<MutationSendFeedbackEmailVerificationArgs, 'key' | 'productId' | 'submissionId'>>;
  sendIntegrationTest?: Resolver<ResolversTypes['IntegrationDelivery'], ParentType, ContextType, RequireFields<MutationSendIntegrationTestArgs, 'id'>>;
  sendOrganisationDomainEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setUserEnabled?: Resolver<ResolversTypes['UserListItem'], ParentType, ContextType, RequireFields<MutationSetUserEnabledArgs, 'enabled' | 'id'>>;
  submitCampaignResponse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubmitCampaignResponseArgs, 'input' | 'token'>>;
  transcribeRecordingAgain?: Resolver<ResolversTypes['Recording'], ParentType, ContextType, RequireFields<MutationTranscribeRecordingAgainArgs, 'id'>>;
  unsubscribeFromCampaign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromCampaignArgs, 'token'>>;
  updateCampaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<MutationUpdateCampaignArgs, 'id' | 'update'>>;
  updateContact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<MutationUpdateContactArgs, 'id' | 'update'>>;
  updateEventPage?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, RequireFields<MutationUpdateEventPageArgs, 'input' | 'slug'>>;
  updateGeneralSettings?: Resolver<ResolversTypes['GeneralSettings'], ParentType, ContextType, RequireFields<MutationUpdateGeneralSettingsArgs, 'productId' | 'update'>>;
  updateIntegration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType, RequireFields<MutationUpdateIntegrationArgs, 'id' | 'input'>>;
  updateMe?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMeArgs, 'update'>>;
  updateNotificationSettings?: Resolver<Array<ResolversTypes['NotificationSetting']>, ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'settings'>>;
  updateOneOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOneOrganizationArgs, 'id' | 'update'>>;
  updateOneProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateOneProductArgs, 'id' | 'update'>>;
  updatePrivacySettings?: Resolver<ResolversTypes['PrivacySettings'], ParentType, ContextType, Partial<MutationUpdatePrivacySettingsArgs>>;
  updateSegment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<MutationUpdateSegmentArgs, 'id' | 'update'>>;
  updateUserRole?: Resolver<ResolversTypes['UserListItem'], ParentType, ContextType, RequireFields<MutationUpdateUserRoleArgs, 'id' | 'role'>>;
  updateWidgetSettings?: Resolver<ResolversTypes['WidgetSettings'], ParentType, ContextType, RequireFields<MutationUpdateWidgetSettingsArgs, 'body' | 'productId'>>;
  verifyEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'id'>>;
  verifyFeedbackEmail?: Resolver<ResolversTypes['VerifiedFeedbackEmail'], ParentType, ContextType, RequireFields<MutationVerifyFeedbackEmailArgs, 'token'>>;
  withdrawJoinRequest?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['NotificationReadState'], ParentType, ContextType>;
};

export type NotificationSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSetting'] = ResolversParentTypes['NotificationSetting']> = {
  audience?: Resolver<ResolversTypes['NotificationAudience'], ParentType, ContextType>;
  audiences?: Resolver<Array<ResolversTypes['NotificationAudience']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['NotificationTopic'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type OrganisationDomainResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationDomain'] = ResolversParentTypes['OrganisationDomain']> = {
  confirmationEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DomainStatus'], ParentType, ContextType>;
  txtRecordName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  txtRecordValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  verifiedBy?: Resolver<Maybe<ResolversTypes['DomainVerificationMethod']>, ParentType, ContextType>;
};

export type OrganisationFeedbackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationFeedback'] = ResolversParentTypes['OrganisationFeedback']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganisationInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationInvitation'] = ResolversParentTypes['OrganisationInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
};

export type OrganisationTrialResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationTrial'] = ResolversParentTypes['OrganisationTrial']> = {
  trial?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganizationType'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  widgetKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  widgetToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlatformResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Platform'] = ResolversParentTypes['Platform']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLegacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMobile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PrivacyDeletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivacyDeletion'] = ResolversParentTypes['PrivacyDeletion']> = {
  contacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  cutoff?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PrivacyDeletionKind'], ParentType, ContextType>;
  recordings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrivacySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PrivacySettings'] = ResolversParentTypes['PrivacySettings']> = {
  maxRetentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minRetentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retentionDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  averageSentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGambling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  reviewUserCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ProductUser']>, ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMainCategory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainCategory?: Resolver<Maybe<ResolversTypes['CategoryRef']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<Maybe<ResolversTypes['Platform']>, ParentType, ContextType>;
};

export type ProductStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductStats'] = ResolversParentTypes['ProductStats']> = {
  averageSentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  latestRecordings?: Resolver<Array<ResolversTypes['Recording']>, ParentType, ContextType>;
  overallAverageSentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responsesPerDay?: Resolver<Array<ResolversTypes['DailyResponses']>, ParentType, ContextType>;
  reviewUserCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentimentCounts?: Resolver<Array<ResolversTypes['SentimentLabelCount']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalResponses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreviewedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductUser'] = ResolversParentTypes['ProductUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type PublicCampaignInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicCampaignInvitation'] = ResolversParentTypes['PublicCampaignInvitation']> = {
  answered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['WidgetPurpose'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PublicEventPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicEventPage'] = ResolversParentTypes['PublicEventPage']> = {
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType, Partial<QueryApiKeysArgs>>;
  attentionItems?: Resolver<Array<ResolversTypes['AttentionItem']>, ParentType, ContextType, RequireFields<QueryAttentionItemsArgs, 'campaignId'>>;
  auditEvents?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType, Partial<QueryAuditEventsArgs>>;
  botChallenge?: Resolver<ResolversTypes['BotChallenge'], ParentType, ContextType>;
  campaign?: Resolver<ResolversTypes['Campaign'], ParentType, ContextType, RequireFields<QueryCampaignArgs, 'id'>>;
  campaignInvitation?: Resolver<ResolversTypes['PublicCampaignInvitation'], ParentType, ContextType, RequireFields<QueryCampaignInvitationArgs, 'token'>>;
  campaignResponses?: Resolver<Array<ResolversTypes['Recording']>, ParentType, ContextType, RequireFields<QueryCampaignResponsesArgs, 'campaignId'>>;
  campaignStats?: Resolver<ResolversTypes['CampaignStats'], ParentType, ContextType, RequireFields<QueryCampaignStatsArgs, 'id'>>;
  campaigns?: Resolver<Array<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryCampaignsArgs, 'productId'>>;
  combinedCampaignStats?: Resolver<ResolversTypes['CombinedCampaignStats'], ParentType, ContextType, RequireFields<QueryCombinedCampaignStatsArgs, 'ids'>>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType, RequireFields<QueryContactArgs, 'id'>>;
  contactImport?: Resolver<ResolversTypes['ContactImport'], ParentType, ContextType, RequireFields<QueryContactImportArgs, 'id'>>;
  contacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<QueryContactsArgs, 'productId'>>;
  countApiKeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countAttentionItems?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountAttentionItemsArgs, 'campaignId'>>;
  countAuditEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCountAuditEventsArgs>>;
  countCampaignResponses?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountCampaignResponsesArgs, 'campaignId'>>;
  countCampaigns?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountCampaignsArgs, 'productId'>>;
  countContacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountContactsArgs, 'productId'>>;
  countExports?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountExportsArgs, 'productId'>>;
  countIntegrationDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountIntegrationDeliveriesArgs, 'integrationId'>>;
  countIntegrations?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountIntegrationsArgs, 'kind'>>;
  countNotifications?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCountNotificationsArgs>>;
  countPrivacyDeletions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCountProductsArgs>>;
  countRecordings?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountRecordingsArgs, 'productId'>>;
  countSegmentMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSegmentMembersArgs, 'segmentId'>>;
  countSegmentRuleMatches?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSegmentRuleMatchesArgs, 'productId' | 'rules'>>;
  countSegments?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSegmentsArgs, 'productId'>>;
  countUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCountUsersArgs>>;
  domainJoinOffers?: Resolver<Array<ResolversTypes['DomainJoinOffer']>, ParentType, ContextType>;
  eventPage?: Resolver<ResolversTypes['EventPage'], ParentType, ContextType, RequireFields<QueryEventPageArgs, 'slug'>>;
  eventPages?: Resolver<Array<ResolversTypes['EventPage']>, ParentType, ContextType>;
  export?: Resolver<ResolversTypes['Export'], ParentType, ContextType, RequireFields<QueryExportArgs, 'id'>>;
  exports?: Resolver<Array<ResolversTypes['Export']>, ParentType, ContextType, RequireFields<QueryExportsArgs, 'productId'>>;
  feedbackProducts?: Resolver<Array<ResolversTypes['FeedbackProduct']>, ParentType, ContextType, RequireFields<QueryFeedbackProductsArgs, 'organisationId'>>;
  generalSettings?: Resolver<ResolversTypes['GeneralSettings'], ParentType, ContextType, RequireFields<QueryGeneralSettingsArgs, 'productId'>>;
  getAllProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  getBackgroungImageSignedUrl?: Resolver<ResolversTypes['SignedUrl'], ParentType, ContextType, RequireFields<QueryGetBackgroungImageSignedUrlArgs, 'aspectRatio' | 'productId'>>;
  getPlatforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  getProductCategories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType, Partial<QueryGetProductCategoriesArgs>>;
  getProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryGetProductsArgs>>;
  getSignedUrl?: Resolver<ResolversTypes['SignedUrl'], ParentType, ContextType, RequireFields<QueryGetSignedUrlArgs, 'fileName' | 'type'>>;
  getWidgetToken?: Resolver<ResolversTypes['WidgetToken'], ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  integrationDeliveries?: Resolver<Array<ResolversTypes['IntegrationDelivery']>, ParentType, ContextType, RequireFields<QueryIntegrationDeliveriesArgs, 'integrationId'>>;
  integrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QueryIntegrationsArgs, 'kind'>>;
  invitations?: Resolver<Array<ResolversTypes['OrganisationInvitation']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  notificationSettings?: Resolver<Array<ResolversTypes['NotificationSetting']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  organisationDomain?: Resolver<Maybe<ResolversTypes['OrganisationDomain']>, ParentType, ContextType>;
  organisationFeedback?: Resolver<ResolversTypes['OrganisationFeedback'], ParentType, ContextType, RequireFields<QueryOrganisationFeedbackArgs, 'id'>>;
  organisationReviewUsers?: Resolver<Array<ResolversTypes['ReviewUser']>, ParentType, ContextType>;
  organisationTrial?: Resolver<ResolversTypes['OrganisationTrial'], ParentType, ContextType>;
  organizationsQuery?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  privacyDeletions?: Resolver<Array<ResolversTypes['PrivacyDeletion']>, ParentType, ContextType, Partial<QueryPrivacyDeletionsArgs>>;
  privacySettings?: Resolver<ResolversTypes['PrivacySettings'], ParentType, ContextType>;
  productSentimentTrend?: Resolver<Array<ResolversTypes['WeeklySentiment']>, ParentType, ContextType, RequireFields<QueryProductSentimentTrendArgs, 'productId'>>;
  productStats?: Resolver<ResolversTypes['ProductStats'], ParentType, ContextType, RequireFields<QueryProductStatsArgs, 'productId'>>;
  productThemes?: Resolver<Array<ResolversTypes['Theme']>, ParentType, ContextType, RequireFields<QueryProductThemesArgs, 'productId'>>;
  publicEventPage?: Resolver<ResolversTypes['PublicEventPage'], ParentType, ContextType, RequireFields<QueryPublicEventPageArgs, 'organisationId' | 'slug'>>;
  recording?: Resolver<ResolversTypes['Recording'], ParentType, ContextType, RequireFields<QueryRecordingArgs, 'id'>>;
  recordingAudioUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryRecordingAudioUrlArgs, 'id'>>;
  recordings?: Resolver<Array<ResolversTypes['Recording']>, ParentType, ContextType, RequireFields<QueryRecordingsArgs, 'productId'>>;
  segment?: Resolver<ResolversTypes['Segment'], ParentType, ContextType, RequireFields<QuerySegmentArgs, 'id'>>;
  segmentMembers?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType, RequireFields<QuerySegmentMembersArgs, 'segmentId'>>;
  segments?: Resolver<Array<ResolversTypes['Segment']>, ParentType, ContextType, RequireFields<QuerySegmentsArgs, 'productId'>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userByInviteId?: Resolver<ResolversTypes['UserByInvite'], ParentType, ContextType, RequireFields<QueryUserByInviteIdArgs, 'inviteId'>>;
  userTermsAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryUserTermsAcceptedArgs, 'email'>>;
  users?: Resolver<Array<ResolversTypes['UserListItem']>, ParentType, ContextType, Partial<QueryUsersArgs>>;
  verifyInvitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<QueryVerifyInvitationArgs, 'id'>>;
  widgetIdentitySecret?: Resolver<ResolversTypes['WidgetIdentitySecret'], ParentType, ContextType>;
  widgetLanguages?: Resolver<Array<ResolversTypes['WidgetLanguage']>, ParentType, ContextType>;
  widgetSettings?: Resolver<ResolversTypes['WidgetSettings'], ParentType, ContextType, RequireFields<QueryWidgetSettingsArgs, 'productId'>>;
};

export type QuestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  questionGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readonly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuestionGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionGroup'] = ResolversParentTypes['QuestionGroup']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RecordingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Recording'] = ResolversParentTypes['Recording']> = {
  answers?: Resolver<Array<ResolversTypes['RecordingAnswer']>, ParentType, ContextType>;
  audio?: Resolver<Maybe<ResolversTypes['RecordingAudio']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['RecordingContact'], ParentType, ContextType>;
  contactEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['WidgetPurpose'], ParentType, ContextType>;
  pageTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reviewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentimentLabel?: Resolver<Maybe<ResolversTypes['SentimentLabel']>, ParentType, ContextType>;
  sentimentScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sentimentSource?: Resolver<Maybe<ResolversTypes['SentimentSource']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transcript?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transcription?: Resolver<Maybe<ResolversTypes['Transcription']>, ParentType, ContextType>;
};

export type RecordingAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordingAnswer'] = ResolversParentTypes['RecordingAnswer']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  questionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RecordingAudioResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordingAudio'] = ResolversParentTypes['RecordingAudio']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RecordingContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RecordingContact'] = ResolversParentTypes['RecordingContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewUser'] = ResolversParentTypes['ReviewUser']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type SegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Segment'] = ResolversParentTypes['Segment']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SegmentKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rules?: Resolver<Maybe<ResolversTypes['SegmentRules']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface SegmentRulesScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['SegmentRules'], any> {
  name: 'SegmentRules';
}

export type SentimentCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SentimentCounts'] = ResolversParentTypes['SentimentCounts']> = {
  negative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unknown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SentimentLabelCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SentimentLabelCount'] = ResolversParentTypes['SentimentLabelCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['SentimentLabel'], ParentType, ContextType>;
};

export type SignedUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignedUrl'] = ResolversParentTypes['SignedUrl']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThemeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Theme'] = ResolversParentTypes['Theme']> = {
  phrase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TranscriptWordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranscriptWord'] = ResolversParentTypes['TranscriptWord']> = {
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Transcription'] = ResolversParentTypes['Transcription']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  engine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TranscriptionStatus'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['TranscriptWord']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCampaignNotificationEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReportNotificationEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  organizationType?: Resolver<Maybe<ResolversTypes['OrganizationType']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserByInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserByInvite'] = ResolversParentTypes['UserByInvite']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserListItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserListItem'] = ResolversParentTypes['UserListItem']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastActivity?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type VerifiedFeedbackEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifiedFeedbackEmail'] = ResolversParentTypes['VerifiedFeedbackEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WeeklySentimentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeeklySentiment'] = ResolversParentTypes['WeeklySentiment']> = {
  averageSentiment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WidgetIdentitySecretResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetIdentitySecret'] = ResolversParentTypes['WidgetIdentitySecret']> = {
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WidgetLanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetLanguage'] = ResolversParentTypes['WidgetLanguage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WidgetSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetSettings'] = ResolversParentTypes['WidgetSettings']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  backgroundColors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundImageKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  backgroundImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  button?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buttonColors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  collectFields?: Resolver<Array<ResolversTypes['WidgetFormField']>, ParentType, ContextType>;
  collectType?: Resolver<ResolversTypes['WidgetFormMode'], ParentType, ContextType>;
  customMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxRecordingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['WidgetPurpose'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['WidgetPosition'], ParentType, ContextType>;
  questionGroupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textBox?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textColors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WidgetTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WidgetToken'] = ResolversParentTypes['WidgetToken']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AltchaChallenge?: AltchaChallengeResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AttentionItem?: AttentionItemResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  BotChallenge?: BotChallengeResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignStats?: CampaignStatsResolvers<ContextType>;
  CampaignTrendPoint?: CampaignTrendPointResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  CombinedCampaignStats?: CombinedCampaignStatsResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ContactAttribute?: ContactAttributeResolvers<ContextType>;
  ContactImport?: ContactImportResolvers<ContextType>;
  ContactImportAttribute?: ContactImportAttributeResolvers<ContextType>;
  ContactImportMapping?: ContactImportMappingResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreatedIntegration?: CreatedIntegrationResolvers<ContextType>;
  DailyResponses?: DailyResponsesResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DomainJoinOffer?: DomainJoinOfferResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  EventPageProduct?: EventPageProductResolvers<ContextType>;
  Export?: ExportResolvers<ContextType>;
  FeedbackEmailVerificationSent?: FeedbackEmailVerificationSentResolvers<ContextType>;
  FeedbackProduct?: FeedbackProductResolvers<ContextType>;
  GeneralSettings?: GeneralSettingsResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  IntegrationDelivery?: IntegrationDeliveryResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationSetting?: NotificationSettingResolvers<ContextType>;
  OrganisationDomain?: OrganisationDomainResolvers<ContextType>;
  OrganisationFeedback?: OrganisationFeedbackResolvers<ContextType>;
  OrganisationInvitation?: OrganisationInvitationResolvers<ContextType>;
  OrganisationTrial?: OrganisationTrialResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  Platform?: PlatformResolvers<ContextType>;
  PrivacyDeletion?: PrivacyDeletionResolvers<ContextType>;
  PrivacySettings?: PrivacySettingsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductStats?: ProductStatsResolvers<ContextType>;
  ProductUser?: ProductUserResolvers<ContextType>;
  PublicCampaignInvitation?: PublicCampaignInvitationResolvers<ContextType>;
  PublicEventPage?: PublicEventPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuestionGroup?: QuestionGroupResolvers<ContextType>;
  Recording?: RecordingResolvers<ContextType>;
  RecordingAnswer?: RecordingAnswerResolvers<ContextType>;
  RecordingAudio?: RecordingAudioResolvers<ContextType>;
  RecordingContact?: RecordingContactResolvers<ContextType>;
  ReviewUser?: ReviewUserResolvers<ContextType>;
  Segment?: SegmentResolvers<ContextType>;
  SegmentRules?: GraphQLScalarType;
  SentimentCounts?: SentimentCountsResolvers<ContextType>;
  SentimentLabelCount?: SentimentLabelCountResolvers<ContextType>;
  SignedUrl?: SignedUrlResolvers<ContextType>;
  Theme?: ThemeResolvers<ContextType>;
  TranscriptWord?: TranscriptWordResolvers<ContextType>;
  Transcription?: TranscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserByInvite?: UserByInviteResolvers<ContextType>;
  UserListItem?: UserListItemResolvers<ContextType>;
  VerifiedFeedbackEmail?: VerifiedFeedbackEmailResolvers<ContextType>;
  WeeklySentiment?: WeeklySentimentResolvers<ContextType>;
  WidgetIdentitySecret?: WidgetIdentitySecretResolvers<ContextType>;
  WidgetLanguage?: WidgetLanguageResolvers<ContextType>;
  WidgetSettings?: WidgetSettingsResolvers<ContextType>;
  WidgetToken?: WidgetTokenResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  apiKey?: ApiKeyDirectiveResolver<any, any, ContextType>;
};
