import { PendingUserReview } from '../features/pending-user/components/PendingUserReview';

export function PendingUserPage() {
  return <PendingUserReview />;
}
