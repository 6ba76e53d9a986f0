import { SoundOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { AudioPlayer, buildPath, failureMessage, useSession } from '@hearback/shared';
import { Alert, Button, Card, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SentimentTrendChart } from '../../../components/SentimentTrendChart';
import { StatsSummary } from '../../../components/StatsSummary';
import type { CampaignResultsQuery as Results } from '../../../gql/graphql';
import { type CampaignsT, useCampaignsTranslation } from '../../../i18n/translations';
import { formatCount, formatDateTime, STATUS_COLOURS } from '../../../lib/format';
import { sentimentLabel, sourceLabel, statusLabel } from '../../../lib/labels';
import { CampaignResultsQuery } from '../api/results-operations';

type Response = Results['campaignResponses'][number];

const SENTIMENT_TAG: Record<string, string> = { Positive: 'green', Neutral: 'default', Negative: 'red' };
const PAGE_SIZE = 20;

/** What the contact said: their text, and each answer under its question. */
const wordsOf = (t: CampaignsT, response: Response) => (
  <Flex vertical>
    {response.text && <Typography.Text>{response.text}</Typography.Text>}
    {response.transcript && <Typography.Text italic>{response.transcript}</Typography.Text>}
    {response.answers.map((answer) => (
      <Typography.Text key={answer.questionId}>
        <Typography.Text type="secondary">{answer.question ?? t('Question')}: </Typography.Text>
        {answer.answer}
      </Typography.Text>
    ))}
  </Flex>
);

/** /campaigns/{id}: response rate, sentiment distribution and trend, and the responses. */
export function CampaignResultsView({ productId, id }: { productId: string; id: string }) {
  const { t } = useCampaignsTranslation();
  const { isAdmin } = useSession();
  const [page, setPage] = useState(1);
  // Players open one at a time on request: each asks for a signed URL and loads its file.
  const [listening, setListening] = useState<string[]>([]);
  const { data, previousData, loading, error } = useQuery(CampaignResultsQuery, {
    variables: { id, paging: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  if (loading && !shown) return <Skeleton active />;
  if (error && !shown) return <Alert type="error" showIcon title={failureMessage(error)} />;
  if (!shown) return null;
  const { campaign, campaignStats } = shown;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={8} align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {campaign.name}
          </Typography.Title>
          <Tag color={STATUS_COLOURS[campaign.status]}>{statusLabel(t, campaign.status)}</Tag>
          <Tag>{sourceLabel(t, campaign.source)}</Tag>
        </Flex>
        <Flex gap={8}>
          <Link to={buildPath('campaignAttention', { productId, id })}>
            <Button danger={campaignStats.openAttentionItems > 0}>
              {t('Attention recommended ({{open}})', { open: formatCount(campaignStats.openAttentionItems) })}
            </Button>
          </Link>
          {isAdmin && (
            <Link to={buildPath('campaignSchedule', { productId, id })}>
              <Button>{t('Schedule')}</Button>
            </Link>
          )}
        </Flex>
      </Flex>
      <StatsSummary stats={campaignStats} />
      <Card size="small" title={t('Sentiment per day')}>
        {campaignStats.trend.length === 0 ? (
          <Typography.Text type="secondary">{t('No responses yet.')}</Typography.Text>
        ) : (
          <SentimentTrendChart points={campaignStats.trend} />
        )}
      </Card>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('Responses')}
      </Typography.Title>
      <Table<Response>
        rowKey="id"
        dataSource={shown.campaignResponses}
        loading={loading}
        locale={{ emptyText: t('No responses yet.') }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: shown.countCampaignResponses }}
        expandable={{
          expandedRowKeys: listening,
          showExpandColumn: false,
          rowExpandable: (response) => response.audio != null,
          // The table keeps a collapsed row's content: render the player only while it is open, so
          // that closing it stops the sound.
          expandedRowRender: (response) =>
            response.audio && listening.includes(response.id) ? (
              <AudioPlayer recordingId={response.id} durationMs={response.audio.durationMs} />
            ) : null,
        }}
        columns={[
          {
            key: 'contact',
            title: t('Contact'),
            render: (_, response) => response.contact.name ?? response.contact.email ?? '–',
          },
          { key: 'words', title: t('Response'), render: (_, response) => wordsOf(t, response) },
          {
            key: 'voice',
            title: t('Voice'),
            render: (_, response) => {
              if (!response.audio) return null;
              const open = listening.includes(response.id);
              return (
                <Button
                  icon={<SoundOutlined aria-hidden />}
                  aria-expanded={open}
                  onClick={() => setListening(open ? [] : [response.id])}
                >
                  {open ? t('Hide player') : t('Listen')}
                </Button>
              );
            },
          },
          {
            key: 'sentiment',
            title: t('Sentiment'),
            render: (_, response) =>
              response.sentimentLabel ? (
                <Tag color={SENTIMENT_TAG[response.sentimentLabel]}>
                  {sentimentLabel(t, response.sentimentLabel)}
                </Tag>
              ) : (
                '–'
              ),
          },
          {
            key: 'createdAt',
            title: t('Received'),
            render: (_, response) => formatDateTime(response.createdAt),
          },
        ]}
      />
    </Flex>
  );
}
