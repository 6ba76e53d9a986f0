import { useSearchParams } from 'react-router-dom';
import { ActionLinkProblem } from './ActionLinkProblem';
import { EmailLinkSignIn } from './EmailLinkSignIn';
import { ResetPasswordAction } from './ResetPasswordAction';
import { VerifyEmailAction } from './VerifyEmailAction';

/**
 * The page Firebase's e-mail links open (`mode` and `oobCode` are Firebase's action-link
 * parameters). Each mode gets its own component so an unknown or broken link ends in one place.
 */
export function AuthActionHandler() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');

  if (!oobCode)
    return (
      <ActionLinkProblem message="This link is incomplete. Open it again from the e-mail we sent you." />
    );
  switch (mode) {
    case 'verifyEmail':
      return <VerifyEmailAction oobCode={oobCode} />;
    case 'resetPassword':
      return <ResetPasswordAction oobCode={oobCode} />;
    case 'signIn':
      return <EmailLinkSignIn url={window.location.href} />;
    default:
      return <ActionLinkProblem message="This link is not one we can handle here." />;
  }
}
