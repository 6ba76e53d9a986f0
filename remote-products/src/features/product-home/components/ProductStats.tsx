import { useQuery } from '@apollo/client/react';
import { buildPath, currentDashboardLanguage, failureMessage } from '@hearback/shared';
import { Alert, Card, Flex, Skeleton, Statistic, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { ProductStatsQuery as ProductStatsResult } from '../../../gql/graphql';
import { useProductsTranslation } from '../../../i18n/translations';
import { SENTIMENT_COLOURS, sentimentLabel } from '../../recordings/lib/recording-labels';
import { ProductStatsQuery } from '../api/product-stats-query';
import { formatSentiment } from '../lib/insights';
import { userTimeZone } from '../lib/time-zone';
import { SentimentOverTime, TopThemes } from './ProductInsights';

const ResponsesChart = lazy(() => import('./ResponsesChart'));

type Latest = ProductStatsResult['productStats']['latestRecordings'][number];

const formatDateTime = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(currentDashboardLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
};

/**
 * The product's feedback at a glance: last 30 days, sentiment (and per week), themes, who reviews,
 * the newest recordings.
 */
export function ProductStats({ productId }: { productId: string }) {
  const { t } = useProductsTranslation();
  const summary = (recording: Latest) =>
    recording.text ??
    recording.transcript ??
    (recording.phoneNumber
      ? t('Call back {{phoneNumber}}', { phoneNumber: recording.phoneNumber })
      : recording.audio
        ? t('Voice message')
        : '');
  const { data, loading, error } = useQuery(ProductStatsQuery, {
    variables: { productId, timeZone: userTimeZone() },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Skeleton active />;
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('The feedback figures could not be loaded.')}
        description={failureMessage(error)}
      />
    );
  }
  if (!data) return null;
  const stats = data.productStats;
  const recordingsPath = buildPath('recordings', { productId });
  return (
    <Flex vertical gap={16}>
      <Flex gap={16}>
        <div style={{ flex: 1 }}>
          <Card size="small">
            <Statistic title={t('Responses (30 days)')} value={stats.totalResponses} />
          </Card>
        </div>
        <div style={{ flex: 1 }}>
          <Card size="small">
            <Statistic
              title={t('Average sentiment (30 days)')}
              value={stats.averageSentiment ?? undefined}
              // One text, not antd's split integer and decimal parts: read and found as one figure.
              formatter={() => formatSentiment(stats.averageSentiment)}
            />
            <Typography.Text type="secondary">
              {t('All time: {{average}}', { average: formatSentiment(stats.overallAverageSentiment) })}
            </Typography.Text>
          </Card>
        </div>
        <div style={{ flex: 1 }}>
          <Card size="small">
            <Statistic title={t('To review')} value={stats.unreviewedCount} />
          </Card>
        </div>
        <div style={{ flex: 1 }}>
          <Card size="small">
            <Statistic title={t('Review users')} value={stats.reviewUserCount} />
          </Card>
        </div>
      </Flex>
      <Card size="small" title={t('Responses over time')}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
          <ResponsesChart days={stats.responsesPerDay} />
        </Suspense>
      </Card>
      <Card size="small" title={t('Sentiment')}>
        <Flex gap={8} wrap aria-label={t('Responses by sentiment')}>
          {stats.sentimentCounts.map(({ label, count }) => (
            <Tag key={label} color={SENTIMENT_COLOURS[label]}>
              {sentimentLabel(label)}: {count}
            </Tag>
          ))}
        </Flex>
      </Card>
      <SentimentOverTime productId={productId} />
      <TopThemes productId={productId} />
      <Card
        size="small"
        title={t('Latest recordings')}
        extra={<Link to={recordingsPath}>{t('See all recordings')}</Link>}
      >
        {stats.latestRecordings.length === 0 ? (
          <Typography.Text type="secondary">
            {t('No recordings yet. Install the widget to start hearing from visitors.')}
          </Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {stats.latestRecordings.map((recording) => (
              <li key={recording.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Flex justify="space-between" align="center" gap={12}>
                  <Flex vertical>
                    <Typography.Text strong>{formatDateTime(recording.createdAt)}</Typography.Text>
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 640 }}>
                      {summary(recording) || recording.contact.name || recording.contact.email}
                    </Typography.Text>
                  </Flex>
                  {recording.sentimentLabel && (
                    <Tag color={SENTIMENT_COLOURS[recording.sentimentLabel]}>
                      {sentimentLabel(recording.sentimentLabel)}
                    </Tag>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Flex>
  );
}
