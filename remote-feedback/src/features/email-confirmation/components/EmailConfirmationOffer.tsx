import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { usePageLanguage } from '../../../i18n/page-language';
import { SendFeedbackEmailVerificationMutation } from '../api/send-feedback-email-verification-mutation';

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
  const { t, problem, dateTime } = usePageLanguage();
  const [send, { data, loading, error }] = useMutation(SendFeedbackEmailVerificationMutation);
  const sent = data?.sendFeedbackEmailVerification;

  if (sent) {
    return (
      <Alert
        type="success"
        showIcon
        title={t('confirm.checkInbox')}
        description={t('confirm.sent', { email: sent.email, expiry: dateTime(sent.expiresAt) })}
      />
    );
  }
  return (
    <Card size="small" title={t('confirm.offerTitle')}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{t('confirm.offer', { email, organisation: organisationName })}</Typography.Text>
        {error && <Alert type="error" showIcon title={problem(error)} />}
        <Button
          type="primary"
          loading={loading}
          onClick={() => {
            send({ variables: { key: widgetKey, productId, submissionId } }).catch(() => {
              // Shown from the mutation's error state.
            });
          }}
        >
          {t('confirm.send')}
        </Button>
      </Flex>
    </Card>
  );
}
