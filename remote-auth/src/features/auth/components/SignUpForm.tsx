import { ROUTES } from '@hearback/shared';
import { Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type SignUpInput, signUp } from '../api/sign-up';
import { useEnterDashboard } from '../hooks/use-enter-dashboard';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';
import { confirmPasswordRules, emailRules, newPasswordRules } from './email-rules';

interface SignUpValues extends SignUpInput {
  confirmPassword: string;
  acceptTerms: boolean;
}

export function SignUpForm() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The waiting page signs out a visitor without a session, so go there once the session has the new user.
  const enterWaitingPage = useEnterDashboard(ROUTES.waitingVerification.path);

  const handleFinish = async ({ firstName, lastName, email, password }: SignUpValues) => {
    setError(null);
    setBusy(true);
    try {
      await signUp({ firstName, lastName, email, password });
      await enterWaitingPage();
    } catch (caught) {
      setError(describeAuthError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Title level={2}>Create your account</Typography.Title>
      <AuthError message={error} />
      <Form<SignUpValues> name="sign-up" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Flex gap={16}>
          <Form.Item
            label="First name"
            name="firstName"
            style={{ flex: 1 }}
            rules={[{ required: true, whitespace: true, message: 'Enter your first name.' }]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            label="Last name"
            name="lastName"
            style={{ flex: 1 }}
            rules={[{ required: true, whitespace: true, message: 'Enter your last name.' }]}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Flex>
        <Form.Item label="E-mail" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={newPasswordRules} hasFeedback>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={confirmPasswordRules('password')}
          hasFeedback
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="acceptTerms"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value: unknown) =>
                value
                  ? Promise.resolve()
                  : Promise.reject(new Error('Accept the terms to create an account.')),
            },
          ]}
        >
          <Checkbox>I accept the terms of service</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Create account
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 24, textAlign: 'center' }}>
        Already have an account? <Link to={ROUTES.signIn.path}>Sign in</Link>
      </Typography.Paragraph>
    </>
  );
}
