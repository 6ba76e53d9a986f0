import { ROUTES, Trans } from '@hearback/shared';
import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { setNewPassword } from '../api/confirm-password-reset';
import { checkPasswordResetCode } from '../api/verify-password-reset-code';
import { useRunOnce } from '../hooks/use-run-once';
import { describeAuthError } from '../lib/describe-auth-error';
import { ActionLinkProblem } from './ActionLinkProblem';
import { ActionPending } from './ActionPending';
import { AuthError } from './AuthError';
import { confirmPasswordRules, newPasswordRules } from './email-rules';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordAction({ oobCode }: { oobCode: string }) {
  const { t } = useAuthTranslation();
  // Checking the code first spares the user typing a new password for a dead link.
  const check = useRunOnce(oobCode, () => checkPasswordResetCode(oobCode));
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);

  if (check.status === 'pending') return <ActionPending text={t('Checking your link…')} />;
  if (check.status === 'failed')
    return <ActionLinkProblem message={describeAuthError(check.error, t) ?? ''} />;

  if (changed) {
    return (
      <Result
        status="success"
        title={t('Your password has been changed')}
        subTitle={t('Sign in with your new password.')}
        extra={
          <Button type="primary" onClick={() => navigate(ROUTES.signIn.path, { replace: true })}>
            {t('Sign in')}
          </Button>
        }
      />
    );
  }

  const handleFinish = async ({ password }: NewPasswordValues) => {
    setError(null);
    setBusy(true);
    try {
      await setNewPassword(oobCode, password);
      setChanged(true);
    } catch (caught) {
      setError(describeAuthError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={2}>{t('Choose a new password')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        <Trans
          t={t}
          i18nKey="For <strong>{{email}}</strong>"
          values={{ email: check.value }}
          components={{ strong: <Typography.Text strong /> }}
        />
      </Typography.Paragraph>
      <AuthError message={error} />
      <Form<NewPasswordValues>
        name="new-password"
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
      >
        <Form.Item label={t('New password')} name="password" rules={newPasswordRules(t)} hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('Confirm password')}
          name="confirmPassword"
          dependencies={['password']}
          rules={confirmPasswordRules(t, 'password')}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Change password')}
        </Button>
      </Form>
    </>
  );
}
