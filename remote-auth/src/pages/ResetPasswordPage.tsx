import { ResetPasswordRequestForm } from '../features/auth/components/ResetPasswordRequestForm';

export function ResetPasswordPage() {
  return <ResetPasswordRequestForm />;
}
