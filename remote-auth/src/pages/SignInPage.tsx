import { SignInForm } from '../features/auth/components/SignInForm';

export function SignInPage() {
  return <SignInForm />;
}
