import { WaitingVerification } from '../features/auth/components/WaitingVerification';

export function WaitingVerificationPage() {
  return <WaitingVerification />;
}
