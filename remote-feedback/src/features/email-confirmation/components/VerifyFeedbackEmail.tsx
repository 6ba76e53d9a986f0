import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PublicPageLanguage, usePageLanguage, usePageTitle } from '../../../i18n/page-language';
import { PageProblem } from '../../public-page/components/PageProblem';
import { PublicPage } from '../../public-page/components/PublicPage';
import { errorCodeOf } from '../../public-page/lib/query-problem';
import { ResendFeedbackEmailVerificationMutation } from '../api/resend-feedback-email-verification-mutation';
import { VerifyFeedbackEmailMutation } from '../api/verify-feedback-email-mutation';

/**
 * `/feedback/verify?token=…`, opened from the mail a visitor asked for on a feedback page: the
 * link's token confirms their address at once. An expired link can ask for a new one. The mail
 * names its own language in the link (`&lang=`), so the page speaks it too.
 */
export function VerifyFeedbackEmail() {
  return (
    <PublicPageLanguage>
      <VerifyFeedbackEmailOfLink />
    </PublicPageLanguage>
  );
}

function VerifyFeedbackEmailOfLink() {
  const [params] = useSearchParams();
  const { t } = usePageLanguage();
  usePageTitle(t('title.confirmEmail'));
  const token = params.get('token')?.trim() ?? '';
  return <PublicPage>{token ? <ConfirmToken token={token} /> : <MissingToken />}</PublicPage>;
}

function MissingToken() {
  const { t } = usePageLanguage();
  return <PageProblem status="error" title={t('confirm.incomplete')} message={t('confirm.incompleteHelp')} />;
}

function ConfirmToken({ token }: { token: string }) {
  const { t, problem } = usePageLanguage();
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
        title={t('confirm.confirmed')}
        subTitle={t('confirm.confirmedHelp', {
          organisation: confirmed.organisationName,
          email: confirmed.email,
        })}
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
          reason === 'INVALID_LINK' || code === 'NOT_FOUND' ? t('confirm.linkBroken') : t('confirm.failed')
        }
        message={problem(error)}
      />
    );
  }
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 48 }}>
      <Spin size="large" />
      <Typography.Text>{t('confirm.confirming')}</Typography.Text>
    </Flex>
  );
}

function ExpiredLink({ token }: { token: string }) {
  const { t, problem, dateTime } = usePageLanguage();
  const [resend, { data, loading, error }] = useMutation(ResendFeedbackEmailVerificationMutation);
  const sent = data?.resendFeedbackEmailVerification;
  return (
    <Result
      status="warning"
      title={t('confirm.expired')}
      subTitle={t('confirm.expiredHelp')}
      extra={
        sent ? (
          <Alert
            type="success"
            showIcon
            title={t('confirm.checkInbox')}
            description={t('confirm.resent', { email: sent.email, expiry: dateTime(sent.expiresAt) })}
          />
        ) : (
          <Flex vertical gap={12} align="center">
            {error && <Alert type="error" showIcon title={problem(error)} />}
            <Button
              type="primary"
              loading={loading}
              onClick={() => {
                resend({ variables: { token } }).catch(() => {
                  // Shown from the mutation's error state.
                });
              }}
            >
              {t('confirm.resend')}
            </Button>
          </Flex>
        )
      }
    />
  );
}
