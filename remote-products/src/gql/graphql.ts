/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CreateOrganizationInput = {
  country?: string | null | undefined;
  name: string;
  type?: OrganizationType | null | undefined;
  website?: string | null | undefined;
};

export type CreateProductInput = {
  categoryId?: string | number | null | undefined;
  isActive?: boolean | null | undefined;
  isGambling?: boolean | null | undefined;
  name: string;
  platformId: string | number;
  subCategoryId?: string | number | null | undefined;
  type: ProductType;
  url?: string | null | undefined;
  /** Users of the organisation to attach; the creator is always attached. */
  userIds?: Array<string | number> | null | undefined;
};

/** text: 1 to 500 characters. */
export type CreateQuestionInput = {
  questionGroupId: string | number;
  readonly?: boolean | null | undefined;
  text: string;
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
 * Replaces the page's configuration. title: 1 to 120 characters; questions: 1 to 20 different
 * texts of 1 to 500 characters, asked in this order (a text the page already asks keeps its
 * question, so its answers stay together); isActive opens the page to visitors (its product must
 * be active then).
 */
export type EventPageInput = {
  isActive: boolean;
  productId: string | number;
  questions: Array<string>;
  title: string;
};

/** Offset paging for every list: limit defaults to 20 and may not exceed 100; offset defaults to 0. */
export type OffsetPaging = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
};

export type OrganizationType =
  | 'Agency'
  | 'Company'
  | 'NonProfit'
  | 'Public';

export type ProductFilter = {
  categoryId?: string | number | null | undefined;
  isActive?: boolean | null | undefined;
  platformId?: string | number | null | undefined;
  /** Case-insensitive match on name or url. */
  search?: string | null | undefined;
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

export type ProductType =
  | 'App'
  | 'Game'
  | 'Website';

export type RecordingFilter = {
  /** Arrived at or after this instant. */
  from?: string | null | undefined;
  messageType?: WidgetPurpose | null | undefined;
  reviewed?: boolean | null | undefined;
  /**
   * Case-insensitive match in the text and the transcript. A rare word in a large inbox reads the
   * product's recordings: narrow it with from/to.
   */
  search?: string | null | undefined;
  sentimentLabel?: SentimentLabel | null | undefined;
  /** Recordings whose words contain this theme (a word or two-word phrase of productThemes). */
  theme?: string | null | undefined;
  /** Arrived before this instant. */
  to?: string | null | undefined;
  transcriptionStatus?: TranscriptionStatus | null | undefined;
};

export type RecordingSort = {
  direction: SortDirection;
  field: RecordingSortField;
};

export type RecordingSortField =
  | 'createdAt'
  | 'sentimentScore';

/** VADER's label for a sentiment score: Positive ≥ 0.05, Negative ≤ -0.05, Neutral between. */
export type SentimentLabel =
  | 'Negative'
  | 'Neutral'
  | 'Positive';

/** Where a recording's sentiment was read from. */
export type SentimentSource =
  | 'Text'
  | 'TextAndTranscript'
  | 'Transcript';

export type SortDirection =
  | 'ASC'
  | 'DESC';

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

export type UpdateOrganizationInput = {
  country?: string | null | undefined;
  name?: string | null | undefined;
  type?: OrganizationType | null | undefined;
  website?: string | null | undefined;
};

export type UpdateProductInput = {
  categoryId?: string | number | null | undefined;
  isActive?: boolean | null | undefined;
  isGambling?: boolean | null | undefined;
  name?: string | null | undefined;
  platformId?: string | number | null | undefined;
  subCategoryId?: string | number | null | undefined;
  type?: ProductType | null | undefined;
  url?: string | null | undefined;
  userIds?: Array<string | number> | null | undefined;
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

/**
 * Fields left out keep their saved value. Colours are hex (#rgb or #rrggbb); customMessage is at
 * most 200 characters; a palette holds at most 12 colours.
 */
export type WidgetSettingsInput = {
  background?: string | null | undefined;
  backgroundColors?: Array<string> | null | undefined;
  /** The key of an image uploaded through getBackgroungImageSignedUrl; null removes the image. */
  backgroundImageKey?: string | null | undefined;
  button?: string | null | undefined;
  buttonColors?: Array<string> | null | undefined;
  collectFields?: Array<WidgetFormField> | null | undefined;
  collectType?: WidgetFormMode | null | undefined;
  customMessage?: string | null | undefined;
  /** 5 to 300 seconds. */
  maxRecordingSeconds?: number | null | undefined;
  messageType?: WidgetPurpose | null | undefined;
  position?: WidgetPosition | null | undefined;
  questionGroupId?: string | number | null | undefined;
  /** Ids of the questions the widget asks, in order. */
  questions?: Array<string | number> | null | undefined;
  text?: string | null | undefined;
  textBox?: string | null | undefined;
  textColors?: Array<string> | null | undefined;
};

export type EventPageFieldsFragment = { id: string, slug: string, configured: boolean, title: string, isActive: boolean, updatedAt: string | null, product: { id: string, name: string, isActive: boolean } | null, questions: Array<{ id: string, text: string }> };

export type EventPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type EventPagesQuery = { eventPages: Array<{ id: string, slug: string, configured: boolean, title: string, isActive: boolean, updatedAt: string | null, product: { id: string, name: string, isActive: boolean } | null, questions: Array<{ id: string, text: string }> }> };

export type UpdateEventPageMutationVariables = Exact<{
  slug: string;
  input: EventPageInput;
}>;


export type UpdateEventPageMutation = { updateEventPage: { id: string, slug: string, configured: boolean, title: string, isActive: boolean, updatedAt: string | null, product: { id: string, name: string, isActive: boolean } | null, questions: Array<{ id: string, text: string }> } };

export type CreateOrganisationMutationVariables = Exact<{
  organization: CreateOrganizationInput;
}>;


export type CreateOrganisationMutation = { createOneOrganization: { id: string, name: string, website: string | null, country: string | null, type: OrganizationType, widgetKey: string } };

export type DomainJoinOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type DomainJoinOffersQuery = { domainJoinOffers: Array<{ organizationId: string, organizationName: string, domain: string }> };

export type RequestDomainJoinMutationVariables = Exact<{
  organizationId: string | number;
}>;


export type RequestDomainJoinMutation = { requestDomainJoin: { id: string, enabled: boolean } };

export type OrganisationDomainFieldsFragment = { domain: string, status: DomainStatus, verifiedAt: string | null, verifiedBy: DomainVerificationMethod | null, txtRecordName: string, txtRecordValue: string, confirmationEmail: string | null };

export type OrganisationDomainQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationDomainQuery = { organisationDomain: { domain: string, status: DomainStatus, verifiedAt: string | null, verifiedBy: DomainVerificationMethod | null, txtRecordName: string, txtRecordValue: string, confirmationEmail: string | null } | null };

export type CheckOrganisationDomainMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckOrganisationDomainMutation = { checkOrganisationDomain: { domain: string, status: DomainStatus, verifiedAt: string | null, verifiedBy: DomainVerificationMethod | null, txtRecordName: string, txtRecordValue: string, confirmationEmail: string | null } };

export type SendOrganisationDomainEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendOrganisationDomainEmailMutation = { sendOrganisationDomainEmail: boolean };

export type ConfirmOrganisationDomainEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmOrganisationDomainEmailMutation = { confirmOrganisationDomainEmail: { domain: string, status: DomainStatus, verifiedAt: string | null, verifiedBy: DomainVerificationMethod | null, txtRecordName: string, txtRecordValue: string, confirmationEmail: string | null } };

export type OrganisationFeedbackQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganisationFeedbackQuery = { organisationFeedback: { key: string, name: string } };

export type OrganisationQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationQuery = { organizationsQuery: { id: string, name: string, website: string | null, country: string | null, type: OrganizationType, widgetKey: string } | null };

export type OrganisationTrialQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganisationTrialQuery = { organisationTrial: { trial: number } };

export type RotateWidgetTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateWidgetTokenMutation = { rotateWidgetToken: { key: string, token: string } };

export type UpdateOrganisationMutationVariables = Exact<{
  id: string | number;
  update: UpdateOrganizationInput;
}>;


export type UpdateOrganisationMutation = { updateOneOrganization: { id: string, name: string, website: string | null, country: string | null, type: OrganizationType, widgetKey: string } };

export type WidgetTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type WidgetTokenQuery = { getWidgetToken: { key: string, token: string } };

export type ProductHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductHomeQuery = { getAllProducts: Array<{ id: string, name: string, url: string | null, type: ProductType, isActive: boolean, isGambling: boolean, createdAt: string, updatedAt: string, platform: { id: string, name: string }, category: { id: string, name: string } | null, subCategory: { id: string, name: string } | null }> };

export type ProductSentimentTrendQueryVariables = Exact<{
  productId: string | number;
  timeZone?: string | null | undefined;
}>;


export type ProductSentimentTrendQuery = { productSentimentTrend: Array<{ weekStart: string, count: number, averageSentiment: number | null, positive: number, neutral: number, negative: number }> };

export type ProductThemesQueryVariables = Exact<{
  productId: string | number;
  from?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ProductThemesQuery = { productThemes: Array<{ phrase: string, recordings: number, score: number }> };

export type ProductStatsQueryVariables = Exact<{
  productId: string | number;
  timeZone?: string | null | undefined;
}>;


export type ProductStatsQuery = { productStats: { productId: string, from: string, to: string, totalResponses: number, averageSentiment: number | null, overallAverageSentiment: number | null, unreviewedCount: number, reviewUserCount: number, responsesPerDay: Array<{ date: string, count: number, averageSentiment: number | null }>, sentimentCounts: Array<{ label: SentimentLabel, count: number }>, latestRecordings: Array<{ id: string, messageType: WidgetPurpose, text: string | null, transcript: string | null, phoneNumber: string | null, createdAt: string, reviewed: boolean, sentimentLabel: SentimentLabel | null, sentimentScore: number | null, contact: { name: string | null, email: string | null }, audio: { durationMs: number | null } | null }> } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createOneProduct: { id: string, name: string, url: string | null, type: ProductType, isActive: boolean, isGambling: boolean, createdAt: string, platform: { id: string, name: string }, category: { id: string, name: string } | null, subCategory: { id: string, name: string } | null } };

export type ProductPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPlatformsQuery = { getPlatforms: Array<{ id: string, name: string, isMobile: boolean }> };

export type ProductCategoriesQueryVariables = Exact<{
  platformId?: string | number | null | undefined;
}>;


export type ProductCategoriesQuery = { getProductCategories: Array<{ id: string, name: string, isMainCategory: boolean, mainCategory: { id: string, name: string } | null }> };

export type ProductRowFragment = { id: string, name: string, url: string | null, type: ProductType, isActive: boolean, isGambling: boolean, createdAt: string, platform: { id: string, name: string }, category: { id: string, name: string } | null, subCategory: { id: string, name: string } | null };

export type ProductsOverviewQueryVariables = Exact<{
  paging: OffsetPaging;
  sorting?: Array<ProductSort> | ProductSort | null | undefined;
  filter?: ProductFilter | null | undefined;
}>;


export type ProductsOverviewQuery = { countProducts: number, getProducts: Array<{ id: string, name: string, url: string | null, type: ProductType, isActive: boolean, isGambling: boolean, createdAt: string, platform: { id: string, name: string }, category: { id: string, name: string } | null, subCategory: { id: string, name: string } | null }> };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  update: UpdateProductInput;
}>;


export type UpdateProductMutation = { updateOneProduct: { id: string, name: string, url: string | null, type: ProductType, isActive: boolean, isGambling: boolean, createdAt: string, platform: { id: string, name: string }, category: { id: string, name: string } | null, subCategory: { id: string, name: string } | null } };

export type DeleteRecordingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRecordingMutation = { deleteRecording: string };

export type MarkRecordingReviewedMutationVariables = Exact<{
  id: string | number;
  reviewed: boolean;
}>;


export type MarkRecordingReviewedMutation = { markRecordingReviewed: { id: string, reviewed: boolean } };

export type RecordingAudioUrlQueryVariables = Exact<{
  id: string | number;
}>;


export type RecordingAudioUrlQuery = { recordingAudioUrl: string };

export type RecordingFieldsFragment = { id: string, productId: string, messageType: WidgetPurpose, text: string | null, transcript: string | null, phoneNumber: string | null, pageUrl: string | null, pageTitle: string | null, sentimentScore: number | null, sentimentLabel: SentimentLabel | null, sentimentSource: SentimentSource | null, reviewed: boolean, createdAt: string, submittedAt: string | null, transcription: { status: TranscriptionStatus, engine: string | null, reason: string | null, attempts: number, nextAttemptAt: string | null, automatic: boolean } | null, answers: Array<{ questionId: string, question: string | null, answer: string }>, contact: { name: string | null, email: string | null, phoneNumber: string | null, purpose: string | null }, audio: { contentType: string, size: number, durationMs: number | null } | null };

export type RecordingQueryVariables = Exact<{
  id: string | number;
}>;


export type RecordingQuery = { recording: { id: string, productId: string, messageType: WidgetPurpose, text: string | null, transcript: string | null, phoneNumber: string | null, pageUrl: string | null, pageTitle: string | null, sentimentScore: number | null, sentimentLabel: SentimentLabel | null, sentimentSource: SentimentSource | null, reviewed: boolean, createdAt: string, submittedAt: string | null, transcription: { status: TranscriptionStatus, engine: string | null, reason: string | null, attempts: number, nextAttemptAt: string | null, automatic: boolean } | null, answers: Array<{ questionId: string, question: string | null, answer: string }>, contact: { name: string | null, email: string | null, phoneNumber: string | null, purpose: string | null }, audio: { contentType: string, size: number, durationMs: number | null } | null } };

export type RecordingTranscriptWordsQueryVariables = Exact<{
  id: string | number;
}>;


export type RecordingTranscriptWordsQuery = { recording: { id: string, transcription: { words: Array<{ word: string, startMs: number, endMs: number, confidence: number }> } | null } };

export type RecordingsListQueryVariables = Exact<{
  productId: string | number;
  paging: OffsetPaging;
  sorting?: Array<RecordingSort> | RecordingSort | null | undefined;
  filter?: RecordingFilter | null | undefined;
  after?: string | number | null | undefined;
}>;


export type RecordingsListQuery = { countRecordings: number, recordings: Array<{ id: string, productId: string, messageType: WidgetPurpose, text: string | null, transcript: string | null, phoneNumber: string | null, pageUrl: string | null, pageTitle: string | null, sentimentScore: number | null, sentimentLabel: SentimentLabel | null, sentimentSource: SentimentSource | null, reviewed: boolean, createdAt: string, submittedAt: string | null, transcription: { status: TranscriptionStatus, engine: string | null, reason: string | null, attempts: number, nextAttemptAt: string | null, automatic: boolean } | null, answers: Array<{ questionId: string, question: string | null, answer: string }>, contact: { name: string | null, email: string | null, phoneNumber: string | null, purpose: string | null }, audio: { contentType: string, size: number, durationMs: number | null } | null }> };

export type TranscribeRecordingAgainMutationVariables = Exact<{
  id: string | number;
}>;


export type TranscribeRecordingAgainMutation = { transcribeRecordingAgain: { id: string, productId: string, messageType: WidgetPurpose, text: string | null, transcript: string | null, phoneNumber: string | null, pageUrl: string | null, pageTitle: string | null, sentimentScore: number | null, sentimentLabel: SentimentLabel | null, sentimentSource: SentimentSource | null, reviewed: boolean, createdAt: string, submittedAt: string | null, transcription: { status: TranscriptionStatus, engine: string | null, reason: string | null, attempts: number, nextAttemptAt: string | null, automatic: boolean } | null, answers: Array<{ questionId: string, question: string | null, answer: string }>, contact: { name: string | null, email: string | null, phoneNumber: string | null, purpose: string | null }, audio: { contentType: string, size: number, durationMs: number | null } | null } };

export type BackgroundImageUrlQueryVariables = Exact<{
  productId: string | number;
  aspectRatio: number;
  type?: string | null | undefined;
}>;


export type BackgroundImageUrlQuery = { getBackgroungImageSignedUrl: { url: string, signedUrl: string, key: string } };

export type CreateQuestionGroupMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateQuestionGroupMutation = { createOrganizationQuestionGroup: { id: string } };

export type CreateQuestionMutationVariables = Exact<{
  input: CreateQuestionInput;
}>;


export type CreateQuestionMutation = { createOneQuestion: { id: string, text: string, questionGroupId: string, readonly: boolean } };

export type RotateWidgetIdentitySecretMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateWidgetIdentitySecretMutation = { rotateWidgetIdentitySecret: { secret: string | null } };

export type UpdateWidgetSettingsMutationVariables = Exact<{
  productId: string | number;
  body: WidgetSettingsInput;
}>;


export type UpdateWidgetSettingsMutation = { updateWidgetSettings: { id: string, backgroundColors: Array<string>, textColors: Array<string>, buttonColors: Array<string>, background: string, text: string, textBox: string, button: string, backgroundImageUrl: string | null, backgroundImageKey: string | null, messageType: WidgetPurpose, customMessage: string | null, collectType: WidgetFormMode, collectFields: Array<WidgetFormField>, position: WidgetPosition, questionGroupId: string | null, maxRecordingSeconds: number, questions: Array<{ id: string, text: string, questionGroupId: string, readonly: boolean }> } };

export type WidgetIdentitySecretQueryVariables = Exact<{ [key: string]: never; }>;


export type WidgetIdentitySecretQuery = { widgetIdentitySecret: { secret: string | null } };

export type WidgetKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type WidgetKeyQuery = { organizationsQuery: { id: string, widgetKey: string } | null };

export type WidgetSettingsFieldsFragment = { id: string, backgroundColors: Array<string>, textColors: Array<string>, buttonColors: Array<string>, background: string, text: string, textBox: string, button: string, backgroundImageUrl: string | null, backgroundImageKey: string | null, messageType: WidgetPurpose, customMessage: string | null, collectType: WidgetFormMode, collectFields: Array<WidgetFormField>, position: WidgetPosition, questionGroupId: string | null, maxRecordingSeconds: number, questions: Array<{ id: string, text: string, questionGroupId: string, readonly: boolean }> };

export type WidgetSettingsQueryVariables = Exact<{
  productId: string | number;
}>;


export type WidgetSettingsQuery = { widgetSettings: { id: string, backgroundColors: Array<string>, textColors: Array<string>, buttonColors: Array<string>, background: string, text: string, textBox: string, button: string, backgroundImageUrl: string | null, backgroundImageKey: string | null, messageType: WidgetPurpose, customMessage: string | null, collectType: WidgetFormMode, collectFields: Array<WidgetFormField>, position: WidgetPosition, questionGroupId: string | null, maxRecordingSeconds: number, questions: Array<{ id: string, text: string, questionGroupId: string, readonly: boolean }> } };

export const EventPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EventPageFieldsFragment, unknown>;
export const OrganisationDomainFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordName"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordValue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationEmail"}}]}}]} as unknown as DocumentNode<OrganisationDomainFieldsFragment, unknown>;
export const ProductRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGambling"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductRowFragment, unknown>;
export const RecordingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentLabel"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentSource"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<RecordingFieldsFragment, unknown>;
export const WidgetSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WidgetSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColors"}},{"kind":"Field","name":{"kind":"Name","value":"textColors"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColors"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textBox"}},{"kind":"Field","name":{"kind":"Name","value":"button"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"customMessage"}},{"kind":"Field","name":{"kind":"Name","value":"collectType"}},{"kind":"Field","name":{"kind":"Name","value":"collectFields"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"readonly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRecordingSeconds"}}]}}]} as unknown as DocumentNode<WidgetSettingsFieldsFragment, unknown>;
export const EventPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<EventPagesQuery, EventPagesQueryVariables>;
export const UpdateEventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEventPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateEventPageMutation, UpdateEventPageMutationVariables>;
export const CreateOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organization"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOneOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organization"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organization"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"widgetKey"}}]}}]}}]} as unknown as DocumentNode<CreateOrganisationMutation, CreateOrganisationMutationVariables>;
export const DomainJoinOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DomainJoinOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domainJoinOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]} as unknown as DocumentNode<DomainJoinOffersQuery, DomainJoinOffersQueryVariables>;
export const RequestDomainJoinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDomainJoin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDomainJoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<RequestDomainJoinMutation, RequestDomainJoinMutationVariables>;
export const OrganisationDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganisationDomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationDomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordName"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordValue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationEmail"}}]}}]} as unknown as DocumentNode<OrganisationDomainQuery, OrganisationDomainQueryVariables>;
export const CheckOrganisationDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckOrganisationDomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOrganisationDomain"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordName"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordValue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationEmail"}}]}}]} as unknown as DocumentNode<CheckOrganisationDomainMutation, CheckOrganisationDomainMutationVariables>;
export const SendOrganisationDomainEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOrganisationDomainEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOrganisationDomainEmail"}}]}}]} as unknown as DocumentNode<SendOrganisationDomainEmailMutation, SendOrganisationDomainEmailMutationVariables>;
export const ConfirmOrganisationDomainEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmOrganisationDomainEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmOrganisationDomainEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationDomainFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationDomainFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationDomain"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordName"}},{"kind":"Field","name":{"kind":"Name","value":"txtRecordValue"}},{"kind":"Field","name":{"kind":"Name","value":"confirmationEmail"}}]}}]} as unknown as DocumentNode<ConfirmOrganisationDomainEmailMutation, ConfirmOrganisationDomainEmailMutationVariables>;
export const OrganisationFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganisationFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrganisationFeedbackQuery, OrganisationFeedbackQueryVariables>;
export const OrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"widgetKey"}}]}}]}}]} as unknown as DocumentNode<OrganisationQuery, OrganisationQueryVariables>;
export const OrganisationTrialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganisationTrial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationTrial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trial"}}]}}]}}]} as unknown as DocumentNode<OrganisationTrialQuery, OrganisationTrialQueryVariables>;
export const RotateWidgetTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWidgetToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWidgetToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<RotateWidgetTokenMutation, RotateWidgetTokenMutationVariables>;
export const UpdateOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOneOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"update"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"widgetKey"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganisationMutation, UpdateOrganisationMutationVariables>;
export const WidgetTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWidgetToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<WidgetTokenQuery, WidgetTokenQueryVariables>;
export const ProductHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGambling"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductHomeQuery, ProductHomeQueryVariables>;
export const ProductSentimentTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductSentimentTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productSentimentTrend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"averageSentiment"}},{"kind":"Field","name":{"kind":"Name","value":"positive"}},{"kind":"Field","name":{"kind":"Name","value":"neutral"}},{"kind":"Field","name":{"kind":"Name","value":"negative"}}]}}]}}]} as unknown as DocumentNode<ProductSentimentTrendQuery, ProductSentimentTrendQueryVariables>;
export const ProductThemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductThemes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productThemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phrase"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]} as unknown as DocumentNode<ProductThemesQuery, ProductThemesQueryVariables>;
export const ProductStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"responsesPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"averageSentiment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalResponses"}},{"kind":"Field","name":{"kind":"Name","value":"averageSentiment"}},{"kind":"Field","name":{"kind":"Name","value":"overallAverageSentiment"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreviewedCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewUserCount"}},{"kind":"Field","name":{"kind":"Name","value":"latestRecordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentLabel"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductStatsQuery, ProductStatsQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOneProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGambling"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const ProductPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMobile"}}]}}]}}]} as unknown as DocumentNode<ProductPlatformsQuery, ProductPlatformsQueryVariables>;
export const ProductCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platformId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"platformId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platformId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isMainCategory"}},{"kind":"Field","name":{"kind":"Name","value":"mainCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const ProductsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OffsetPaging"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGambling"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductsOverviewQuery, ProductsOverviewQueryVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOneProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"update"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGambling"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRecordingMutation, DeleteRecordingMutationVariables>;
export const MarkRecordingReviewedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRecordingReviewed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markRecordingReviewed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}}]}}]} as unknown as DocumentNode<MarkRecordingReviewedMutation, MarkRecordingReviewedMutationVariables>;
export const RecordingAudioUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordingAudioUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordingAudioUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RecordingAudioUrlQuery, RecordingAudioUrlQueryVariables>;
export const RecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Recording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentLabel"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentSource"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<RecordingQuery, RecordingQueryVariables>;
export const RecordingTranscriptWordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordingTranscriptWords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transcription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"startMs"}},{"kind":"Field","name":{"kind":"Name","value":"endMs"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecordingTranscriptWordsQuery, RecordingTranscriptWordsQueryVariables>;
export const RecordingsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordingsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OffsetPaging"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordingSort"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}},{"kind":"Argument","name":{"kind":"Name","value":"sorting"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sorting"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countRecordings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentLabel"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentSource"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<RecordingsListQuery, RecordingsListQueryVariables>;
export const TranscribeRecordingAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscribeRecordingAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcribeRecordingAgain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"automatic"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentimentScore"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentLabel"}},{"kind":"Field","name":{"kind":"Name","value":"sentimentSource"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}}]}}]} as unknown as DocumentNode<TranscribeRecordingAgainMutation, TranscribeRecordingAgainMutationVariables>;
export const BackgroundImageUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackgroundImageUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aspectRatio"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBackgroungImageSignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"aspectRatio"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aspectRatio"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"signedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<BackgroundImageUrlQuery, BackgroundImageUrlQueryVariables>;
export const CreateQuestionGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuestionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganizationQuestionGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateQuestionGroupMutation, CreateQuestionGroupMutationVariables>;
export const CreateQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOneQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"readonly"}}]}}]}}]} as unknown as DocumentNode<CreateQuestionMutation, CreateQuestionMutationVariables>;
export const RotateWidgetIdentitySecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWidgetIdentitySecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWidgetIdentitySecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<RotateWidgetIdentitySecretMutation, RotateWidgetIdentitySecretMutationVariables>;
export const UpdateWidgetSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWidgetSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WidgetSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWidgetSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WidgetSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColors"}},{"kind":"Field","name":{"kind":"Name","value":"textColors"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColors"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textBox"}},{"kind":"Field","name":{"kind":"Name","value":"button"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"customMessage"}},{"kind":"Field","name":{"kind":"Name","value":"collectType"}},{"kind":"Field","name":{"kind":"Name","value":"collectFields"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"readonly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRecordingSeconds"}}]}}]} as unknown as DocumentNode<UpdateWidgetSettingsMutation, UpdateWidgetSettingsMutationVariables>;
export const WidgetIdentitySecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetIdentitySecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widgetIdentitySecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<WidgetIdentitySecretQuery, WidgetIdentitySecretQueryVariables>;
export const WidgetKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationsQuery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"widgetKey"}}]}}]}}]} as unknown as DocumentNode<WidgetKeyQuery, WidgetKeyQueryVariables>;
export const WidgetSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WidgetSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widgetSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WidgetSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WidgetSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WidgetSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundColors"}},{"kind":"Field","name":{"kind":"Name","value":"textColors"}},{"kind":"Field","name":{"kind":"Name","value":"buttonColors"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textBox"}},{"kind":"Field","name":{"kind":"Name","value":"button"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundImageKey"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"customMessage"}},{"kind":"Field","name":{"kind":"Name","value":"collectType"}},{"kind":"Field","name":{"kind":"Name","value":"collectFields"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"readonly"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"maxRecordingSeconds"}}]}}]} as unknown as DocumentNode<WidgetSettingsQuery, WidgetSettingsQueryVariables>;