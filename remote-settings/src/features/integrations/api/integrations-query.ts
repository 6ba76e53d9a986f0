import { graphql } from '../../../gql';

export const IntegrationFieldsFragment = graphql(`
  fragment IntegrationFields on Integration {
    id
    kind
    name
    url
    events
    active
    createdBy
    createdAt
  }
`);

/** One page of the organisation's integrations of one kind, newest first. */
export const IntegrationsQuery = graphql(`
  query Integrations($kind: IntegrationKind!, $paging: OffsetPaging) {
    integrations(kind: $kind, paging: $paging) {
      ...IntegrationFields
    }
    countIntegrations(kind: $kind)
  }
`);
