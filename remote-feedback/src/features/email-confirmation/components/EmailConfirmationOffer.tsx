import { useMutation } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { SendFeedbackEmailVerificationMutation } from '../api/send-feedback-email-verification-mutation';
import { formatExpiry } from '../lib/format-expiry';

export interface EmailConfirmationOfferProps {
  /** The widget key, product and submission id of the feedback just sent. */
  widgetKey: string;
  productId: string;
  submissionId: string;
  email: string;
  organisationName: string;
}

/**
 * After a feedback with an e-mail address: the visitor may ask for a link that confirms the
 * address is theirs. Asked, not sent unasked, so nobody's inbox gets mail they did not want.
 */
export function EmailConfirmationOffer({
  widgetKey,
  productId,
  submissionId,
  email,
  organisationName,
}: EmailConfirmationOfferProps) {
  const [send, { data, loading, error }] = useMutation(SendFeedbackEmailVerificationMutation);
  const sent = data?.sendFeedbackEmailVerification;

  if (sent) {
    return (
      <Alert
        type="success"
        showIcon
        title="Check your inbox"
        description={`We sent a confirmation link to ${sent.email}. It works until ${formatExpiry(sent.expiresAt)}.`}
      />
    );
  }
  return (
    <Card size="small" title="Confirm your e-mail address?">
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>
          We can send a link to {email}, so that {organisationName} knows the address is yours and can reply.
        </Typography.Text>
        {error && <Alert type="error" showIcon title={failureMessage(error)} />}
        <Button
          type="primary"
          loading={loading}
          onClick={() => {
            send({ variables: { key: widgetKey, productId, submissionId } }).catch(() => {
              // Shown from the mutation's error state.
            });
          }}
        >
          Send me a confirmation link
        </Button>
      </Flex>
    </Card>
  );
}
