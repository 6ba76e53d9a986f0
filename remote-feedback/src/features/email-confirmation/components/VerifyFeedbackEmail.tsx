import { useMutation } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageProblem } from '../../public-page/components/PageProblem';
import { PublicPage } from '../../public-page/components/PublicPage';
import { errorCodeOf } from '../../public-page/lib/query-problem';
import { ResendFeedbackEmailVerificationMutation } from '../api/resend-feedback-email-verification-mutation';
import { VerifyFeedbackEmailMutation } from '../api/verify-feedback-email-mutation';
import { formatExpiry } from '../lib/format-expiry';

/**
 * `/feedback/verify?token=…`, opened from the mail a visitor asked for on a feedback page: the
 * link's token confirms their address at once. An expired link can ask for a new one.
 */
export function VerifyFeedbackEmail() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <PublicPage>{token ? <ConfirmToken token={token} /> : <MissingToken />}</PublicPage>;
}

function MissingToken() {
  return (
    <PageProblem
      status="error"
      title="This link is incomplete"
      message="Open the confirmation link exactly as it is in the e-mail; its end may have been cut off."
    />
  );
}

function ConfirmToken({ token }: { token: string }) {
  const [verify, { data, error }] = useMutation(VerifyFeedbackEmailMutation);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also when a development render runs effects twice; confirming is idempotent anyway.
    if (asked.current === token) return;
    asked.current = token;
    verify({ variables: { token } }).catch(() => {
      // Shown from the mutation's error state.
    });
  }, [token, verify]);

  const confirmed = data?.verifyFeedbackEmail;
  if (confirmed) {
    return (
      <Result
        status="success"
        title="Your e-mail address is confirmed"
        subTitle={`Thank you. ${confirmed.organisationName} now knows that ${confirmed.email} is yours.`}
      />
    );
  }
  if (error) {
    const { reason, code } = errorCodeOf(error);
    if (reason === 'EXPIRED_LINK') return <ExpiredLink token={token} />;
    return (
      <PageProblem
        status="error"
        title={
          reason === 'INVALID_LINK' || code === 'NOT_FOUND'
            ? 'This link does not work'
            : 'Something went wrong'
        }
        message={failureMessage(error)}
      />
    );
  }
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 48 }}>
      <Spin size="large" />
      <Typography.Text>Confirming your e-mail address…</Typography.Text>
    </Flex>
  );
}

function ExpiredLink({ token }: { token: string }) {
  const [resend, { data, loading, error }] = useMutation(ResendFeedbackEmailVerificationMutation);
  const sent = data?.resendFeedbackEmailVerification;
  return (
    <Result
      status="warning"
      title="This link has expired"
      subTitle="Confirmation links work for 24 hours. We can send you a new one."
      extra={
        sent ? (
          <Alert
            type="success"
            showIcon
            title="Check your inbox"
            description={`We sent a new link to ${sent.email}. It works until ${formatExpiry(sent.expiresAt)}.`}
          />
        ) : (
          <Flex vertical gap={12} align="center">
            {error && <Alert type="error" showIcon title={failureMessage(error)} />}
            <Button
              type="primary"
              loading={loading}
              onClick={() => {
                resend({ variables: { token } }).catch(() => {
                  // Shown from the mutation's error state.
                });
              }}
            >
              Send me a new link
            </Button>
          </Flex>
        )
      }
    />
  );
}
