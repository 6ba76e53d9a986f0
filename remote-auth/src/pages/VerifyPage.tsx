import { VerifyEmailPage } from '../features/auth/components/VerifyEmailPage';

export function VerifyPage() {
  return <VerifyEmailPage />;
}
