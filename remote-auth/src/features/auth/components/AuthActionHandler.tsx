import { useSearchParams } from 'react-router-dom';
import { ActionLinkProblem } from './ActionLinkProblem';
import { EmailLinkSignIn } from './EmailLinkSignIn';
import { ResetPasswordAction } from './ResetPasswordAction';
import { VerifyEmailAction } from './VerifyEmailAction';

/**
 * The server's verification e-mails continue to `/verify?id=…`, which records the verification
 * on the server; any other continue address is ignored, so a link cannot send people elsewhere.
 */
function verifyPathOf(continueUrl: string | null): string | undefined {
  if (!continueUrl) return undefined;
  try {
    const url = new URL(continueUrl, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname !== '/verify') return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/**
 * The page Firebase's e-mail links open (`mode` and `oobCode` are Firebase's action-link
 * parameters). Each mode gets its own component so an unknown or broken link ends in one place.
 */
export function AuthActionHandler() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const next = verifyPathOf(params.get('continueUrl'));

  if (!oobCode)
    return (
      <ActionLinkProblem message="This link is incomplete. Open it again from the e-mail we sent you." />
    );
  switch (mode) {
    case 'verifyEmail':
      return <VerifyEmailAction oobCode={oobCode} next={next} />;
    case 'resetPassword':
      return <ResetPasswordAction oobCode={oobCode} />;
    case 'signIn':
      return <EmailLinkSignIn url={window.location.href} />;
    default:
      return <ActionLinkProblem message="This link is not one we can handle here." />;
  }
}
