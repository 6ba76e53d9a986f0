/**
 * The header bell: the unread count (re-read every 60 s by the shared hook) and, when opened, the
 * latest notifications with mark-read and mark-all-read.
 */
import { BellOutlined } from '@ant-design/icons';
import { useUnreadNotificationCount } from '@hearback/shared';
import { Badge, Button, Popover } from 'antd';
import { useState } from 'react';
import { useShellTranslation } from '../../i18n/translations';
import { NotificationList } from './NotificationList';

export function NotificationBell() {
  const { t } = useShellTranslation();
  const { count, refetch } = useUnreadNotificationCount();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('Notifications')}
      content={open ? <NotificationList onChanged={refetch} onNavigate={() => setOpen(false)} /> : null}
      destroyOnHidden
    >
      <Badge count={count} size="small">
        <Button
          type="text"
          aria-label={count > 0 ? t('Notifications, {{count}} unread', { count }) : t('Notifications')}
          icon={<BellOutlined />}
        />
      </Badge>
    </Popover>
  );
}
