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
    "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      enabled\n      verified\n      role\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation AcceptTerms($botCheck: String!) {\n    acceptTerms(botCheck: $botCheck)\n  }\n": typeof types.AcceptTermsDocument,
    "\n  mutation ResendVerification($returnTo: String) {\n    resendVerification(returnTo: $returnTo)\n  }\n": typeof types.ResendVerificationDocument,
    "\n  query UserTermsAccepted($email: String!) {\n    userTermsAccepted(email: $email)\n  }\n": typeof types.UserTermsAcceptedDocument,
    "\n  mutation VerifyEmail($id: ID!) {\n    verifyEmail(id: $id)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query VerifyInvitation($id: ID!) {\n    verifyInvitation(id: $id) {\n      email\n    }\n  }\n": typeof types.VerifyInvitationDocument,
    "\n  mutation ActivateNewUser($inviteId: ID!) {\n    activateNewUser(inviteId: $inviteId)\n  }\n": typeof types.ActivateNewUserDocument,
    "\n  mutation DeclineNewUser($inviteId: ID!) {\n    declineNewUser(inviteId: $inviteId)\n  }\n": typeof types.DeclineNewUserDocument,
    "\n  query UserByInviteId($inviteId: ID!) {\n    userByInviteId(inviteId: $inviteId) {\n      id\n      email\n      enabled\n    }\n  }\n": typeof types.UserByInviteIdDocument,
    "\n  mutation WithdrawJoinRequest {\n    withdrawJoinRequest {\n      id\n      enabled\n    }\n  }\n": typeof types.WithdrawJoinRequestDocument,
};
const documents: Documents = {
    "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      enabled\n      verified\n      role\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation AcceptTerms($botCheck: String!) {\n    acceptTerms(botCheck: $botCheck)\n  }\n": types.AcceptTermsDocument,
    "\n  mutation ResendVerification($returnTo: String) {\n    resendVerification(returnTo: $returnTo)\n  }\n": types.ResendVerificationDocument,
    "\n  query UserTermsAccepted($email: String!) {\n    userTermsAccepted(email: $email)\n  }\n": types.UserTermsAcceptedDocument,
    "\n  mutation VerifyEmail($id: ID!) {\n    verifyEmail(id: $id)\n  }\n": types.VerifyEmailDocument,
    "\n  query VerifyInvitation($id: ID!) {\n    verifyInvitation(id: $id) {\n      email\n    }\n  }\n": types.VerifyInvitationDocument,
    "\n  mutation ActivateNewUser($inviteId: ID!) {\n    activateNewUser(inviteId: $inviteId)\n  }\n": types.ActivateNewUserDocument,
    "\n  mutation DeclineNewUser($inviteId: ID!) {\n    declineNewUser(inviteId: $inviteId)\n  }\n": types.DeclineNewUserDocument,
    "\n  query UserByInviteId($inviteId: ID!) {\n    userByInviteId(inviteId: $inviteId) {\n      id\n      email\n      enabled\n    }\n  }\n": types.UserByInviteIdDocument,
    "\n  mutation WithdrawJoinRequest {\n    withdrawJoinRequest {\n      id\n      enabled\n    }\n  }\n": types.WithdrawJoinRequestDocument,
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
export function graphql(source: "\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      enabled\n      verified\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($id: ID!) {\n    acceptInvitation(id: $id) {\n      id\n      enabled\n      verified\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($botCheck: String!) {\n    acceptTerms(botCheck: $botCheck)\n  }\n"): (typeof documents)["\n  mutation AcceptTerms($botCheck: String!) {\n    acceptTerms(botCheck: $botCheck)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification($returnTo: String) {\n    resendVerification(returnTo: $returnTo)\n  }\n"): (typeof documents)["\n  mutation ResendVerification($returnTo: String) {\n    resendVerification(returnTo: $returnTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserTermsAccepted($email: String!) {\n    userTermsAccepted(email: $email)\n  }\n"): (typeof documents)["\n  query UserTermsAccepted($email: String!) {\n    userTermsAccepted(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($id: ID!) {\n    verifyEmail(id: $id)\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($id: ID!) {\n    verifyEmail(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyInvitation($id: ID!) {\n    verifyInvitation(id: $id) {\n      email\n    }\n  }\n"): (typeof documents)["\n  query VerifyInvitation($id: ID!) {\n    verifyInvitation(id: $id) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateNewUser($inviteId: ID!) {\n    activateNewUser(inviteId: $inviteId)\n  }\n"): (typeof documents)["\n  mutation ActivateNewUser($inviteId: ID!) {\n    activateNewUser(inviteId: $inviteId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineNewUser($inviteId: ID!) {\n    declineNewUser(inviteId: $inviteId)\n  }\n"): (typeof documents)["\n  mutation DeclineNewUser($inviteId: ID!) {\n    declineNewUser(inviteId: $inviteId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserByInviteId($inviteId: ID!) {\n    userByInviteId(inviteId: $inviteId) {\n      id\n      email\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query UserByInviteId($inviteId: ID!) {\n    userByInviteId(inviteId: $inviteId) {\n      id\n      email\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawJoinRequest {\n    withdrawJoinRequest {\n      id\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawJoinRequest {\n    withdrawJoinRequest {\n      id\n      enabled\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;