/** The header bell's count, re-read every NOTIFICATION_REFRESH_MS (spec section 9). */
import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_REFRESH_MS } from '../constants';
import { useSession } from '../session/use-session';
import { UnreadNotificationCountDocument } from './notification-operations';

export function useUnreadNotificationCount(): { count: number; refetch(): Promise<unknown> } {
  const { isUsable, user } = useSession();
  // A user without an organisation has no notifications to count.
  const active = isUsable && !!user?.organization;
  const { data, refetch } = useQuery(UnreadNotificationCountDocument, {
    skip: !active,
    pollInterval: NOTIFICATION_REFRESH_MS,
    fetchPolicy: 'cache-and-network',
  });
  return { count: active ? (data?.unreadNotificationCount ?? 0) : 0, refetch: () => refetch() };
}
