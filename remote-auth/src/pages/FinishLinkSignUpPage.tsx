import { useSearchParams } from 'react-router-dom';
import { FinishLinkSignUp } from '../features/auth/components/FinishLinkSignUp';

export function FinishLinkSignUpPage() {
  const [params] = useSearchParams();
  return <FinishLinkSignUp url={window.location.href} inviteId={params.get('inviteId')} />;
}
