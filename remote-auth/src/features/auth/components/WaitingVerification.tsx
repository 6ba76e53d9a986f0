import { useSession, useToast } from '@hearback/shared';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentUserEmail } from '../api/current-user-email';
import { reloadCurrentUser } from '../api/reload-current-user';
import { sendVerificationEmail } from '../api/send-verification-email';
import { useCooldown } from '../hooks/use-cooldown';
import { DASHBOARD_ENTRY } from '../hooks/use-enter-dashboard';
import { useSessionWaiter } from '../hooks/use-session-waiter';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';

/** Firebase refuses a burst of verification e-mails; waiting a minute keeps the button useful. */
export const RESEND_COOLDOWN_S = 60;

export function WaitingVerification() {
  const { user, signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const waitForSession = useSessionWaiter();
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const email = user?.email ?? currentUserEmail();

  const resend = async () => {
    setError(null);
    setSending(true);
    try {
      await sendVerificationEmail();
      cooldown.start();
      toast({ message: 'We sent you a new verification e-mail.', type: 'success' });
    } catch (caught) {
      setError(describeAuthError(caught));
    } finally {
      setSending(false);
    }
  };

  const checkVerified = async () => {
    setError(null);
    setChecking(true);
    try {
      if (!(await reloadCurrentUser())) {
        setError(
          'Your e-mail address is not verified yet. Open the link in the e-mail we sent you, then try again.',
        );
        return;
      }
      // The forced token refresh makes the session reload the profile; wait until it says verified.
      const verified = await waitForSession((session) => !!session.user?.verified);
      if (!verified) throw new Error('We could not refresh your account. Try again in a moment.');
      navigate(DASHBOARD_ENTRY, { replace: true });
    } catch (caught) {
      setError(describeAuthError(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Typography.Title level={2}>Check your inbox</Typography.Title>
      <Typography.Paragraph>
        We sent a verification link to{' '}
        {email ? <Typography.Text strong>{email}</Typography.Text> : 'your e-mail address'}. Open it to
        activate your account, then come back here.
      </Typography.Paragraph>
      <AuthError message={error} />
      <Flex vertical gap={12}>
        <Button type="primary" block loading={checking} onClick={checkVerified}>
          I have verified my e-mail
        </Button>
        <Button block loading={sending} disabled={cooldown.remaining > 0} onClick={resend}>
          {cooldown.remaining > 0 ? `Resend e-mail (${cooldown.remaining} s)` : 'Resend e-mail'}
        </Button>
        <Button type="link" block onClick={() => void signOut()}>
          Sign out
        </Button>
      </Flex>
    </>
  );
}
