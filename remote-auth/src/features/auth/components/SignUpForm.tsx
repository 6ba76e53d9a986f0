import { GoogleOutlined } from '@ant-design/icons';
import { FORM_RULES, ROUTES, useBotCheck } from '@hearback/shared';
import { Button, Checkbox, Divider, Flex, Form, Input, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuthTranslation } from '../../../i18n/translations';
import { finishLinkSignUpUrl } from '../api/continue-url';
import { sendSignInLink } from '../api/email-link-sign-in';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { type SignUpInput, signUp } from '../api/sign-up';
import { rememberTermsAccepted } from '../api/terms-accepted-marker';
import { useCompleteSignUp } from '../hooks/use-complete-sign-up';
import { useInvitation } from '../hooks/use-invitation';
import { useKeepReturnPath, useReturnPath } from '../hooks/use-return-path';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';
import { confirmPasswordRules, emailRules, newPasswordRules } from './email-rules';
import { termsRules } from './terms-rules';

interface SignUpValues extends SignUpInput {
  confirmPassword: string;
  acceptTerms: boolean;
}

type Busy = 'password' | 'google' | 'link' | null;

/** antd rejects validateFields with the failed fields; the form already shows their messages. */
const isValidationFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorFields' in error;

export function SignUpForm() {
  const { t } = useAuthTranslation();
  const [form] = Form.useForm<SignUpValues>();
  const invitation = useInvitation();
  const botCheck = useBotCheck();
  const completeSignUp = useCompleteSignUp();
  const returnPath = useReturnPath();
  const keepReturnPath = useKeepReturnPath();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  // A failed invitation is reported and the page goes on as an ordinary sign-up.
  const inviteId = invitation.email ? invitation.inviteId : null;

  useEffect(() => {
    if (invitation.email) form.setFieldValue('email', invitation.email);
  }, [invitation.email, form]);

  const run = async (kind: Exclude<Busy, null>, task: () => Promise<void>) => {
    setError(null);
    setBusy(kind);
    try {
      await task();
    } catch (caught) {
      if (!isValidationFailure(caught)) setError(describeAuthError(caught, t));
    } finally {
      setBusy(null);
    }
  };

  const handleFinish = ({ firstName, lastName, email, password }: SignUpValues) =>
    run('password', async () => {
      // Solved first: a refused check must not leave an account behind without its terms.
      const proof = await botCheck('sign_up');
      await signUp({ firstName, lastName, email, password }, { sendVerification: !inviteId, returnPath });
      await completeSignUp({
        botCheck: proof,
        inviteId,
        target: keepReturnPath(ROUTES.waitingVerification.path),
      });
    });

  const handleGoogle = () =>
    run('google', async () => {
      await form.validateFields(['acceptTerms']);
      const proof = await botCheck('sign_up');
      await signInWithGoogle();
      await completeSignUp({ botCheck: proof, inviteId });
    });

  const handleEmailLink = () =>
    run('link', async () => {
      const { email } = await form.validateFields(['email', 'acceptTerms']);
      await sendSignInLink(email, finishLinkSignUpUrl(inviteId, returnPath));
      rememberTermsAccepted(email);
      setLinkSentTo(email.trim());
    });

  if (linkSentTo) {
    return (
      <Result
        status="success"
        title={t('Check your inbox')}
        subTitle={t('We sent a sign-up link to {{email}}. Open it to finish creating your account.', {
          email: linkSentTo,
        })}
        extra={<Link to={keepReturnPath(ROUTES.signIn.path)}>{t('Back to sign in')}</Link>}
      />
    );
  }

  return (
    <>
      <Typography.Title level={2}>{t('Create your account')}</Typography.Title>
      {invitation.email && (
        <Typography.Paragraph type="secondary">
          {t('You were invited to join an organisation. Create your account with the invited address.')}
        </Typography.Paragraph>
      )}
      {/* The spec's wording for an invitation that cannot be used (section 8). */}
      <AuthError message={invitation.failed ? t('Failed to validate the invitation') : null} />
      <AuthError message={error} />
      <Form<SignUpValues>
        form={form}
        name="sign-up"
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        disabled={invitation.loading}
      >
        <Flex gap={16}>
          <Form.Item
            label={t('First name')}
            name="firstName"
            style={{ flex: 1 }}
            rules={[FORM_RULES.required(t('First name'))]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            label={t('Last name')}
            name="lastName"
            style={{ flex: 1 }}
            rules={[FORM_RULES.required(t('Last name'))]}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Flex>
        <Form.Item label={t('E-mail')} name="email" rules={emailRules(t)}>
          <Input type="email" autoComplete="email" readOnly={!!invitation.email} />
        </Form.Item>
        <Form.Item label={t('Password')} name="password" rules={newPasswordRules(t)} hasFeedback>
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
        <Form.Item name="acceptTerms" valuePropName="checked" rules={termsRules(t)}>
          <Checkbox>{t('I accept the terms of service')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy === 'password'} disabled={!!busy}>
          {t('Create account')}
        </Button>
      </Form>
      <Divider plain>{t('or')}</Divider>
      <Flex vertical gap={12}>
        <Button
          block
          icon={<GoogleOutlined aria-hidden />}
          loading={busy === 'google'}
          disabled={!!busy}
          onClick={handleGoogle}
        >
          {t('Sign up with Google')}
        </Button>
        <Button block loading={busy === 'link'} disabled={!!busy} onClick={handleEmailLink}>
          {t('Send me a sign-up link')}
        </Button>
      </Flex>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        {t('Already have an account?')} <Link to={keepReturnPath(ROUTES.signIn.path)}>{t('Sign in')}</Link>
      </Typography.Paragraph>
    </>
  );
}
