import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Input, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { PublicPageLanguage, usePageLanguage, usePageTitle } from '../../../i18n/page-language';
import { PageProblem } from '../../public-page/components/PageProblem';
import { PublicPage } from '../../public-page/components/PublicPage';
import { errorCodeOf } from '../../public-page/lib/query-problem';
import {
  CampaignInvitationQuery,
  SubmitCampaignResponseMutation,
  UnsubscribeFromCampaignMutation,
} from '../api/campaign-invitation-operations';

export const ANSWER_MAX = 5000;

/**
 * /feedback?invitation=<token>: the page a campaign's e-mail links to. The contact answers the
 * campaign's questions (or leaves a few words), once; `&unsubscribe=1` offers to stop the mail.
 * The mail names its language in the link (`&lang=`) when the product has a default one.
 */
export function CampaignResponsePage(props: CampaignResponseProps) {
  return (
    <PublicPageLanguage>
      <CampaignResponse {...props} />
    </PublicPageLanguage>
  );
}

interface CampaignResponseProps {
  token: string;
  unsubscribe: boolean;
}

function CampaignResponse({ token, unsubscribe }: CampaignResponseProps) {
  const { t, problem: problemOf } = usePageLanguage();
  usePageTitle(t('title.feedback'));
  const { data, loading, error, refetch } = useQuery(CampaignInvitationQuery, { variables: { token } });
  const [submit, submitting] = useMutation(SubmitCampaignResponseMutation);
  const [leave, leaving] = useMutation(UnsubscribeFromCampaignMutation);
  const [text, setText] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const [left, setLeft] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (loading && !data) {
    return (
      <PublicPage>
        <Skeleton active />
      </PublicPage>
    );
  }
  if (error || !data) {
    const notFound = errorCodeOf(error).code === 'NOT_FOUND';
    return (
      <PublicPage>
        <PageProblem
          status={notFound ? '404' : 'error'}
          title={notFound ? t('campaign.linkBroken') : t('campaign.failed')}
          message={problemOf(error)}
          onRetry={notFound ? undefined : () => void refetch()}
        />
      </PublicPage>
    );
  }
  const invitation = data.campaignInvitation;
  const title = invitation.campaignName;
  const subtitle = `${invitation.organisationName} · ${invitation.productName}`;

  if (unsubscribe || left) {
    return (
      <PublicPage title={title} subtitle={subtitle}>
        {left || invitation.unsubscribed ? (
          <Result
            status="success"
            title={t('campaign.unsubscribed')}
            subTitle={t('campaign.unsubscribedHelp')}
          />
        ) : (
          <Card>
            <Flex vertical gap={12}>
              <Typography.Text>
                {t('campaign.unsubscribeQuestion', { campaign: invitation.campaignName })}
              </Typography.Text>
              <Button
                type="primary"
                loading={leaving.loading}
                onClick={async () => {
                  try {
                    await leave({ variables: { token } });
                    setLeft(true);
                  } catch (failure) {
                    setProblem(problemOf(failure));
                  }
                }}
              >
                {t('campaign.unsubscribe')}
              </Button>
              {problem && <Alert type="error" showIcon title={problem} />}
            </Flex>
          </Card>
        )}
      </PublicPage>
    );
  }

  if (sent || invitation.answered) {
    return (
      <PublicPage title={title} subtitle={subtitle}>
        <Result status="success" title={t('campaign.thanks')} subTitle={t('campaign.thanksHelp')} />
      </PublicPage>
    );
  }
  if (!invitation.open) {
    return (
      <PublicPage title={title} subtitle={subtitle}>
        <PageProblem title={t('campaign.notOpen')} message={t('problem.campaignClosed')} />
      </PublicPage>
    );
  }

  const asksQuestions = invitation.questions.length > 0;
  const send = async () => {
    setProblem(null);
    try {
      await submit({
        variables: {
          token,
          input: {
            text: text.trim() || null,
            answers: invitation.questions
              .map((question) => ({ questionId: question.id, text: (answers[question.id] ?? '').trim() }))
              .filter((answer) => answer.text !== ''),
          },
        },
      });
      setSent(true);
    } catch (failure) {
      setProblem(problemOf(failure));
    }
  };

  return (
    <PublicPage title={title} subtitle={subtitle}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{invitation.message}</Typography.Paragraph>
      <Card>
        <Flex vertical gap={12}>
          {invitation.questions.map((question, index) => (
            <Flex key={question.id} vertical gap={4}>
              <label htmlFor={`answer-${question.id}`}>{question.text}</label>
              <Input.TextArea
                id={`answer-${question.id}`}
                rows={3}
                maxLength={ANSWER_MAX}
                autoFocus={index === 0}
                value={answers[question.id] ?? ''}
                onChange={(event) =>
                  setAnswers((current) => ({ ...current, [question.id]: event.target.value }))
                }
              />
            </Flex>
          ))}
          <label htmlFor="campaign-response-text">
            {asksQuestions ? t('campaign.anythingElse') : t('campaign.yourFeedback')}
          </label>
          <Input.TextArea
            id="campaign-response-text"
            rows={4}
            maxLength={ANSWER_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {problem && <Alert type="error" showIcon title={problem} />}
          <Button type="primary" loading={submitting.loading} onClick={send}>
            {t('campaign.send')}
          </Button>
        </Flex>
      </Card>
    </PublicPage>
  );
}
