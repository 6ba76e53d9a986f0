import { WaitingConfirmation } from '../features/waiting/components/WaitingConfirmation';

export function WaitingConfirmationPage() {
  return <WaitingConfirmation />;
}
