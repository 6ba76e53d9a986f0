import { graphql } from '../../../gql';

export const MemberRowFragment = graphql(`
  fragment MemberRow on Contact {
    id
    email
    name
    phoneNumber
    externalId
    attributes {
      key
      value
    }
  }
`);

/** One page of the segment's contacts (searched by the server), and how many match. */
export const SegmentMembersQuery = graphql(`
  query SegmentMembers($segmentId: ID!, $paging: OffsetPaging, $filter: ContactFilter) {
    segmentMembers(segmentId: $segmentId, paging: $paging, filter: $filter) {
      ...MemberRow
    }
    countSegmentMembers(segmentId: $segmentId, filter: $filter)
  }
`);
