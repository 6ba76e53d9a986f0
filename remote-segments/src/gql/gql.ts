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
    "\n  query StaticSegments($productId: ID!, $search: String) {\n    segments(\n      productId: $productId\n      paging: { limit: 100 }\n      sorting: [{ field: name, direction: ASC }]\n      filter: { kind: Static, search: $search }\n    ) {\n      id\n      name\n      size\n    }\n  }\n": typeof types.StaticSegmentsDocument,
    "\n  fragment ContactImportFields on ContactImport {\n    id\n    segmentId\n    segmentName\n    status\n    totalRows\n    createdCount\n    updatedCount\n    rejectedCount\n    warningCount\n    errorMessage\n    uploadPath\n    rejectionsPath\n  }\n": typeof types.ContactImportFieldsFragmentDoc,
    "\n  mutation CreateContactImport($input: CreateContactImportInput!) {\n    createContactImport(input: $input) {\n      ...ContactImportFields\n    }\n  }\n": typeof types.CreateContactImportDocument,
    "\n  query RuleCount($productId: ID!, $rules: SegmentRules!) {\n    countSegmentRuleMatches(productId: $productId, rules: $rules)\n  }\n": typeof types.RuleCountDocument,
    "\n  fragment MemberRow on Contact {\n    id\n    email\n    name\n    phoneNumber\n    externalId\n    attributes {\n      key\n      value\n    }\n  }\n": typeof types.MemberRowFragmentDoc,
    "\n  query SegmentMembers($segmentId: ID!, $paging: OffsetPaging, $filter: ContactFilter) {\n    segmentMembers(segmentId: $segmentId, paging: $paging, filter: $filter) {\n      ...MemberRow\n    }\n    countSegmentMembers(segmentId: $segmentId, filter: $filter)\n  }\n": typeof types.SegmentMembersDocument,
    "\n  mutation UpdateSegment($id: ID!, $update: UpdateSegmentInput!) {\n    updateSegment(id: $id, update: $update) {\n      ...SegmentDetail\n    }\n  }\n": typeof types.UpdateSegmentDocument,
    "\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n": typeof types.DeleteSegmentDocument,
    "\n  mutation AddSegmentMember($segmentId: ID!, $input: ContactInput!) {\n    addSegmentMember(segmentId: $segmentId, input: $input) {\n      ...MemberRow\n    }\n  }\n": typeof types.AddSegmentMemberDocument,
    "\n  mutation RemoveSegmentMembers($segmentId: ID!, $contactIds: [ID!]!) {\n    removeSegmentMembers(segmentId: $segmentId, contactIds: $contactIds) {\n      id\n      size\n    }\n  }\n": typeof types.RemoveSegmentMembersDocument,
    "\n  fragment SegmentDetail on Segment {\n    id\n    productId\n    name\n    description\n    kind\n    rules\n    size\n    createdAt\n    updatedAt\n  }\n": typeof types.SegmentDetailFragmentDoc,
    "\n  query Segment($id: ID!) {\n    segment(id: $id) {\n      ...SegmentDetail\n    }\n  }\n": typeof types.SegmentDocument,
    "\n  mutation CreateSegment($productId: ID!, $input: CreateSegmentInput!) {\n    createSegment(productId: $productId, input: $input) {\n      id\n      name\n      kind\n    }\n  }\n": typeof types.CreateSegmentDocument,
    "\n  fragment SegmentRow on Segment {\n    id\n    name\n    description\n    kind\n    size\n    createdAt\n  }\n": typeof types.SegmentRowFragmentDoc,
    "\n  query Segments($productId: ID!, $paging: OffsetPaging, $sorting: [SegmentSort!], $filter: SegmentFilter) {\n    segments(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter) {\n      ...SegmentRow\n    }\n    countSegments(productId: $productId, filter: $filter)\n  }\n": typeof types.SegmentsDocument,
};
const documents: Documents = {
    "\n  query StaticSegments($productId: ID!, $search: String) {\n    segments(\n      productId: $productId\n      paging: { limit: 100 }\n      sorting: [{ field: name, direction: ASC }]\n      filter: { kind: Static, search: $search }\n    ) {\n      id\n      name\n      size\n    }\n  }\n": types.StaticSegmentsDocument,
    "\n  fragment ContactImportFields on ContactImport {\n    id\n    segmentId\n    segmentName\n    status\n    totalRows\n    createdCount\n    updatedCount\n    rejectedCount\n    warningCount\n    errorMessage\n    uploadPath\n    rejectionsPath\n  }\n": types.ContactImportFieldsFragmentDoc,
    "\n  mutation CreateContactImport($input: CreateContactImportInput!) {\n    createContactImport(input: $input) {\n      ...ContactImportFields\n    }\n  }\n": types.CreateContactImportDocument,
    "\n  query RuleCount($productId: ID!, $rules: SegmentRules!) {\n    countSegmentRuleMatches(productId: $productId, rules: $rules)\n  }\n": types.RuleCountDocument,
    "\n  fragment MemberRow on Contact {\n    id\n    email\n    name\n    phoneNumber\n    externalId\n    attributes {\n      key\n      value\n    }\n  }\n": types.MemberRowFragmentDoc,
    "\n  query SegmentMembers($segmentId: ID!, $paging: OffsetPaging, $filter: ContactFilter) {\n    segmentMembers(segmentId: $segmentId, paging: $paging, filter: $filter) {\n      ...MemberRow\n    }\n    countSegmentMembers(segmentId: $segmentId, filter: $filter)\n  }\n": types.SegmentMembersDocument,
    "\n  mutation UpdateSegment($id: ID!, $update: UpdateSegmentInput!) {\n    updateSegment(id: $id, update: $update) {\n      ...SegmentDetail\n    }\n  }\n": types.UpdateSegmentDocument,
    "\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n": types.DeleteSegmentDocument,
    "\n  mutation AddSegmentMember($segmentId: ID!, $input: ContactInput!) {\n    addSegmentMember(segmentId: $segmentId, input: $input) {\n      ...MemberRow\n    }\n  }\n": types.AddSegmentMemberDocument,
    "\n  mutation RemoveSegmentMembers($segmentId: ID!, $contactIds: [ID!]!) {\n    removeSegmentMembers(segmentId: $segmentId, contactIds: $contactIds) {\n      id\n      size\n    }\n  }\n": types.RemoveSegmentMembersDocument,
    "\n  fragment SegmentDetail on Segment {\n    id\n    productId\n    name\n    description\n    kind\n    rules\n    size\n    createdAt\n    updatedAt\n  }\n": types.SegmentDetailFragmentDoc,
    "\n  query Segment($id: ID!) {\n    segment(id: $id) {\n      ...SegmentDetail\n    }\n  }\n": types.SegmentDocument,
    "\n  mutation CreateSegment($productId: ID!, $input: CreateSegmentInput!) {\n    createSegment(productId: $productId, input: $input) {\n      id\n      name\n      kind\n    }\n  }\n": types.CreateSegmentDocument,
    "\n  fragment SegmentRow on Segment {\n    id\n    name\n    description\n    kind\n    size\n    createdAt\n  }\n": types.SegmentRowFragmentDoc,
    "\n  query Segments($productId: ID!, $paging: OffsetPaging, $sorting: [SegmentSort!], $filter: SegmentFilter) {\n    segments(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter) {\n      ...SegmentRow\n    }\n    countSegments(productId: $productId, filter: $filter)\n  }\n": types.SegmentsDocument,
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
export function graphql(source: "\n  query StaticSegments($productId: ID!, $search: String) {\n    segments(\n      productId: $productId\n      paging: { limit: 100 }\n      sorting: [{ field: name, direction: ASC }]\n      filter: { kind: Static, search: $search }\n    ) {\n      id\n      name\n      size\n    }\n  }\n"): (typeof documents)["\n  query StaticSegments($productId: ID!, $search: String) {\n    segments(\n      productId: $productId\n      paging: { limit: 100 }\n      sorting: [{ field: name, direction: ASC }]\n      filter: { kind: Static, search: $search }\n    ) {\n      id\n      name\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactImportFields on ContactImport {\n    id\n    segmentId\n    segmentName\n    status\n    totalRows\n    createdCount\n    updatedCount\n    rejectedCount\n    warningCount\n    errorMessage\n    uploadPath\n    rejectionsPath\n  }\n"): (typeof documents)["\n  fragment ContactImportFields on ContactImport {\n    id\n    segmentId\n    segmentName\n    status\n    totalRows\n    createdCount\n    updatedCount\n    rejectedCount\n    warningCount\n    errorMessage\n    uploadPath\n    rejectionsPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContactImport($input: CreateContactImportInput!) {\n    createContactImport(input: $input) {\n      ...ContactImportFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContactImport($input: CreateContactImportInput!) {\n    createContactImport(input: $input) {\n      ...ContactImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RuleCount($productId: ID!, $rules: SegmentRules!) {\n    countSegmentRuleMatches(productId: $productId, rules: $rules)\n  }\n"): (typeof documents)["\n  query RuleCount($productId: ID!, $rules: SegmentRules!) {\n    countSegmentRuleMatches(productId: $productId, rules: $rules)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow on Contact {\n    id\n    email\n    name\n    phoneNumber\n    externalId\n    attributes {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment MemberRow on Contact {\n    id\n    email\n    name\n    phoneNumber\n    externalId\n    attributes {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SegmentMembers($segmentId: ID!, $paging: OffsetPaging, $filter: ContactFilter) {\n    segmentMembers(segmentId: $segmentId, paging: $paging, filter: $filter) {\n      ...MemberRow\n    }\n    countSegmentMembers(segmentId: $segmentId, filter: $filter)\n  }\n"): (typeof documents)["\n  query SegmentMembers($segmentId: ID!, $paging: OffsetPaging, $filter: ContactFilter) {\n    segmentMembers(segmentId: $segmentId, paging: $paging, filter: $filter) {\n      ...MemberRow\n    }\n    countSegmentMembers(segmentId: $segmentId, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSegment($id: ID!, $update: UpdateSegmentInput!) {\n    updateSegment(id: $id, update: $update) {\n      ...SegmentDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSegment($id: ID!, $update: UpdateSegmentInput!) {\n    updateSegment(id: $id, update: $update) {\n      ...SegmentDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSegmentMember($segmentId: ID!, $input: ContactInput!) {\n    addSegmentMember(segmentId: $segmentId, input: $input) {\n      ...MemberRow\n    }\n  }\n"): (typeof documents)["\n  mutation AddSegmentMember($segmentId: ID!, $input: ContactInput!) {\n    addSegmentMember(segmentId: $segmentId, input: $input) {\n      ...MemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSegmentMembers($segmentId: ID!, $contactIds: [ID!]!) {\n    removeSegmentMembers(segmentId: $segmentId, contactIds: $contactIds) {\n      id\n      size\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSegmentMembers($segmentId: ID!, $contactIds: [ID!]!) {\n    removeSegmentMembers(segmentId: $segmentId, contactIds: $contactIds) {\n      id\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SegmentDetail on Segment {\n    id\n    productId\n    name\n    description\n    kind\n    rules\n    size\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SegmentDetail on Segment {\n    id\n    productId\n    name\n    description\n    kind\n    rules\n    size\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Segment($id: ID!) {\n    segment(id: $id) {\n      ...SegmentDetail\n    }\n  }\n"): (typeof documents)["\n  query Segment($id: ID!) {\n    segment(id: $id) {\n      ...SegmentDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSegment($productId: ID!, $input: CreateSegmentInput!) {\n    createSegment(productId: $productId, input: $input) {\n      id\n      name\n      kind\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSegment($productId: ID!, $input: CreateSegmentInput!) {\n    createSegment(productId: $productId, input: $input) {\n      id\n      name\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SegmentRow on Segment {\n    id\n    name\n    description\n    kind\n    size\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SegmentRow on Segment {\n    id\n    name\n    description\n    kind\n    size\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Segments($productId: ID!, $paging: OffsetPaging, $sorting: [SegmentSort!], $filter: SegmentFilter) {\n    segments(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter) {\n      ...SegmentRow\n    }\n    countSegments(productId: $productId, filter: $filter)\n  }\n"): (typeof documents)["\n  query Segments($productId: ID!, $paging: OffsetPaging, $sorting: [SegmentSort!], $filter: SegmentFilter) {\n    segments(productId: $productId, paging: $paging, sorting: $sorting, filter: $filter) {\n      ...SegmentRow\n    }\n    countSegments(productId: $productId, filter: $filter)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;