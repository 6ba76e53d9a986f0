import { graphql } from '../../../gql';

export const UpdateSegmentMutation = graphql(`
  mutation UpdateSegment($id: ID!, $update: UpdateSegmentInput!) {
    updateSegment(id: $id, update: $update) {
      ...SegmentDetail
    }
  }
`);

export const DeleteSegmentMutation = graphql(`
  mutation DeleteSegment($id: ID!) {
    deleteSegment(id: $id)
  }
`);

export const AddSegmentMemberMutation = graphql(`
  mutation AddSegmentMember($segmentId: ID!, $input: ContactInput!) {
    addSegmentMember(segmentId: $segmentId, input: $input) {
      ...MemberRow
    }
  }
`);

export const RemoveSegmentMembersMutation = graphql(`
  mutation RemoveSegmentMembers($segmentId: ID!, $contactIds: [ID!]!) {
    removeSegmentMembers(segmentId: $segmentId, contactIds: $contactIds) {
      id
      size
    }
  }
`);
