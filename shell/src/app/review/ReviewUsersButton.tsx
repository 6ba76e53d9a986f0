/** Opens the review panel; only Admins review users (spec section 6). The badge counts who waits. */
import { TeamOutlined } from '@ant-design/icons';
import { useReviewUsersPoll, useSession } from '@hearback/shared';
import { Badge, Button } from 'antd';
import { useShellTranslation } from '../../i18n/translations';
import { useReviewPanel } from './useReviewPanel';

export function ReviewUsersButton() {
  const { t } = useShellTranslation();
  const { isAdmin } = useSession();
  const { setOpen } = useReviewPanel();
  const { users } = useReviewUsersPoll();
  if (!isAdmin) return null;
  return (
    <Badge count={users.length} size="small">
      <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        {t('Review users')}
      </Button>
    </Badge>
  );
}
