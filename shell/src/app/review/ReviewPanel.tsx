/**
 * The drawer where an Admin reviews users waiting to join the organisation. Only its frame
 * exists for now: the list and decisions (organisationReviewUsers, reviewUsers) come later.
 */
import { Drawer } from 'antd';
import { useReviewPanel } from './useReviewPanel';

export function ReviewPanel() {
  const { open, setOpen } = useReviewPanel();
  return <Drawer title="Review users" open={open} onClose={() => setOpen(false)} size={480} />;
}
