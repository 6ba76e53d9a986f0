/** Opens the review panel; only Admins review users (spec section 6). */
import { TeamOutlined } from '@ant-design/icons';
import { useSession } from '@hearback/shared';
import { Button } from 'antd';
import { useReviewPanel } from './useReviewPanel';

export function ReviewUsersButton() {
  const { isAdmin } = useSession();
  const { setOpen } = useReviewPanel();
  if (!isAdmin) return null;
  return (
    <Button icon={<TeamOutlined />} onClick={() => setOpen(true)}>
      Review users
    </Button>
  );
}
