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
    "\n  query CampaignInvitation($token: String!) {\n    campaignInvitation(token: $token) {\n      campaignName\n      organisationName\n      productName\n      purpose\n      message\n      open\n      answered\n      unsubscribed\n      questions {\n        id\n        text\n      }\n    }\n  }\n": typeof types.CampaignInvitationDocument,
    "\n  mutation SubmitCampaignResponse($token: String!, $input: CampaignResponseInput!) {\n    submitCampaignResponse(token: $token, input: $input)\n  }\n": typeof types.SubmitCampaignResponseDocument,
    "\n  mutation UnsubscribeFromCampaign($token: String!) {\n    unsubscribeFromCampaign(token: $token)\n  }\n": typeof types.UnsubscribeFromCampaignDocument,
    "\n  mutation ResendFeedbackEmailVerification($token: String!) {\n    resendFeedbackEmailVerification(token: $token) {\n      email\n      expiresAt\n    }\n  }\n": typeof types.ResendFeedbackEmailVerificationDocument,
    "\n  mutation SendFeedbackEmailVerification($key: String!, $productId: ID!, $submissionId: ID!) {\n    sendFeedbackEmailVerification(key: $key, productId: $productId, submissionId: $submissionId) {\n      email\n      expiresAt\n    }\n  }\n": typeof types.SendFeedbackEmailVerificationDocument,
    "\n  mutation VerifyFeedbackEmail($token: String!) {\n    verifyFeedbackEmail(token: $token) {\n      email\n      organisationName\n    }\n  }\n": typeof types.VerifyFeedbackEmailDocument,
    "\n  query EventFeedbackPage($organisationId: ID!, $slug: String!) {\n    organisationFeedback(id: $organisationId) {\n      key\n    }\n    publicEventPage(organisationId: $organisationId, slug: $slug) {\n      slug\n      title\n      organisationName\n      productId\n      productName\n      questions {\n        id\n        text\n      }\n    }\n  }\n": typeof types.EventFeedbackPageDocument,
    "\n  query OrganisationFeedbackPage($organisationId: ID!) {\n    organisationFeedback(id: $organisationId) {\n      key\n      name\n    }\n    feedbackProducts(organisationId: $organisationId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n": typeof types.OrganisationFeedbackPageDocument,
};
const documents: Documents = {
    "\n  query CampaignInvitation($token: String!) {\n    campaignInvitation(token: $token) {\n      campaignName\n      organisationName\n      productName\n      purpose\n      message\n      open\n      answered\n      unsubscribed\n      questions {\n        id\n        text\n      }\n    }\n  }\n": types.CampaignInvitationDocument,
    "\n  mutation SubmitCampaignResponse($token: String!, $input: CampaignResponseInput!) {\n    submitCampaignResponse(token: $token, input: $input)\n  }\n": types.SubmitCampaignResponseDocument,
    "\n  mutation UnsubscribeFromCampaign($token: String!) {\n    unsubscribeFromCampaign(token: $token)\n  }\n": types.UnsubscribeFromCampaignDocument,
    "\n  mutation ResendFeedbackEmailVerification($token: String!) {\n    resendFeedbackEmailVerification(token: $token) {\n      email\n      expiresAt\n    }\n  }\n": types.ResendFeedbackEmailVerificationDocument,
    "\n  mutation SendFeedbackEmailVerification($key: String!, $productId: ID!, $submissionId: ID!) {\n    sendFeedbackEmailVerification(key: $key, productId: $productId, submissionId: $submissionId) {\n      email\n      expiresAt\n    }\n  }\n": types.SendFeedbackEmailVerificationDocument,
    "\n  mutation VerifyFeedbackEmail($token: String!) {\n    verifyFeedbackEmail(token: $token) {\n      email\n      organisationName\n    }\n  }\n": types.VerifyFeedbackEmailDocument,
    "\n  query EventFeedbackPage($organisationId: ID!, $slug: String!) {\n    organisationFeedback(id: $organisationId) {\n      key\n    }\n    publicEventPage(organisationId: $organisationId, slug: $slug) {\n      slug\n      title\n      organisationName\n      productId\n      productName\n      questions {\n        id\n        text\n      }\n    }\n  }\n": types.EventFeedbackPageDocument,
    "\n  query OrganisationFeedbackPage($organisationId: ID!) {\n    organisationFeedback(id: $organisationId) {\n      key\n      name\n    }\n    feedbackProducts(organisationId: $organisationId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n": types.OrganisationFeedbackPageDocument,
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
export function graphql(source: "\n  query CampaignInvitation($token: String!) {\n    campaignInvitation(token: $token) {\n      campaignName\n      organisationName\n      productName\n      purpose\n      message\n      open\n      answered\n      unsubscribed\n      questions {\n        id\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignInvitation($token: String!) {\n    campaignInvitation(token: $token) {\n      campaignName\n      organisationName\n      productName\n      purpose\n      message\n      open\n      answered\n      unsubscribed\n      questions {\n        id\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCampaignResponse($token: String!, $input: CampaignResponseInput!) {\n    submitCampaignResponse(token: $token, input: $input)\n  }\n"): (typeof documents)["\n  mutation SubmitCampaignResponse($token: String!, $input: CampaignResponseInput!) {\n    submitCampaignResponse(token: $token, input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeFromCampaign($token: String!) {\n    unsubscribeFromCampaign(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeFromCampaign($token: String!) {\n    unsubscribeFromCampaign(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendFeedbackEmailVerification($token: String!) {\n    resendFeedbackEmailVerification(token: $token) {\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendFeedbackEmailVerification($token: String!) {\n    resendFeedbackEmailVerification(token: $token) {\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedbackEmailVerification($key: String!, $productId: ID!, $submissionId: ID!) {\n    sendFeedbackEmailVerification(key: $key, productId: $productId, submissionId: $submissionId) {\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedbackEmailVerification($key: String!, $productId: ID!, $submissionId: ID!) {\n    sendFeedbackEmailVerification(key: $key, productId: $productId, submissionId: $submissionId) {\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyFeedbackEmail($token: String!) {\n    verifyFeedbackEmail(token: $token) {\n      email\n      organisationName\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyFeedbackEmail($token: String!) {\n    verifyFeedbackEmail(token: $token) {\n      email\n      organisationName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFeedbackPage($organisationId: ID!, $slug: String!) {\n    organisationFeedback(id: $organisationId) {\n      key\n    }\n    publicEventPage(organisationId: $organisationId, slug: $slug) {\n      slug\n      title\n      organisationName\n      productId\n      productName\n      questions {\n        id\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventFeedbackPage($organisationId: ID!, $slug: String!) {\n    organisationFeedback(id: $organisationId) {\n      key\n    }\n    publicEventPage(organisationId: $organisationId, slug: $slug) {\n      slug\n      title\n      organisationName\n      productId\n      productName\n      questions {\n        id\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganisationFeedbackPage($organisationId: ID!) {\n    organisationFeedback(id: $organisationId) {\n      key\n      name\n    }\n    feedbackProducts(organisationId: $organisationId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query OrganisationFeedbackPage($organisationId: ID!) {\n    organisationFeedback(id: $organisationId) {\n      key\n      name\n    }\n    feedbackProducts(organisationId: $organisationId, paging: { limit: 100 }) {\n      id\n      name\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;