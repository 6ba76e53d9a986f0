import { useApolloClient } from '@apollo/client/react';
import { Button, Flex, Result } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { reloadCurrentUser } from '../api/reload-current-user';
import { VerifyEmailMutation } from '../api/verify-email-mutation';
import { useResendVerification } from '../hooks/use-resend-verification';
import { useDashboardEntry } from '../hooks/use-return-path';
import { useRunOnce } from '../hooks/use-run-once';
import { useSessionWaiter } from '../hooks/use-session-waiter';
import { describeAuthError } from '../lib/describe-auth-error';
import { ActionLinkProblem } from './ActionLinkProblem';
import { ActionPending } from './ActionPending';
import { AuthError } from './AuthError';

/** Time given to the session to pick up the verified token before going on anyway. */
const SESSION_CATCH_UP_MS = 8_000;

/**
 * `/verify?id=<user id>`, where the server's verification e-mail ends: the server records the
 * verification (and what it triggers, such as a request to join), then the token is refreshed so
 * the session sees a verified user.
 */
export function VerifyEmailPage() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const client = useApolloClient();
  const navigate = useNavigate();
  const entry = useDashboardEntry();
  const waitForSession = useSessionWaiter();
  const resend = useResendVerification();
  const [leaving, setLeaving] = useState(false);
  const state = useRunOnce(id, async () => {
    if (!id) return false;
    const { data } = await client.mutate({ mutation: VerifyEmailMutation, variables: { id } });
    if (data?.verifyEmail) await reloadCurrentUser();
    return !!data?.verifyEmail;
  });

  if (!id)
    return (
      <ActionLinkProblem message={t('This link is incomplete. Open it again from the e-mail we sent you.')} />
    );
  if (state.status === 'pending') return <ActionPending text={t('Verifying your e-mail address…')} />;
  if (state.status === 'failed')
    return <ActionLinkProblem message={describeAuthError(state.error, t) ?? ''} />;

  if (!state.value) {
    return (
      <>
        <Result
          status="warning"
          title={t('Your e-mail address is not verified yet')}
          subTitle={t('Open the link in the latest verification e-mail, or ask for a new one.')}
        />
        <AuthError message={resend.error} />
        <Flex vertical gap={12}>
          <Button block loading={resend.loading} disabled={resend.disabled} onClick={resend.run}>
            {resend.label}
          </Button>
        </Flex>
      </>
    );
  }

  const continueToDashboard = async () => {
    setLeaving(true);
    await waitForSession(
      (session) => session.status !== 'signedIn' || !!session.user?.verified,
      SESSION_CATCH_UP_MS,
    );
    navigate(entry, { replace: true });
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
