import { SignUpForm } from '../features/auth/components/SignUpForm';

export function SignUpPage() {
  return <SignUpForm />;
}
