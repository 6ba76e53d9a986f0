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
    "\n  query Health {\n    health\n  }\n": typeof types.HealthDocument,
    "\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n": typeof types.RecordingAudioUrlDocument,
    "\n  query BotChallenge {\n    botChallenge {\n      provider\n      siteKey\n      altcha {\n        algorithm\n        challenge\n        maxnumber\n        salt\n        signature\n      }\n    }\n  }\n": typeof types.BotChallengeDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($paging: OffsetPaging) {\n    notifications(paging: $paging) {\n      id\n      kind\n      state\n      message\n      link\n      createdAt\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!, $state: NotificationReadState) {\n    markNotificationRead(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query GetAllProducts {\n    getAllProducts {\n      id\n      name\n      url\n      isActive\n      platform {\n        id\n        name\n        isLegacy\n        isMobile\n      }\n    }\n  }\n": typeof types.GetAllProductsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      role\n      lastActivity\n      enabled\n      verified\n      organizationType\n      organization {\n        id\n        name\n        type\n        widgetKey\n        widgetToken\n      }\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n      language\n    }\n  }\n": typeof types.MeDocument,
    "\n  query OrganisationReviewUsers {\n    organisationReviewUsers {\n      id\n      email\n      role\n    }\n  }\n": typeof types.OrganisationReviewUsersDocument,
    "\n  mutation ReviewUsers($users: [ReviewUserInput!]!) {\n    reviewUsers(users: $users)\n  }\n": typeof types.ReviewUsersDocument,
};
const documents: Documents = {
    "\n  query Health {\n    health\n  }\n": types.HealthDocument,
    "\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n": types.RecordingAudioUrlDocument,
    "\n  query BotChallenge {\n    botChallenge {\n      provider\n      siteKey\n      altcha {\n        algorithm\n        challenge\n        maxnumber\n        salt\n        signature\n      }\n    }\n  }\n": types.BotChallengeDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($paging: OffsetPaging) {\n    notifications(paging: $paging) {\n      id\n      kind\n      state\n      message\n      link\n      createdAt\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationRead($id: ID!, $state: NotificationReadState) {\n    markNotificationRead(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query GetAllProducts {\n    getAllProducts {\n      id\n      name\n      url\n      isActive\n      platform {\n        id\n        name\n        isLegacy\n        isMobile\n      }\n    }\n  }\n": types.GetAllProductsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      role\n      lastActivity\n      enabled\n      verified\n      organizationType\n      organization {\n        id\n        name\n        type\n        widgetKey\n        widgetToken\n      }\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n      language\n    }\n  }\n": types.MeDocument,
    "\n  query OrganisationReviewUsers {\n    organisationReviewUsers {\n      id\n      email\n      role\n    }\n  }\n": types.OrganisationReviewUsersDocument,
    "\n  mutation ReviewUsers($users: [ReviewUserInput!]!) {\n    reviewUsers(users: $users)\n  }\n": types.ReviewUsersDocument,
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
export function graphql(source: "\n  query Health {\n    health\n  }\n"): (typeof documents)["\n  query Health {\n    health\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n"): (typeof documents)["\n  query RecordingAudioUrl($id: ID!) {\n    recordingAudioUrl(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BotChallenge {\n    botChallenge {\n      provider\n      siteKey\n      altcha {\n        algorithm\n        challenge\n        maxnumber\n        salt\n        signature\n      }\n    }\n  }\n"): (typeof documents)["\n  query BotChallenge {\n    botChallenge {\n      provider\n      siteKey\n      altcha {\n        algorithm\n        challenge\n        maxnumber\n        salt\n        signature\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($paging: OffsetPaging) {\n    notifications(paging: $paging) {\n      id\n      kind\n      state\n      message\n      link\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Notifications($paging: OffsetPaging) {\n    notifications(paging: $paging) {\n      id\n      kind\n      state\n      message\n      link\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!, $state: NotificationReadState) {\n    markNotificationRead(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!, $state: NotificationReadState) {\n    markNotificationRead(id: $id, state: $state) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAllProducts {\n    getAllProducts {\n      id\n      name\n      url\n      isActive\n      platform {\n        id\n        name\n        isLegacy\n        isMobile\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAllProducts {\n    getAllProducts {\n      id\n      name\n      url\n      isActive\n      platform {\n        id\n        name\n        isLegacy\n        isMobile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      role\n      lastActivity\n      enabled\n      verified\n      organizationType\n      organization {\n        id\n        name\n        type\n        widgetKey\n        widgetToken\n      }\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n      language\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      photoURL\n      role\n      lastActivity\n      enabled\n      verified\n      organizationType\n      organization {\n        id\n        name\n        type\n        widgetKey\n        widgetToken\n      }\n      isCampaignNotificationEnabled\n      isReportNotificationEnabled\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationReviewUsers {\n    organisationReviewUsers {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query OrganisationReviewUsers {\n    organisationReviewUsers {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewUsers($users: [ReviewUserInput!]!) {\n    reviewUsers(users: $users)\n  }\n"): (typeof documents)["\n  mutation ReviewUsers($users: [ReviewUserInput!]!) {\n    reviewUsers(users: $users)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;