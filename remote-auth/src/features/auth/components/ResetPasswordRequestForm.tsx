import { ROUTES } from '@hearback/shared';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { sendPasswordReset } from '../api/send-password-reset-email';
import { describeAuthError, isAuthErrorCode } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';
import { emailRules } from './email-rules';

export function ResetPasswordRequestForm() {
  const { t } = useAuthTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const handleFinish = async ({ email }: { email: string }) => {
    setError(null);
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setSent(true);
    } catch (caught) {
      // Same answer whether or not the account exists, so the form cannot probe for accounts.
      if (isAuthErrorCode(caught, 'auth/user-not-found')) setSent(true);
      else setError(describeAuthError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title={t('Check your inbox')}
        subTitle={t('If an account exists for this address, we sent a link to reset your password.')}
        extra={<Link to={ROUTES.signIn.path}>{t('Back to sign in')}</Link>}
      />
    );
  }

  return (
    <>
      <Typography.Title level={2}>{t('Reset your password')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}
      </Typography.Paragraph>
      <AuthError message={error} />
      <Form name="reset-password" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item label={t('E-mail')} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Send reset link')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        <Link to={ROUTES.signIn.path}>{t('Back to sign in')}</Link>
      </Typography.Paragraph>
    </>
  );
}
