import { returnPathIn, safeReturnPath } from '@hearback/shared';
import { useSearchParams } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { ActionLinkProblem } from './ActionLinkProblem';
import { EmailLinkSignIn } from './EmailLinkSignIn';
import { ResetPasswordAction } from './ResetPasswordAction';
import { VerifyEmailAction } from './VerifyEmailAction';

/**
 * Where the link continues: the server's verification e-mails to `/verify?id=…`, which records the
 * verification on the server; a sign-up's own e-mail to the page asked for before signing up. Any
 * other continue address (another origin, a page on the way in) is ignored, so a link cannot send
 * people elsewhere.
 */
function nextPathOf(continueUrl: string | null): string | undefined {
  if (!continueUrl) return undefined;
  try {
    const url = new URL(continueUrl, window.location.origin);
    if (url.origin !== window.location.origin) return undefined;
    return safeReturnPath(`${url.pathname}${url.search}`) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page Firebase's e-mail links open (`mode` and `oobCode` are Firebase's action-link
 * parameters). Each mode gets its own component so an unknown or broken link ends in one place.
 */
export function AuthActionHandler() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const next = nextPathOf(params.get('continueUrl'));
  // A sign-in link comes back here with the return path in its own query (see emailLinkUrl).
  const returnPath = returnPathIn(`?${params.toString()}`) ?? undefined;

  if (!oobCode)
    return (
      <ActionLinkProblem message={t('This link is incomplete. Open it again from the e-mail we sent you.')} />
    );
  switch (mode) {
    case 'verifyEmail':
      return <VerifyEmailAction oobCode={oobCode} next={next} />;
    case 'resetPassword':
      return <ResetPasswordAction oobCode={oobCode} />;
    case 'signIn':
      return <EmailLinkSignIn url={window.location.href} next={returnPath} />;
    default:
      return <ActionLinkProblem message={t('This link is not one we can handle here.')} />;
  }
}
