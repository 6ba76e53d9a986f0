import { Button, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { confirmEmail } from '../api/apply-action-code';
import { reloadCurrentUser } from '../api/reload-current-user';
import { DASHBOARD_ENTRY } from '../hooks/use-enter-dashboard';
import { useRunOnce } from '../hooks/use-run-once';
import { useSessionWaiter } from '../hooks/use-session-waiter';
import { describeAuthError } from '../lib/describe-auth-error';
import { ActionLinkProblem } from './ActionLinkProblem';
import { ActionPending } from './ActionPending';

/** Time given to the session to pick up the verified token before going on anyway. */
const SESSION_CATCH_UP_MS = 8_000;

async function verify(oobCode: string): Promise<void> {
  await confirmEmail(oobCode);
  // When the link is opened where the user is signed in, re-issue their token so the API sees
  // the verified address; elsewhere there is nobody to refresh and sign-in will fetch a fresh one.
  await reloadCurrentUser();
}

interface Props {
  oobCode: string;
  /**
   * Where to go on instead of the dashboard's entry: the server's `/verify?id=…`, or the page
   * the user asked for before signing up.
   */
  next?: string;
}

/** The server's own step of the verification: it is opened at once, before the session catches up. */
const isServerVerification = (path: string) => path === '/verify' || path.startsWith('/verify?');

export function VerifyEmailAction({ oobCode, next }: Props) {
  const { t } = useAuthTranslation();
  const state = useRunOnce(oobCode, () => verify(oobCode));
  const navigate = useNavigate();
  const waitForSession = useSessionWaiter();
  const [leaving, setLeaving] = useState(false);

  if (state.status === 'pending') return <ActionPending text={t('Verifying your e-mail address…')} />;
  if (state.status === 'failed')
    return <ActionLinkProblem message={describeAuthError(state.error, t) ?? ''} />;

  const continueToDashboard = async () => {
    if (next && isServerVerification(next)) {
      navigate(next, { replace: true });
      return;
    }
    setLeaving(true);
    // Signed in here: let the session reload the profile first, or the shell would still see an
    // unverified user and send them back to the waiting page. Signed out: the shell asks to sign in.
    await waitForSession(
      (session) => session.status !== 'signedIn' || !!session.user?.verified,
      SESSION_CATCH_UP_MS,
    );
    navigate(next ?? DASHBOARD_ENTRY, { replace: true });
  };

  return (
    <Result
      status="success"
      title={t('Your e-mail address is verified')}
      subTitle={t('Thank you. You can now use your account.')}
      extra={
        <Button type="primary" loading={leaving} onClick={continueToDashboard}>
          {t('Continue')}
        </Button>
      }
    />
  );
}
