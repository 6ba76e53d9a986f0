import { useBotCheck } from '@hearback/shared';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAuthTranslation } from '../../../i18n/translations';
import { completeEmailLinkSignIn, isEmailSignInLink, storedEmailForSignIn } from '../api/email-link-sign-in';
import { forgetTermsAccepted, termsAcceptedHere } from '../api/terms-accepted-marker';
import { useCompleteSignUp } from '../hooks/use-complete-sign-up';
import { describeAuthError } from '../lib/describe-auth-error';
import { ActionLinkProblem } from './ActionLinkProblem';
import { ActionPending } from './ActionPending';
import { AuthError } from './AuthError';
import { emailRules } from './email-rules';
import { termsRules } from './terms-rules';

interface FinishValues {
  email: string;
  acceptTerms?: boolean;
}

/**
 * Completes a sign-up by e-mail link. In the browser that asked for the link, the address and the
 * accepted terms are remembered and it completes by itself; on another device the person types
 * the address (Firebase needs it) and accepts the terms here.
 */
export function FinishLinkSignUp({ url, inviteId }: { url: string; inviteId: string | null }) {
  const { t } = useAuthTranslation();
  const botCheck = useBotCheck();
  const completeSignUp = useCompleteSignUp();
  const [valid] = useState(() => isEmailSignInLink(url));
  const [storedEmail] = useState(storedEmailForSignIn);
  const [termsKnown] = useState(() => termsAcceptedHere(storedEmail));
  const automatic = valid && !!storedEmail && termsKnown;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(automatic);
  const autoStarted = useRef(false);

  const complete = async (email: string) => {
    setError(null);
    setBusy(true);
    try {
      const proof = await botCheck('sign_up');
      await completeEmailLinkSignIn(email, url);
      forgetTermsAccepted();
      await completeSignUp({ botCheck: proof, inviteId });
    } catch (caught) {
      setError(describeAuthError(caught, t));
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the link the page was opened with
  useEffect(() => {
    // Once only: the link's code is spent by the first attempt (StrictMode runs effects twice).
    if (!automatic || autoStarted.current || !storedEmail) return;
    autoStarted.current = true;
    void complete(storedEmail);
  }, []);

  if (!valid)
    return <ActionLinkProblem message={t('This sign-up link is invalid or has already been used.')} />;
  if (automatic && busy && !error) return <ActionPending text={t('Creating your account…')} />;

  return (
    <>
      <Typography.Title level={2}>{t('Finish signing up')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Confirm the e-mail address this sign-up link was sent to.')}
      </Typography.Paragraph>
      <AuthError message={error} />
      <Form<FinishValues>
        name="finish-link-sign-up"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: storedEmail ?? '' }}
        onFinish={({ email }) => complete(email)}
      >
        <Form.Item label={t('E-mail')} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {!termsKnown && (
          <Form.Item name="acceptTerms" valuePropName="checked" rules={termsRules(t)}>
            <Checkbox>{t('I accept the terms of service')}</Checkbox>
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Finish sign-up')}
        </Button>
      </Form>
    </>
  );
}
