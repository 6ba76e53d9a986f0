import { graphql } from '../../../gql';

export const AuditEventRowFragment = graphql(`
  fragment AuditEventRow on AuditEvent {
    id
    action
    actorEmail
    targetType
    targetLabel
    changes {
      field
      from
      to
    }
    createdAt
  }
`);

/** One page of the audit log, newest first, and how many events the filter matches (Admins only). */
export const AuditEventsQuery = graphql(`
  query AuditEvents($paging: OffsetPaging, $filter: AuditEventFilter) {
    auditEvents(paging: $paging, filter: $filter) {
      ...AuditEventRow
    }
    countAuditEvents(filter: $filter)
  }
`);
