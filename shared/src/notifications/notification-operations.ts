import { graphql } from '../gql';

export const UnreadNotificationCountDocument = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);

export const NotificationsDocument = graphql(`
  query Notifications($paging: OffsetPaging) {
    notifications(paging: $paging) {
      id
      kind
      state
      message
      link
      createdAt
    }
  }
`);

export const MarkNotificationReadDocument = graphql(`
  mutation MarkNotificationRead($id: ID!, $state: NotificationReadState) {
    markNotificationRead(id: $id, state: $state) {
      id
      state
    }
  }
`);

export const MarkAllNotificationsReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);
