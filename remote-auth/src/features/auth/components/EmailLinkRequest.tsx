import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useAuthTranslation } from '../../../i18n/translations';
import { emailLinkUrl } from '../api/continue-url';
import { sendSignInLink } from '../api/email-link-sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';
import { emailRules } from './email-rules';

/** Asks Firebase to e-mail a sign-in link that comes back to the dashboard's action handler. */
export function EmailLinkRequest({ onCancel }: { onCancel: () => void }) {
  const { t } = useAuthTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const returnPath = useReturnPath();

  const handleFinish = async ({ email }: { email: string }) => {
    setError(null);
    setBusy(true);
    try {
      await sendSignInLink(email, emailLinkUrl(returnPath));
      setSentTo(email.trim());
    } catch (caught) {
      setError(describeAuthError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title={t('Check your inbox')}
        subTitle={t('We sent a sign-in link to {{email}}. Open it in this browser to sign in.', {
          email: sentTo,
        })}
        extra={<Button onClick={onCancel}>{t('Back to sign in')}</Button>}
      />
    );
  }

  return (
    <>
      <AuthError message={error} />
      <Form name="email-link-request" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item label={t('E-mail')} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Send sign-in link')}
        </Button>
      </Form>
      <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
        {t('Sign in with a password instead')}
      </Button>
    </>
  );
}
