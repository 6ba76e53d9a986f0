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
    "\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": typeof types.CreateOrganisationDocument,
    "\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": typeof types.OrganisationDocument,
    "\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": typeof types.UpdateOrganisationDocument,
    "\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductHomeDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createOneProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  query ProductPlatforms {\n    getPlatforms {\n      id\n      name\n      isMobile\n    }\n  }\n": typeof types.ProductPlatformsDocument,
    "\n  query ProductCategories($platformId: ID) {\n    getProductCategories(platformId: $platformId) {\n      id\n      name\n      isMainCategory\n      mainCategory {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  fragment ProductRow on Product {\n    id\n    name\n    url\n    type\n    isActive\n    isGambling\n    createdAt\n    platform {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    subCategory {\n      id\n      name\n    }\n  }\n": typeof types.ProductRowFragmentDoc,
    "\n  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {\n    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...ProductRow\n    }\n    countProducts(filter: $filter)\n  }\n": typeof types.ProductsOverviewDocument,
    "\n  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {\n    updateOneProduct(id: $id, update: $update) {\n      ...ProductRow\n    }\n  }\n": typeof types.UpdateProductDocument,
};
const documents: Documents = {
    "\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": types.CreateOrganisationDocument,
    "\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": types.OrganisationDocument,
    "\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n": types.UpdateOrganisationDocument,
    "\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n": types.ProductHomeDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createOneProduct(input: $input) {\n      ...ProductRow\n    }\n  }\n": types.CreateProductDocument,
    "\n  query ProductPlatforms {\n    getPlatforms {\n      id\n      name\n      isMobile\n    }\n  }\n": types.ProductPlatformsDocument,
    "\n  query ProductCategories($platformId: ID) {\n    getProductCategories(platformId: $platformId) {\n      id\n      name\n      isMainCategory\n      mainCategory {\n        id\n        name\n      }\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  fragment ProductRow on Product {\n    id\n    name\n    url\n    type\n    isActive\n    isGambling\n    createdAt\n    platform {\n      id\n      name\n    }\n    category {\n      id\n      name\n    }\n    subCategory {\n      id\n      name\n    }\n  }\n": types.ProductRowFragmentDoc,
    "\n  query ProductsOverview($paging: OffsetPaging!, $sorting: [ProductSort!], $filter: ProductFilter) {\n    getProducts(paging: $paging, sorting: $sorting, filter: $filter) {\n      ...ProductRow\n    }\n    countProducts(filter: $filter)\n  }\n": types.ProductsOverviewDocument,
    "\n  mutation UpdateProduct($id: ID!, $update: UpdateProductInput!) {\n    updateOneProduct(id: $id, update: $update) {\n      ...ProductRow\n    }\n  }\n": types.UpdateProductDocument,
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
export function graphql(source: "\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganisation($organization: CreateOrganizationInput!) {\n    createOneOrganization(organization: $organization) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  query Organisation {\n    organizationsQuery {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganisation($id: ID!, $update: UpdateOrganizationInput!) {\n    updateOneOrganization(id: $id, update: $update) {\n      id\n      name\n      website\n      country\n      type\n      widgetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductHome {\n    getAllProducts {\n      id\n      name\n      url\n      type\n      isActive\n      isGambling\n      createdAt\n      updatedAt\n      platform {\n        id\n        name\n      }\n      category {\n        id\n        name\n      }\n      subCategory {\n        id\n        name\n      }\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;