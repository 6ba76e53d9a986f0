import { AuthActionHandler } from '../features/auth/components/AuthActionHandler';

export function AuthActionPage() {
  return <AuthActionHandler />;
}
