import { FORM_RULES, ROUTES } from '@hearback/shared';
import { Button, Divider, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { signInWithPassword } from '../api/sign-in-with-password';
import { useEnterDashboard } from '../hooks/use-enter-dashboard';
import { useKeepReturnPath } from '../hooks/use-return-path';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';
import { EmailLinkRequest } from './EmailLinkRequest';
import { emailRules } from './email-rules';
import { GoogleSignInButton } from './GoogleSignInButton';

interface SignInValues {
  email: string;
  password: string;
}

export function SignInForm() {
  const { t } = useAuthTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [byLink, setByLink] = useState(false);
  const enterDashboard = useEnterDashboard();
  const keepReturnPath = useKeepReturnPath();

  const handleFinish = async ({ email, password }: SignInValues) => {
    setError(null);
    setBusy(true);
    try {
      await signInWithPassword(email, password);
      await enterDashboard();
    } catch (caught) {
      setError(describeAuthError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  if (byLink) {
    return (
      <>
        <Typography.Title level={2}>{t('Sign in with an e-mail link')}</Typography.Title>
        <EmailLinkRequest onCancel={() => setByLink(false)} />
      </>
    );
  }

  return (
    <>
      <Typography.Title level={2}>{t('Sign in')}</Typography.Title>
      <AuthError message={error} />
      <Form<SignInValues> name="sign-in" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item label={t('E-mail')} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('Password')} name="password" rules={[FORM_RULES.required(t('Password'))]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Link to={keepReturnPath(ROUTES.resetPassword.path)}>{t('Forgot your password?')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('Sign in')}
        </Button>
      </Form>
      <Divider plain>{t('or')}</Divider>
      <Flex vertical gap={12}>
        <GoogleSignInButton onError={setError} />
        <Button block onClick={() => setByLink(true)}>
          {t('Sign in with an e-mail link')}
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        {t('No account yet?')} <Link to={keepReturnPath(ROUTES.signUp.path)}>{t('Create an account')}</Link>
      </Typography.Paragraph>
    </>
  );
}
