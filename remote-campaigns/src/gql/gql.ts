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
    "\n  fragment AttentionItemRow on AttentionItem {\n    id\n    reason\n    matchedKeywords\n    assigneeId\n    assigneeEmail\n    resolved\n    resolvedAt\n    resolutionNote\n    contactEmail\n    createdAt\n    recording {\n      id\n      text\n      sentimentLabel\n      answers {\n        questionId\n        question\n        answer\n      }\n    }\n  }\n": typeof types.AttentionItemRowFragmentDoc,
    "\n  query AttentionItems($campaignId: ID!, $paging: OffsetPaging, $filter: AttentionItemFilter) {\n    campaign(id: $campaignId) {\n      id\n      name\n    }\n    attentionItems(campaignId: $campaignId, paging: $paging, filter: $filter) {\n      ...AttentionItemRow\n    }\n    countAttentionItems(campaignId: $campaignId, filter: $filter)\n  }\n": typeof types.AttentionItemsDocument,
    "\n  query Teammates {\n    users(paging: { limit: 100, offset: 0 }, filter: { enabled: true }) {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": typeof types.TeammatesDocument,
    "\n  mutation AssignAttentionItem($id: ID!, $assigneeId: ID) {\n    assignAttentionItem(id: $id, assigneeId: $assigneeId) {\n      ...AttentionItemRow\n    }\n  }\n": typeof types.AssignAttentionItemDocument,
    "\n  mutation ResolveAttentionItem($id: ID!, $note: String!) {\n    resolveAttentionItem(id: $id, note: $note) {\n      ...AttentionItemRow\n    }\n  }\n": typeof types.ResolveAttentionItemDocument,
    "\n  query SegmentChoices($productId: ID!) {\n    segments(productId: $productId, paging: { limit: 100, offset: 0 }, sorting: [{ field: name, direction: ASC }]) {\n      id\n      name\n      size\n    }\n  }\n": typeof types.SegmentChoicesDocument,
    "\n  mutation CreateCampaign($productId: ID!, $input: CreateCampaignInput!) {\n    createCampaign(productId: $productId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  fragment CampaignStatsFields on CampaignStats {\n    campaignId\n    name\n    status\n    invited\n    sent\n    unsubscribed\n    responses\n    responseRate\n    averageSentiment\n    openAttentionItems\n    sentiment {\n      positive\n      neutral\n      negative\n      unknown\n    }\n    trend {\n      day\n      positive\n      neutral\n      negative\n    }\n  }\n": typeof types.CampaignStatsFieldsFragmentDoc,
    "\n  query CampaignResults($id: ID!, $paging: OffsetPaging) {\n    campaign(id: $id) {\n      id\n      name\n      status\n      source\n      message\n      keywords\n    }\n    campaignStats(id: $id) {\n      ...CampaignStatsFields\n    }\n    campaignResponses(campaignId: $id, paging: $paging) {\n      id\n      text\n      transcript\n      sentimentLabel\n      createdAt\n      contact {\n        name\n        email\n      }\n      answers {\n        questionId\n        question\n        answer\n      }\n      audio {\n        contentType\n        durationMs\n      }\n    }\n    countCampaignResponses(campaignId: $id)\n  }\n": typeof types.CampaignResultsDocument,
    "\n  fragment CampaignSchedule on Campaign {\n    id\n    name\n    status\n    source\n    startsAt\n    endsAt\n    timeZone\n    recurrence\n  }\n": typeof types.CampaignScheduleFragmentDoc,
    "\n  query CampaignSchedule($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n": typeof types.CampaignScheduleDocument,
    "\n  mutation ScheduleCampaign($id: ID!, $input: CampaignScheduleInput!) {\n    scheduleCampaign(id: $id, input: $input) {\n      ...CampaignSchedule\n    }\n  }\n": typeof types.ScheduleCampaignDocument,
    "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n": typeof types.PauseCampaignDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n": typeof types.ResumeCampaignDocument,
    "\n  query CampaignChoices($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100, offset: 0 }) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CampaignChoicesDocument,
    "\n  query CombinedStats($ids: [ID!]!) {\n    combinedCampaignStats(ids: $ids) {\n      campaigns {\n        ...CampaignStatsFields\n      }\n      total {\n        ...CampaignStatsFields\n      }\n    }\n  }\n": typeof types.CombinedStatsDocument,
    "\n  fragment CampaignRow on Campaign {\n    id\n    name\n    source\n    status\n    segmentName\n    startsAt\n    endsAt\n    createdAt\n  }\n": typeof types.CampaignRowFragmentDoc,
    "\n  query Campaigns($productId: ID!, $paging: OffsetPaging, $filter: CampaignFilter) {\n    campaigns(productId: $productId, paging: $paging, filter: $filter) {\n      ...CampaignRow\n    }\n    countCampaigns(productId: $productId, filter: $filter)\n  }\n": typeof types.CampaignsDocument,
};
const documents: Documents = {
    "\n  fragment AttentionItemRow on AttentionItem {\n    id\n    reason\n    matchedKeywords\n    assigneeId\n    assigneeEmail\n    resolved\n    resolvedAt\n    resolutionNote\n    contactEmail\n    createdAt\n    recording {\n      id\n      text\n      sentimentLabel\n      answers {\n        questionId\n        question\n        answer\n      }\n    }\n  }\n": types.AttentionItemRowFragmentDoc,
    "\n  query AttentionItems($campaignId: ID!, $paging: OffsetPaging, $filter: AttentionItemFilter) {\n    campaign(id: $campaignId) {\n      id\n      name\n    }\n    attentionItems(campaignId: $campaignId, paging: $paging, filter: $filter) {\n      ...AttentionItemRow\n    }\n    countAttentionItems(campaignId: $campaignId, filter: $filter)\n  }\n": types.AttentionItemsDocument,
    "\n  query Teammates {\n    users(paging: { limit: 100, offset: 0 }, filter: { enabled: true }) {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n": types.TeammatesDocument,
    "\n  mutation AssignAttentionItem($id: ID!, $assigneeId: ID) {\n    assignAttentionItem(id: $id, assigneeId: $assigneeId) {\n      ...AttentionItemRow\n    }\n  }\n": types.AssignAttentionItemDocument,
    "\n  mutation ResolveAttentionItem($id: ID!, $note: String!) {\n    resolveAttentionItem(id: $id, note: $note) {\n      ...AttentionItemRow\n    }\n  }\n": types.ResolveAttentionItemDocument,
    "\n  query SegmentChoices($productId: ID!) {\n    segments(productId: $productId, paging: { limit: 100, offset: 0 }, sorting: [{ field: name, direction: ASC }]) {\n      id\n      name\n      size\n    }\n  }\n": types.SegmentChoicesDocument,
    "\n  mutation CreateCampaign($productId: ID!, $input: CreateCampaignInput!) {\n    createCampaign(productId: $productId, input: $input) {\n      id\n      status\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  fragment CampaignStatsFields on CampaignStats {\n    campaignId\n    name\n    status\n    invited\n    sent\n    unsubscribed\n    responses\n    responseRate\n    averageSentiment\n    openAttentionItems\n    sentiment {\n      positive\n      neutral\n      negative\n      unknown\n    }\n    trend {\n      day\n      positive\n      neutral\n      negative\n    }\n  }\n": types.CampaignStatsFieldsFragmentDoc,
    "\n  query CampaignResults($id: ID!, $paging: OffsetPaging) {\n    campaign(id: $id) {\n      id\n      name\n      status\n      source\n      message\n      keywords\n    }\n    campaignStats(id: $id) {\n      ...CampaignStatsFields\n    }\n    campaignResponses(campaignId: $id, paging: $paging) {\n      id\n      text\n      transcript\n      sentimentLabel\n      createdAt\n      contact {\n        name\n        email\n      }\n      answers {\n        questionId\n        question\n        answer\n      }\n      audio {\n        contentType\n        durationMs\n      }\n    }\n    countCampaignResponses(campaignId: $id)\n  }\n": types.CampaignResultsDocument,
    "\n  fragment CampaignSchedule on Campaign {\n    id\n    name\n    status\n    source\n    startsAt\n    endsAt\n    timeZone\n    recurrence\n  }\n": types.CampaignScheduleFragmentDoc,
    "\n  query CampaignSchedule($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n": types.CampaignScheduleDocument,
    "\n  mutation ScheduleCampaign($id: ID!, $input: CampaignScheduleInput!) {\n    scheduleCampaign(id: $id, input: $input) {\n      ...CampaignSchedule\n    }\n  }\n": types.ScheduleCampaignDocument,
    "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n": types.PauseCampaignDocument,
    "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n": types.ResumeCampaignDocument,
    "\n  query CampaignChoices($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100, offset: 0 }) {\n      id\n      name\n      status\n    }\n  }\n": types.CampaignChoicesDocument,
    "\n  query CombinedStats($ids: [ID!]!) {\n    combinedCampaignStats(ids: $ids) {\n      campaigns {\n        ...CampaignStatsFields\n      }\n      total {\n        ...CampaignStatsFields\n      }\n    }\n  }\n": types.CombinedStatsDocument,
    "\n  fragment CampaignRow on Campaign {\n    id\n    name\n    source\n    status\n    segmentName\n    startsAt\n    endsAt\n    createdAt\n  }\n": types.CampaignRowFragmentDoc,
    "\n  query Campaigns($productId: ID!, $paging: OffsetPaging, $filter: CampaignFilter) {\n    campaigns(productId: $productId, paging: $paging, filter: $filter) {\n      ...CampaignRow\n    }\n    countCampaigns(productId: $productId, filter: $filter)\n  }\n": types.CampaignsDocument,
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
export function graphql(source: "\n  fragment AttentionItemRow on AttentionItem {\n    id\n    reason\n    matchedKeywords\n    assigneeId\n    assigneeEmail\n    resolved\n    resolvedAt\n    resolutionNote\n    contactEmail\n    createdAt\n    recording {\n      id\n      text\n      sentimentLabel\n      answers {\n        questionId\n        question\n        answer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AttentionItemRow on AttentionItem {\n    id\n    reason\n    matchedKeywords\n    assigneeId\n    assigneeEmail\n    resolved\n    resolvedAt\n    resolutionNote\n    contactEmail\n    createdAt\n    recording {\n      id\n      text\n      sentimentLabel\n      answers {\n        questionId\n        question\n        answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttentionItems($campaignId: ID!, $paging: OffsetPaging, $filter: AttentionItemFilter) {\n    campaign(id: $campaignId) {\n      id\n      name\n    }\n    attentionItems(campaignId: $campaignId, paging: $paging, filter: $filter) {\n      ...AttentionItemRow\n    }\n    countAttentionItems(campaignId: $campaignId, filter: $filter)\n  }\n"): (typeof documents)["\n  query AttentionItems($campaignId: ID!, $paging: OffsetPaging, $filter: AttentionItemFilter) {\n    campaign(id: $campaignId) {\n      id\n      name\n    }\n    attentionItems(campaignId: $campaignId, paging: $paging, filter: $filter) {\n      ...AttentionItemRow\n    }\n    countAttentionItems(campaignId: $campaignId, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Teammates {\n    users(paging: { limit: 100, offset: 0 }, filter: { enabled: true }) {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  query Teammates {\n    users(paging: { limit: 100, offset: 0 }, filter: { enabled: true }) {\n      id\n      email\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignAttentionItem($id: ID!, $assigneeId: ID) {\n    assignAttentionItem(id: $id, assigneeId: $assigneeId) {\n      ...AttentionItemRow\n    }\n  }\n"): (typeof documents)["\n  mutation AssignAttentionItem($id: ID!, $assigneeId: ID) {\n    assignAttentionItem(id: $id, assigneeId: $assigneeId) {\n      ...AttentionItemRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveAttentionItem($id: ID!, $note: String!) {\n    resolveAttentionItem(id: $id, note: $note) {\n      ...AttentionItemRow\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveAttentionItem($id: ID!, $note: String!) {\n    resolveAttentionItem(id: $id, note: $note) {\n      ...AttentionItemRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentChoices($productId: ID!) {\n    segments(productId: $productId, paging: { limit: 100, offset: 0 }, sorting: [{ field: name, direction: ASC }]) {\n      id\n      name\n      size\n    }\n  }\n"): (typeof documents)["\n  query SegmentChoices($productId: ID!) {\n    segments(productId: $productId, paging: { limit: 100, offset: 0 }, sorting: [{ field: name, direction: ASC }]) {\n      id\n      name\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($productId: ID!, $input: CreateCampaignInput!) {\n    createCampaign(productId: $productId, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($productId: ID!, $input: CreateCampaignInput!) {\n    createCampaign(productId: $productId, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignStatsFields on CampaignStats {\n    campaignId\n    name\n    status\n    invited\n    sent\n    unsubscribed\n    responses\n    responseRate\n    averageSentiment\n    openAttentionItems\n    sentiment {\n      positive\n      neutral\n      negative\n      unknown\n    }\n    trend {\n      day\n      positive\n      neutral\n      negative\n    }\n  }\n"): (typeof documents)["\n  fragment CampaignStatsFields on CampaignStats {\n    campaignId\n    name\n    status\n    invited\n    sent\n    unsubscribed\n    responses\n    responseRate\n    averageSentiment\n    openAttentionItems\n    sentiment {\n      positive\n      neutral\n      negative\n      unknown\n    }\n    trend {\n      day\n      positive\n      neutral\n      negative\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignResults($id: ID!, $paging: OffsetPaging) {\n    campaign(id: $id) {\n      id\n      name\n      status\n      source\n      message\n      keywords\n    }\n    campaignStats(id: $id) {\n      ...CampaignStatsFields\n    }\n    campaignResponses(campaignId: $id, paging: $paging) {\n      id\n      text\n      transcript\n      sentimentLabel\n      createdAt\n      contact {\n        name\n        email\n      }\n      answers {\n        questionId\n        question\n        answer\n      }\n      audio {\n        contentType\n        durationMs\n      }\n    }\n    countCampaignResponses(campaignId: $id)\n  }\n"): (typeof documents)["\n  query CampaignResults($id: ID!, $paging: OffsetPaging) {\n    campaign(id: $id) {\n      id\n      name\n      status\n      source\n      message\n      keywords\n    }\n    campaignStats(id: $id) {\n      ...CampaignStatsFields\n    }\n    campaignResponses(campaignId: $id, paging: $paging) {\n      id\n      text\n      transcript\n      sentimentLabel\n      createdAt\n      contact {\n        name\n        email\n      }\n      answers {\n        questionId\n        question\n        answer\n      }\n      audio {\n        contentType\n        durationMs\n      }\n    }\n    countCampaignResponses(campaignId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignSchedule on Campaign {\n    id\n    name\n    status\n    source\n    startsAt\n    endsAt\n    timeZone\n    recurrence\n  }\n"): (typeof documents)["\n  fragment CampaignSchedule on Campaign {\n    id\n    name\n    status\n    source\n    startsAt\n    endsAt\n    timeZone\n    recurrence\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignSchedule($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n"): (typeof documents)["\n  query CampaignSchedule($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleCampaign($id: ID!, $input: CampaignScheduleInput!) {\n    scheduleCampaign(id: $id, input: $input) {\n      ...CampaignSchedule\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleCampaign($id: ID!, $input: CampaignScheduleInput!) {\n    scheduleCampaign(id: $id, input: $input) {\n      ...CampaignSchedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n"): (typeof documents)["\n  mutation PauseCampaign($id: ID!) {\n    pauseCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeCampaign($id: ID!) {\n    resumeCampaign(id: $id) {\n      ...CampaignSchedule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignChoices($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100, offset: 0 }) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  query CampaignChoices($productId: ID!) {\n    campaigns(productId: $productId, paging: { limit: 100, offset: 0 }) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CombinedStats($ids: [ID!]!) {\n    combinedCampaignStats(ids: $ids) {\n      campaigns {\n        ...CampaignStatsFields\n      }\n      total {\n        ...CampaignStatsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CombinedStats($ids: [ID!]!) {\n    combinedCampaignStats(ids: $ids) {\n      campaigns {\n        ...CampaignStatsFields\n      }\n      total {\n        ...CampaignStatsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignRow on Campaign {\n    id\n    name\n    source\n    status\n    segmentName\n    startsAt\n    endsAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CampaignRow on Campaign {\n    id\n    name\n    source\n    status\n    segmentName\n    startsAt\n    endsAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Campaigns($productId: ID!, $paging: OffsetPaging, $filter: CampaignFilter) {\n    campaigns(productId: $productId, paging: $paging, filter: $filter) {\n      ...CampaignRow\n    }\n    countCampaigns(productId: $productId, filter: $filter)\n  }\n"): (typeof documents)["\n  query Campaigns($productId: ID!, $paging: OffsetPaging, $filter: CampaignFilter) {\n    campaigns(productId: $productId, paging: $paging, filter: $filter) {\n      ...CampaignRow\n    }\n    countCampaigns(productId: $productId, filter: $filter)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;