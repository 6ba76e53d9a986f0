/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment EventPageFields on EventPage {\n    id\n    slug\n    configured\n    title\n    product {\n      id\n      name\n      isActive\n    }\n    questions {\n      id\n      text\n    }\n    isActive\n    updatedAt\n  }\n": typeof types.EventPageFieldsFragmentDoc,
    "\n  query EventPages {\n    eventPages {\n      ...EventPageFields\n    }\n  }\n": typeof types.EventPagesDocument,
    "\n  mutation UpdateEventPage($slug: String!, $input: EventPageInput!) {\n    updateEventPage(slug: $slug, input: $input) {\n      ...EventPageFields\n    }\n  }\n": typeof types.UpdateEventPageDocument,
    "\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": typeof types.CreateOrganisationDocument,
    "\n  query DomainJoinOffers {\n    domainJoinOffers {\n      organizationId\n      organizationName\n      domain\n    }\n  }\n": typeof types.DomainJoinOffersDocument,
    "\n  mutation RequestDomainJoin($organizationId: ID!) {\n    requestDomainJoin(organizationId: $organizationId) {\n      id\n      enabled\n    }\n  }\n": typeof types.RequestDomainJoinDocument,
    "\n  fragment OrganisationDomainFields on OrganisationDomain {\n    domain\n    status\n    verifiedAt\n    verifiedBy\n    txtRecordName\n    txtRecordValue\n    confirmationEmail\n  }\n": typeof types.OrganisationDomainFieldsFragmentDoc,
    "\n  query OrganisationDomain {\n    organisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n": typeof types.OrganisationDomainDocument,
    "\n  mutation CheckOrganisationDomain {\n    checkOrganisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n": typeof types.CheckOrganisationDomainDocument,
    "\n  mutation SendOrganisationDomainEmail {\n    sendOrganisationDomainEmail\n  }\n": typeof types.SendOrganisationDomainEmailDocument,
    "\n  mutation ConfirmOrganisationDomainEmail($token: String!) {\n    confirmOrganisationDomainEmail(token: $token) {\n      ...OrganisationDomainFields\n    }\n  }\n": typeof types.ConfirmOrganisationDomainEmailDocument,
    "\n  query OrganisationFeedback($id: ID!) {\n    organisationFeedback(id: $id) {\n      key\n      name\n    }\n  }\n": typeof types.OrganisationFeedbackDocument,
    "\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": typeof types.OrganisationDocument,
    "\n  query OrganisationTrial {\n    organisationTrial {\n      trial\n    }\n  }\n": typeof types.OrganisationTrialDocument,
    "\n  mutation RotateWidgetToken {\n    rotateWidgetToken {\n      key\n      token\n    }\n  }\n": typeof types.RotateWidgetTokenDocument,
    "\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": typeof types.UpdateOrganisationDocument,
    "\n  query WidgetToken {\n    getWidgetToken {\n      key\n      token\n    }\n  }\n": typeof types.WidgetTokenDocument,
    "\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductHomeDocument,
    "\n  query ProductSentimentTrend($productId: ID!, $timeZone: String) {\n    productSentimentTrend(productId: $productId, timeZone: $timeZone) {\n      weekStart\n      count\n      averageSentiment\n      positive\n      neutral\n      negative\n    }\n  }\n": typeof types.ProductSentimentTrendDocument,
    "\n  query ProductThemes($productId: ID!, $from: DateTime, $limit: Int) {\n    productThemes(productId: $productId, from: $from, limit: $limit) {\n      phrase\n      recordings\n      score\n    }\n  }\n": typeof types.ProductThemesDocument,
    "\n  query ProductStats($productId: ID!, $timeZone: String) {\n    productStats(productId: $productId, timeZone: $timeZone) {\n      productId\n      from\n      to\n      responsesPerDay {\n        date\n        count\n        averageSentiment\n      }\n      totalResponses\n      averageSentiment\n      overallAverageSentiment\n      sentimentCounts {\n        label\n        count\n      }\n      unreviewedCount\n      reviewUserCount\n      latestRecordings {\n        id\n        messageType\n        text\n        transcript\n        phoneNumber\n        createdAt\n        reviewed\n        sentimentLabel\n        sentimentScore\n        contact {\n          name\n          email\n        }\n        audio {\n          durationMs\n        }\n      }\n    }\n  }\n": typeof types.ProductStatsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createOneProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  query ProductPlatforms {\n    getPlatforms {\n      id\n      name\n      isMobile\n    }\n  }\n": typeof types.ProductPlatformsDocument,
    "\n  query ProductCategories($platformId: ID) {\n    getProductCategories(platformId: $platformId) {\n      id\n      name\n      isMainCategory\n      mainCategory {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  fragment ProductRow on Product {\n    id\n    name\n    url\n    type\n    isActive\n    isGambling\n    createdAt\n    platform {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    subCategory {\n      id\n      name\n    }\n  }\n": typeof types.ProductRowFragmentDoc,
    "\n  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {\n    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...ProductRow\n    }\n    countProducts(filter: $filter)\n  }\n": typeof types.ProductsOverviewDocument,
    "\n  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {\n    updateOneProduct(id: $id, update: $update) {\n      ...ProductRow\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteRecording($id: ID!) {\n    deleteRecording(id: $id)\n  }\n": typeof types.DeleteRecordingDocument,
    "\n  mutation MarkRecordingReviewed($id: ID!, $reviewed: Boolean!) {\n    markRecordingReviewed(id: $id, reviewed: $reviewed) {\n      id\n      reviewed\n    }\n  }\n": typeof types.MarkRecordingReviewedDocument,
    "\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n": typeof types.RecordingAudioUrlDocument,
    "\n  fragment RecordingFields on Recording {\n    id\n    productId\n    messageType\n    text\n    transcript\n    transcription {\n      status\n      engine\n      reason\n      attempts\n      nextAttemptAt\n      automatic\n    }\n    phoneNumber\n    answers {\n      questionId\n      question\n      answer\n    }\n    contact {\n      name\n      email\n      phoneNumber\n      purpose\n    }\n    pageUrl\n    pageTitle\n    audio {\n      contentType\n      size\n      durationMs\n    }\n    sentimentScore\n    sentimentLabel\n    sentimentSource\n    reviewed\n    createdAt\n    submittedAt\n  }\n": typeof types.RecordingFieldsFragmentDoc,
    "\n  query Recording($id: ID!) {\n    recording(id: $id) {\n      ...RecordingFields\n    }\n  }\n": typeof types.RecordingDocument,
    "\n  query RecordingTranscriptWords($id: ID!) {\n    recording(id: $id) {\n      id\n      transcription {\n        words {\n          word\n          startMs\n          endMs\n          confidence\n        }\n      }\n    }\n  }\n": typeof types.RecordingTranscriptWordsDocument,
    "\n  query RecordingsList(\n    $productId: ID!\n    $paging: OffsetPaging!\n    $sorting: [RecordingSort!]\n    $filter: RecordingFilter\n    $after: ID\n  ) {\n    recordings(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter, after: $after) {\n      ...RecordingFields\n    }\n    countRecordings(productId: $productId, filter: $filter)\n  }\n": typeof types.RecordingsListDocument,
    "\n  mutation TranscribeRecordingAgain($id: ID!) {\n    transcribeRecordingAgain(id: $id) {\n      ...RecordingFields\n    }\n  }\n": typeof types.TranscribeRecordingAgainDocument,
    "\n  query BackgroundImageUrl($productId: ID!, $aspectRatio: Float!, $type: String) {\n    getBackgroungImageSignedUrl(productId: $productId, aspectRatio: $aspectRatio, type: $type) {\n      url\n      signedUrl\n      key\n    }\n  }\n": typeof types.BackgroundImageUrlDocument,
    "\n  mutation CreateQuestionGroup {\n    createOrganizationQuestionGroup {\n      id\n    }\n  }\n": typeof types.CreateQuestionGroupDocument,
    "\n  mutation CreateQuestion($input: CreateQuestionInput!) {\n    createOneQuestion(input: $input) {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n  }\n": typeof types.CreateQuestionDocument,
    "\n  mutation RotateWidgetIdentitySecret {\n    rotateWidgetIdentitySecret {\n      secret\n    }\n  }\n": typeof types.RotateWidgetIdentitySecretDocument,
    "\n  mutation UpdateWidgetSettings($productId: ID!, $body: WidgetSettingsInput!) {\n    updateWidgetSettings(productId: $productId, body: $body) {\n      ...WidgetSettingsFields\n    }\n  }\n": typeof types.UpdateWidgetSettingsDocument,
    "\n  query WidgetIdentitySecret {\n    widgetIdentitySecret {\n      secret\n    }\n  }\n": typeof types.WidgetIdentitySecretDocument,
    "\n  query WidgetKey {\n    organizationsQuery {\n      id\n      widgetKey\n    }\n  }\n": typeof types.WidgetKeyDocument,
    "\n  fragment WidgetSettingsFields on WidgetSettings {\n    id\n    backgroundColors\n    textColors\n    buttonColors\n    background\n    text\n    textBox\n    button\n    backgroundImageUrl\n    backgroundImageKey\n    messageType\n    customMessage\n    collectType\n    collectFields\n    position\n    questions {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n    questionGroupId\n    maxRecordingSeconds\n  }\n": typeof types.WidgetSettingsFieldsFragmentDoc,
    "\n  query WidgetSettings($productId: ID!) {\n    widgetSettings(productId: $productId) {\n      ...WidgetSettingsFields\n    }\n  }\n": typeof types.WidgetSettingsDocument,
};
const documents: Documents = {
    "\n  fragment EventPageFields on EventPage {\n    id\n    slug\n    configured\n    title\n    product {\n      id\n      name\n      isActive\n    }\n    questions {\n      id\n      text\n    }\n    isActive\n    updatedAt\n  }\n": types.EventPageFieldsFragmentDoc,
    "\n  query EventPages {\n    eventPages {\n      ...EventPageFields\n    }\n  }\n": types.EventPagesDocument,
    "\n  mutation UpdateEventPage($slug: String!, $input: EventPageInput!) {\n    updateEventPage(slug: $slug, input: $input) {\n      ...EventPageFields\n    }\n  }\n": types.UpdateEventPageDocument,
    "\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": types.CreateOrganisationDocument,
    "\n  query DomainJoinOffers {\n    domainJoinOffers {\n      organizationId\n      organizationName\n      domain\n    }\n  }\n": types.DomainJoinOffersDocument,
    "\n  mutation RequestDomainJoin($organizationId: ID!) {\n    requestDomainJoin(organizationId: $organizationId) {\n      id\n      enabled\n    }\n  }\n": types.RequestDomainJoinDocument,
    "\n  fragment OrganisationDomainFields on OrganisationDomain {\n    domain\n    status\n    verifiedAt\n    verifiedBy\n    txtRecordName\n    txtRecordValue\n    confirmationEmail\n  }\n": types.OrganisationDomainFieldsFragmentDoc,
    "\n  query OrganisationDomain {\n    organisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n": types.OrganisationDomainDocument,
    "\n  mutation CheckOrganisationDomain {\n    checkOrganisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n": types.CheckOrganisationDomainDocument,
    "\n  mutation SendOrganisationDomainEmail {\n    sendOrganisationDomainEmail\n  }\n": types.SendOrganisationDomainEmailDocument,
    "\n  mutation ConfirmOrganisationDomainEmail($token: String!) {\n    confirmOrganisationDomainEmail(token: $token) {\n      ...OrganisationDomainFields\n    }\n  }\n": types.ConfirmOrganisationDomainEmailDocument,
    "\n  query OrganisationFeedback($id: ID!) {\n    organisationFeedback(id: $id) {\n      key\n      name\n    }\n  }\n": types.OrganisationFeedbackDocument,
    "\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": types.OrganisationDocument,
    "\n  query OrganisationTrial {\n    organisationTrial {\n      trial\n    }\n  }\n": types.OrganisationTrialDocument,
    "\n  mutation RotateWidgetToken {\n    rotateWidgetToken {\n      key\n      token\n    }\n  }\n": types.RotateWidgetTokenDocument,
    "\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": types.UpdateOrganisationDocument,
    "\n  query WidgetToken {\n    getWidgetToken {\n      key\n      token\n    }\n  }\n": types.WidgetTokenDocument,
    "\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n": types.ProductHomeDocument,
    "\n  query ProductSentimentTrend($productId: ID!, $timeZone: String) {\n    productSentimentTrend(productId: $productId, timeZone: $timeZone) {\n      weekStart\n      count\n      averageSentiment\n      positive\n      neutral\n      negative\n    }\n  }\n": types.ProductSentimentTrendDocument,
    "\n  query ProductThemes($productId: ID!, $from: DateTime, $limit: Int) {\n    productThemes(productId: $productId, from: $from, limit: $limit) {\n      phrase\n      recordings\n      score\n    }\n  }\n": types.ProductThemesDocument,
    "\n  query ProductStats($productId: ID!, $timeZone: String) {\n    productStats(productId: $productId, timeZone: $timeZone) {\n      productId\n      from\n      to\n      responsesPerDay {\n        date\n        count\n        averageSentiment\n      }\n      totalResponses\n      averageSentiment\n      overallAverageSentiment\n      sentimentCounts {\n        label\n        count\n      }\n      unreviewedCount\n      reviewUserCount\n      latestRecordings {\n        id\n        messageType\n        text\n        transcript\n        phoneNumber\n        createdAt\n        reviewed\n        sentimentLabel\n        sentimentScore\n        contact {\n          name\n          email\n        }\n        audio {\n          durationMs\n        }\n      }\n    }\n  }\n": types.ProductStatsDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createOneProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n": types.CreateProductDocument,
    "\n  query ProductPlatforms {\n    getPlatforms {\n      id\n      name\n      isMobile\n    }\n  }\n": types.ProductPlatformsDocument,
    "\n  query ProductCategories($platformId: ID) {\n    getProductCategories(platformId: $platformId) {\n      id\n      name\n      isMainCategory\n      mainCategory {\n        id\n        name\n      }\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  fragment ProductRow on Product {\n    id\n    name\n    url\n    type\n    isActive\n    isGambling\n    createdAt\n    platform {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    subCategory {\n      id\n      name\n    }\n  }\n": types.ProductRowFragmentDoc,
    "\n  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {\n    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...ProductRow\n    }\n    countProducts(filter: $filter)\n  }\n": types.ProductsOverviewDocument,
    "\n  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {\n    updateOneProduct(id: $id, update: $update) {\n      ...ProductRow\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteRecording($id: ID!) {\n    deleteRecording(id: $id)\n  }\n": types.DeleteRecordingDocument,
    "\n  mutation MarkRecordingReviewed($id: ID!, $reviewed: Boolean!) {\n    markRecordingReviewed(id: $id, reviewed: $reviewed) {\n      id\n      reviewed\n    }\n  }\n": types.MarkRecordingReviewedDocument,
    "\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n": types.RecordingAudioUrlDocument,
    "\n  fragment RecordingFields on Recording {\n    id\n    productId\n    messageType\n    text\n    transcript\n    transcription {\n      status\n      engine\n      reason\n      attempts\n      nextAttemptAt\n      automatic\n    }\n    phoneNumber\n    answers {\n      questionId\n      question\n      answer\n    }\n    contact {\n      name\n      email\n      phoneNumber\n      purpose\n    }\n    pageUrl\n    pageTitle\n    audio {\n      contentType\n      size\n      durationMs\n    }\n    sentimentScore\n    sentimentLabel\n    sentimentSource\n    reviewed\n    createdAt\n    submittedAt\n  }\n": types.RecordingFieldsFragmentDoc,
    "\n  query Recording($id: ID!) {\n    recording(id: $id) {\n      ...RecordingFields\n    }\n  }\n": types.RecordingDocument,
    "\n  query RecordingTranscriptWords($id: ID!) {\n    recording(id: $id) {\n      id\n      transcription {\n        words {\n          word\n          startMs\n          endMs\n          confidence\n        }\n      }\n    }\n  }\n": types.RecordingTranscriptWordsDocument,
    "\n  query RecordingsList(\n    $productId: ID!\n    $paging: OffsetPaging!\n    $sorting: [RecordingSort!]\n    $filter: RecordingFilter\n    $after: ID\n  ) {\n    recordings(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter, after: $after) {\n      ...RecordingFields\n    }\n    countRecordings(productId: $productId, filter: $filter)\n  }\n": types.RecordingsListDocument,
    "\n  mutation TranscribeRecordingAgain($id: ID!) {\n    transcribeRecordingAgain(id: $id) {\n      ...RecordingFields\n    }\n  }\n": types.TranscribeRecordingAgainDocument,
    "\n  query BackgroundImageUrl($productId: ID!, $aspectRatio: Float!, $type: String) {\n    getBackgroungImageSignedUrl(productId: $productId, aspectRatio: $aspectRatio, type: $type) {\n      url\n      signedUrl\n      key\n    }\n  }\n": types.BackgroundImageUrlDocument,
    "\n  mutation CreateQuestionGroup {\n    createOrganizationQuestionGroup {\n      id\n    }\n  }\n": types.CreateQuestionGroupDocument,
    "\n  mutation CreateQuestion($input: CreateQuestionInput!) {\n    createOneQuestion(input: $input) {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n  }\n": types.CreateQuestionDocument,
    "\n  mutation RotateWidgetIdentitySecret {\n    rotateWidgetIdentitySecret {\n      secret\n    }\n  }\n": types.RotateWidgetIdentitySecretDocument,
    "\n  mutation UpdateWidgetSettings($productId: ID!, $body: WidgetSettingsInput!) {\n    updateWidgetSettings(productId: $productId, body: $body) {\n      ...WidgetSettingsFields\n    }\n  }\n": types.UpdateWidgetSettingsDocument,
    "\n  query WidgetIdentitySecret {\n    widgetIdentitySecret {\n      secret\n    }\n  }\n": types.WidgetIdentitySecretDocument,
    "\n  query WidgetKey {\n    organizationsQuery {\n      id\n      widgetKey\n    }\n  }\n": types.WidgetKeyDocument,
    "\n  fragment WidgetSettingsFields on WidgetSettings {\n    id\n    backgroundColors\n    textColors\n    buttonColors\n    background\n    text\n    textBox\n    button\n    backgroundImageUrl\n    backgroundImageKey\n    messageType\n    customMessage\n    collectType\n    collectFields\n    position\n    questions {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n    questionGroupId\n    maxRecordingSeconds\n  }\n": types.WidgetSettingsFieldsFragmentDoc,
    "\n  query WidgetSettings($productId: ID!) {\n    widgetSettings(productId: $productId) {\n      ...WidgetSettingsFields\n    }\n  }\n": types.WidgetSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPageFields on EventPage {\n    id\n    slug\n    configured\n    title\n    product {\n      id\n      name\n      isActive\n    }\n    questions {\n      id\n      text\n    }\n    isActive\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EventPageFields on EventPage {\n    id\n    slug\n    configured\n    title\n    product {\n      id\n      name\n      isActive\n    }\n    questions {\n      id\n      text\n    }\n    isActive\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPages {\n    eventPages {\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  query EventPages {\n    eventPages {\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventPage($slug: String!, $input: EventPageInput!) {\n    updateEventPage(slug: $slug, input: $input) {\n      ...EventPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEventPage($slug: String!, $input: EventPageInput!) {\n    updateEventPage(slug: $slug, input: $input) {\n      ...EventPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DomainJoinOffers {\n    domainJoinOffers {\n      organizationId\n      organizationName\n      domain\n    }\n  }\n"): (typeof documents)["\n  query DomainJoinOffers {\n    domainJoinOffers {\n      organizationId\n      organizationName\n      domain\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDomainJoin($organizationId: ID!) {\n    requestDomainJoin(organizationId: $organizationId) {\n      id\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDomainJoin($organizationId: ID!) {\n    requestDomainJoin(organizationId: $organizationId) {\n      id\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganisationDomainFields on OrganisationDomain {\n    domain\n    status\n    verifiedAt\n    verifiedBy\n    txtRecordName\n    txtRecordValue\n    confirmationEmail\n  }\n"): (typeof documents)["\n  fragment OrganisationDomainFields on OrganisationDomain {\n    domain\n    status\n    verifiedAt\n    verifiedBy\n    txtRecordName\n    txtRecordValue\n    confirmationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationDomain {\n    organisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n"): (typeof documents)["\n  query OrganisationDomain {\n    organisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOrganisationDomain {\n    checkOrganisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckOrganisationDomain {\n    checkOrganisationDomain {\n      ...OrganisationDomainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOrganisationDomainEmail {\n    sendOrganisationDomainEmail\n  }\n"): (typeof documents)["\n  mutation SendOrganisationDomainEmail {\n    sendOrganisationDomainEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOrganisationDomainEmail($token: String!) {\n    confirmOrganisationDomainEmail(token: $token) {\n      ...OrganisationDomainFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOrganisationDomainEmail($token: String!) {\n    confirmOrganisationDomainEmail(token: $token) {\n      ...OrganisationDomainFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationFeedback($id: ID!) {\n    organisationFeedback(id: $id) {\n      key\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrganisationFeedback($id: ID!) {\n    organisationFeedback(id: $id) {\n      key\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationTrial {\n    organisationTrial {\n      trial\n    }\n  }\n"): (typeof documents)["\n  query OrganisationTrial {\n    organisationTrial {\n      trial\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWidgetToken {\n    rotateWidgetToken {\n      key\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWidgetToken {\n    rotateWidgetToken {\n      key\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetToken {\n    getWidgetToken {\n      key\n      token\n    }\n  }\n"): (typeof documents)["\n  query WidgetToken {\n    getWidgetToken {\n      key\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductSentimentTrend($productId: ID!, $timeZone: String) {\n    productSentimentTrend(productId: $productId, timeZone: $timeZone) {\n      weekStart\n      count\n      averageSentiment\n      positive\n      neutral\n      negative\n    }\n  }\n"): (typeof documents)["\n  query ProductSentimentTrend($productId: ID!, $timeZone: String) {\n    productSentimentTrend(productId: $productId, timeZone: $timeZone) {\n      weekStart\n      count\n      averageSentiment\n      positive\n      neutral\n      negative\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductThemes($productId: ID!, $from: DateTime, $limit: Int) {\n    productThemes(productId: $productId, from: $from, limit: $limit) {\n      phrase\n      recordings\n      score\n    }\n  }\n"): (typeof documents)["\n  query ProductThemes($productId: ID!, $from: DateTime, $limit: Int) {\n    productThemes(productId: $productId, from: $from, limit: $limit) {\n      phrase\n      recordings\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductStats($productId: ID!, $timeZone: String) {\n    productStats(productId: $productId, timeZone: $timeZone) {\n      productId\n      from\n      to\n      responsesPerDay {\n        date\n        count\n        averageSentiment\n      }\n      totalResponses\n      averageSentiment\n      overallAverageSentiment\n      sentimentCounts {\n        label\n        count\n      }\n      unreviewedCount\n      reviewUserCount\n      latestRecordings {\n        id\n        messageType\n        text\n        transcript\n        phoneNumber\n        createdAt\n        reviewed\n        sentimentLabel\n        sentimentScore\n        contact {\n          name\n          email\n        }\n        audio {\n          durationMs\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductStats($productId: ID!, $timeZone: String) {\n    productStats(productId: $productId, timeZone: $timeZone) {\n      productId\n      from\n      to\n      responsesPerDay {\n        date\n        count\n        averageSentiment\n      }\n      totalResponses\n      averageSentiment\n      overallAverageSentiment\n      sentimentCounts {\n        label\n        count\n      }\n      unreviewedCount\n      reviewUserCount\n      latestRecordings {\n        id\n        messageType\n        text\n        transcript\n        phoneNumber\n        createdAt\n        reviewed\n        sentimentLabel\n        sentimentScore\n        contact {\n          name\n          email\n        }\n        audio {\n          durationMs\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createOneProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: CreateProductInput!) {\n    createOneProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPlatforms {\n    getPlatforms {\n      id\n      name\n      isMobile\n    }\n  }\n"): (typeof documents)["\n  query ProductPlatforms {\n    getPlatforms {\n      id\n      name\n      isMobile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories($platformId: ID) {\n    getProductCategories(platformId: $platformId) {\n      id\n      name\n      isMainCategory\n      mainCategory {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductCategories($platformId: ID) {\n    getProductCategories(platformId: $platformId) {\n      id\n      name\n      isMainCategory\n      mainCategory {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductRow on Product {\n    id\n    name\n    url\n    type\n    isActive\n    isGambling\n    createdAt\n    platform {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    subCategory {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductRow on Product {\n    id\n    name\n    url\n    type\n    isActive\n    isGambling\n    createdAt\n    platform {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    subCategory {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {\n    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...ProductRow\n    }\n    countProducts(filter: $filter)\n  }\n"): (typeof documents)["\n  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {\n    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...ProductRow\n    }\n    countProducts(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {\n    updateOneProduct(id: $id, update: $update) {\n      ...ProductRow\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {\n    updateOneProduct(id: $id, update: $update) {\n      ...ProductRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecording($id: ID!) {\n    deleteRecording(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRecording($id: ID!) {\n    deleteRecording(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRecordingReviewed($id: ID!, $reviewed: Boolean!) {\n    markRecordingReviewed(id: $id, reviewed: $reviewed) {\n      id\n      reviewed\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRecordingReviewed($id: ID!, $reviewed: Boolean!) {\n    markRecordingReviewed(id: $id, reviewed: $reviewed) {\n      id\n      reviewed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n"): (typeof documents)["\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordingFields on Recording {\n    id\n    productId\n    messageType\n    text\n    transcript\n    transcription {\n      status\n      engine\n      reason\n      attempts\n      nextAttemptAt\n      automatic\n    }\n    phoneNumber\n    answers {\n      questionId\n      question\n      answer\n    }\n    contact {\n      name\n      email\n      phoneNumber\n      purpose\n    }\n    pageUrl\n    pageTitle\n    audio {\n      contentType\n      size\n      durationMs\n    }\n    sentimentScore\n    sentimentLabel\n    sentimentSource\n    reviewed\n    createdAt\n    submittedAt\n  }\n"): (typeof documents)["\n  fragment RecordingFields on Recording {\n    id\n    productId\n    messageType\n    text\n    transcript\n    transcription {\n      status\n      engine\n      reason\n      attempts\n      nextAttemptAt\n      automatic\n    }\n    phoneNumber\n    answers {\n      questionId\n      question\n      answer\n    }\n    contact {\n      name\n      email\n      phoneNumber\n      purpose\n    }\n    pageUrl\n    pageTitle\n    audio {\n      contentType\n      size\n      durationMs\n    }\n    sentimentScore\n    sentimentLabel\n    sentimentSource\n    reviewed\n    createdAt\n    submittedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Recording($id: ID!) {\n    recording(id: $id) {\n      ...RecordingFields\n    }\n  }\n"): (typeof documents)["\n  query Recording($id: ID!) {\n    recording(id: $id) {\n      ...RecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordingTranscriptWords($id: ID!) {\n    recording(id: $id) {\n      id\n      transcription {\n        words {\n          word\n          startMs\n          endMs\n          confidence\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordingTranscriptWords($id: ID!) {\n    recording(id: $id) {\n      id\n      transcription {\n        words {\n          word\n          startMs\n          endMs\n          confidence\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordingsList(\n    $productId: ID!\n    $paging: OffsetPaging!\n    $sorting: [RecordingSort!]\n    $filter: RecordingFilter\n    $after: ID\n  ) {\n    recordings(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter, after: $after) {\n      ...RecordingFields\n    }\n    countRecordings(productId: $productId, filter: $filter)\n  }\n"): (typeof documents)["\n  query RecordingsList(\n    $productId: ID!\n    $paging: OffsetPaging!\n    $sorting: [RecordingSort!]\n    $filter: RecordingFilter\n    $after: ID\n  ) {\n    recordings(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter, after: $after) {\n      ...RecordingFields\n    }\n    countRecordings(productId: $productId, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscribeRecordingAgain($id: ID!) {\n    transcribeRecordingAgain(id: $id) {\n      ...RecordingFields\n    }\n  }\n"): (typeof documents)["\n  mutation TranscribeRecordingAgain($id: ID!) {\n    transcribeRecordingAgain(id: $id) {\n      ...RecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackgroundImageUrl($productId: ID!, $aspectRatio: Float!, $type: String) {\n    getBackgroungImageSignedUrl(productId: $productId, aspectRatio: $aspectRatio, type: $type) {\n      url\n      signedUrl\n      key\n    }\n  }\n"): (typeof documents)["\n  query BackgroundImageUrl($productId: ID!, $aspectRatio: Float!, $type: String) {\n    getBackgroungImageSignedUrl(productId: $productId, aspectRatio: $aspectRatio, type: $type) {\n      url\n      signedUrl\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestionGroup {\n    createOrganizationQuestionGroup {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuestionGroup {\n    createOrganizationQuestionGroup {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuestion($input: CreateQuestionInput!) {\n    createOneQuestion(input: $input) {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuestion($input: CreateQuestionInput!) {\n    createOneQuestion(input: $input) {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWidgetIdentitySecret {\n    rotateWidgetIdentitySecret {\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWidgetIdentitySecret {\n    rotateWidgetIdentitySecret {\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWidgetSettings($productId: ID!, $body: WidgetSettingsInput!) {\n    updateWidgetSettings(productId: $productId, body: $body) {\n      ...WidgetSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWidgetSettings($productId: ID!, $body: WidgetSettingsInput!) {\n    updateWidgetSettings(productId: $productId, body: $body) {\n      ...WidgetSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetIdentitySecret {\n    widgetIdentitySecret {\n      secret\n    }\n  }\n"): (typeof documents)["\n  query WidgetIdentitySecret {\n    widgetIdentitySecret {\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetKey {\n    organizationsQuery {\n      id\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  query WidgetKey {\n    organizationsQuery {\n      id\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WidgetSettingsFields on WidgetSettings {\n    id\n    backgroundColors\n    textColors\n    buttonColors\n    background\n    text\n    textBox\n    button\n    backgroundImageUrl\n    backgroundImageKey\n    messageType\n    customMessage\n    collectType\n    collectFields\n    position\n    questions {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n    questionGroupId\n    maxRecordingSeconds\n  }\n"): (typeof documents)["\n  fragment WidgetSettingsFields on WidgetSettings {\n    id\n    backgroundColors\n    textColors\n    buttonColors\n    background\n    text\n    textBox\n    button\n    backgroundImageUrl\n    backgroundImageKey\n    messageType\n    customMessage\n    collectType\n    collectFields\n    position\n    questions {\n      id\n      text\n      questionGroupId\n      readonly\n    }\n    questionGroupId\n    maxRecordingSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WidgetSettings($productId: ID!) {\n    widgetSettings(productId: $productId) {\n      ...WidgetSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query WidgetSettings($productId: ID!) {\n    widgetSettings(productId: $productId) {\n      ...WidgetSettingsFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;