import { graphql } from '../../../gql';

export const ApiKeyFieldsFragment = graphql(`
  fragment ApiKeyFields on ApiKey {
    id
    name
    prefix
    createdBy
    createdAt
    lastUsedAt
    revokedAt
  }
`);

/** One page of the organisation's keys, newest first. */
export const ApiKeysQuery = graphql(`
  query ApiKeys($paging: OffsetPaging) {
    apiKeys(paging: $paging) {
      ...ApiKeyFields
    }
    countApiKeys
  }
`);
