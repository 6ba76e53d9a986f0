import { useMutation, useQuery } from '@apollo/client/react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  type NotificationsQuery,
  useDashboardLanguage,
  useNotify,
} from '@hearback/shared';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useShellTranslation } from '../../i18n/translations';

/** How many of the latest notifications the bell shows. */
export const NOTIFICATIONS_SHOWN = 20;

type Notification = NotificationsQuery['notifications'][number];

interface Props {
  /** Told after a change of read state, so the count follows at once. */
  onChanged: () => unknown;
  onNavigate: () => void;
}

export function NotificationList({ onChanged, onNavigate }: Props) {
  const { t } = useShellTranslation();
  const language = useDashboardLanguage();
  const { data, loading, refetch } = useQuery(NotificationsDocument, {
    variables: { paging: { limit: NOTIFICATIONS_SHOWN } },
    fetchPolicy: 'network-only',
  });
  const [markRead] = useMutation(MarkNotificationReadDocument);
  const [markAllRead, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);
  const notify = useNotify();
  const navigate = useNavigate();
  const notifications = data?.notifications ?? [];
  const anyUnread = notifications.some((item) => item.state === 'Unread');

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notify.error(error);
      return;
    }
    onChanged();
  };

  const read = (item: Notification) => run(() => markRead({ variables: { id: item.id, state: 'Read' } }));

  const open = (item: Notification) => {
    onNavigate();
    if (item.state === 'Unread') void read(item);
    if (item.link) void navigate(item.link);
  };

  if (loading && !data) return <Skeleton active style={{ width: 360 }} />;
  return (
    <Flex vertical gap={8} style={{ width: 360 }}>
      <Flex justify="flex-end">
        <Button
          size="small"
          disabled={!anyUnread}
          loading={markingAll}
          onClick={() =>
            run(async () => {
              await markAllRead();
              await refetch();
            })
          }
        >
          {t('Mark all as read')}
        </Button>
      </Flex>
      {notifications.length === 0 ? (
        <Empty description={t('No notifications yet.')} />
      ) : (
        <Flex
          vertical
          gap={12}
          role="list"
          aria-label={t('Notifications')}
          style={{ maxHeight: 400, overflow: 'auto' }}
        >
          {notifications.map((item) => {
            const unread = item.state === 'Unread';
            return (
              <Flex key={item.id} role="listitem" justify="space-between" align="flex-start" gap={8}>
                <Flex vertical>
                  {item.link ? (
                    <Typography.Link strong={unread} onClick={() => open(item)}>
                      {item.message}
                    </Typography.Link>
                  ) : (
                    <Typography.Text strong={unread}>{item.message}</Typography.Text>
                  )}
                  <Typography.Text type="secondary">
                    {new Date(item.createdAt).toLocaleString(language)}
                  </Typography.Text>
                </Flex>
                {unread && (
                  <Button
                    size="small"
                    type="link"
                    aria-label={t('Mark as read: {{message}}', { message: item.message })}
                    onClick={() => void read(item)}
                  >
                    {t('Mark as read')}
                  </Button>
                )}
              </Flex>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}
