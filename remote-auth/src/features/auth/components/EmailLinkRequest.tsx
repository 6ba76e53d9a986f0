import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { emailLinkUrl } from '../api/continue-url';
import { sendSignInLink } from '../api/email-link-sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { describeAuthError } from '../lib/describe-auth-error';
import { AuthError } from './AuthError';
import { emailRules } from './email-rules';

/** Asks Firebase to e-mail a sign-in link that comes back to the dashboard's action handler. */
export function EmailLinkRequest({ onCancel }: { onCancel: () => void }) {
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
      setError(describeAuthError(caught));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title="Check your inbox"
        subTitle={`We sent a sign-in link to ${sentTo}. Open it in this browser to sign in.`}
        extra={<Button onClick={onCancel}>Back to sign in</Button>}
      />
    );
  }

  return (
    <>
      <AuthError message={error} />
      <Form name="email-link-request" layout="vertical" requiredMark={false} onFinish={handleFinish}>
        <Form.Item label="E-mail" name="email" rules={emailRules}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Send sign-in link
        </Button>
      </Form>
      <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
        Sign in with a password instead
      </Button>
    </>
  );
}
