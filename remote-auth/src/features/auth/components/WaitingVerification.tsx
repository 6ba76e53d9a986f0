import { Trans, useSession } from '@hearback/shared';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { currentUserEmail } from '../api/current-user-email';
import { reloadCurrentUser } from '../api/reload-current-user';
import { useResendVerification } from '../hooks/use-resend-verification';
import { useDashboardEntry } from '../hooks/use-return-path';
import { useSessionWaiter } from '../hooks/use-session-waiter';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';

export function WaitingVerification() {
  const { t } = useAuthTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const entry = useDashboardEntry();
  const waitForSession = useSessionWaiter();
  const resend = useResendVerification();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const email = user?.email ?? currentUserEmail();

  const checkVerified = async () => {
    setError(null);
    setChecking(true);
    try {
      if (!(await reloadCurrentUser())) {
        setError(
          t(
            'Your e-mail address is not verified yet. Open the link in the e-mail we sent you, then try again.',
          ),
        );
        return;
      }
      // The forced token refresh makes the session reload the profile; wait until it says verified.
      const verified = await waitForSession((session) => !!session.user?.verified);
      if (!verified) throw new Error(t('We could not refresh your account. Try again in a moment.'));
      navigate(entry, { replace: true });
    } catch (caught) {
      setError(describeAuthError(caught, t));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Typography.Title level={2}>{t('Check your inbox')}</Typography.Title>
      <Typography.Paragraph>
        {email ? (
          <Trans
            t={t}
            i18nKey="We sent a verification link to <strong>{{email}}</strong>. Open it to activate your account, then come back here."
            values={{ email }}
            components={{ strong: <Typography.Text strong /> }}
          />
        ) : (
          t(
            'We sent a verification link to your e-mail address. Open it to activate your account, then come back here.',
          )
        )}
      </Typography.Paragraph>
      <AuthError message={error ?? resend.error} />
      <Flex vertical gap={12}>
        <Button type="primary" block loading={checking} onClick={checkVerified}>
          {t('I have verified my e-mail')}
        </Button>
        <Button block loading={resend.loading} disabled={resend.disabled} onClick={resend.run}>
          {resend.label}
        </Button>
        <Button type="link" block onClick={() => void signOut()}>
          {t('Sign out')}
        </Button>
      </Flex>
    </>
  );
}
