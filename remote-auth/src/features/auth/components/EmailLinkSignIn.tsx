import { Button, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAuthTranslation } from '../../../i18n/translations';
import { completeEmailLinkSignIn, isEmailSignInLink, storedEmailForSignIn } from '../api/email-link-sign-in';
import { useEnterDashboard } from '../hooks/use-enter-dashboard';
import { describeAuthError } from '../lib/describe-auth-error';
import { ActionLinkProblem } from './ActionLinkProblem';
import { ActionPending } from './ActionPending';
import { AuthError } from './AuthError';
import { emailRules } from './email-rules';

/**
 * Completes a sign-in by e-mail link. Firebase needs the address the link was sent to: it is
 * remembered when the link is asked for in this browser, otherwise the user types it.
 */
export function EmailLinkSignIn({ url, next }: { url: string; next?: string }) {
  const { t } = useAuthTranslation();
  const enterDashboard = useEnterDashboard(next);
  const [valid] = useState(() => isEmailSignInLink(url));
  const [storedEmail] = useState(storedEmailForSignIn);
  const [error, setError] = useState<string | null>(null);
  // Busy from the start when the link completes by itself, so the form does not flash first.
  const [busy, setBusy] = useState(valid && !!storedEmail);
  const autoStarted = useRef(false);

  const complete = async (email: string) => {
    setError(null);
    setBusy(true);
    try {
      await completeEmailLinkSignIn(email, url);
      await enterDashboard();
    } catch (caught) {
      setError(describeAuthError(caught, t));
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the link the page was opened with
  useEffect(() => {
    // Once only: the link's code is spent by the first attempt (StrictMode runs effects twice).
    if (!valid || !storedEmail || autoStarted.current) return;
    autoStarted.current = true;
    void complete(storedEmail);
  }, []);

  if (!valid)
    return <ActionLinkProblem message={t('This sign-in link is invalid or has already been used.')} />;
  if (storedEmail && busy && !error) return <ActionPending text={t('Signing you in…')} />;

  return (
    <>
      <Typography.Title level={2}>{t('Finish signing in')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Confirm the e-mail address this sign-in link was sent to.')}
      </Typography.Paragraph>
      <AuthError message={error} />
      <Form<{ email: string }>
        name="email-link"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: storedEmail ?? '' }}
        onFinish={({ email }) => complete(email)}
      >
        <Form.Item label={t('E-mail')} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Sign in')}
        </Button>
      </Form>
    </>
  );
}
