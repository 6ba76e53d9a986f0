import { graphql } from '../../../gql';

export const IntegrationDeliveryFieldsFragment = graphql(`
  fragment IntegrationDeliveryFields on IntegrationDelivery {
    id
    integrationId
    event
    eventId
    state
    attempts
    responseStatus
    lastError
    replayOf
    createdAt
    lastAttemptAt
  }
`);

/** One page of an integration's delivery log, newest first. */
export const IntegrationDeliveriesQuery = graphql(`
  query IntegrationDeliveries($integrationId: ID!, $paging: OffsetPaging) {
    integrationDeliveries(integrationId: $integrationId, paging: $paging) {
      ...IntegrationDeliveryFields
    }
    countIntegrationDeliveries(integrationId: $integrationId)
  }
`);
