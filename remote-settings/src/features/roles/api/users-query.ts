import { graphql } from '../../../gql';

export const UserRowFragment = graphql(`
  fragment UserRow on UserListItem {
    id
    email
    firstName
    lastName
    role
    invitationAccepted
    photoURL
    lastActivity
    enabled
  }
`);

/** One page of the organisation's users, paged, sorted and filtered by the server, with the total. */
export const UsersQuery = graphql(`
  query Users($paging: OffsetPaging, $sorting: [UserSort!], $filter: UserFilter) {
    users(paging: $paging, sorting: $sorting, filter: $filter) {
      ...UserRow
    }
    countUsers(filter: $filter)
  }
`);
