import { Card, Flex, Progress, Statistic } from 'antd';
import type { CampaignStatsFieldsFragment } from '../gql/graphql';
import { type CampaignsT, useCampaignsTranslation } from '../i18n/translations';
import { formatCount, formatPercent } from '../lib/format';
import { sentimentLabel } from '../lib/labels';
import { SENTIMENT_COLOURS, type Sentiment } from './SentimentTrendChart';

const count = (value: number | string) => formatCount(Number(value));

const LABEL_OF = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;

function sentimentCount(t: CampaignsT, kind: Sentiment, responses: number): string {
  const value = formatCount(responses);
  switch (kind) {
    case 'positive':
      return t('positive: {{value}}', { value });
    case 'neutral':
      return t('neutral: {{value}}', { value });
    case 'negative':
      return t('negative: {{value}}', { value });
  }
}

/** Response rate and the sentiment distribution of one campaign (or of several, summed). */
export function StatsSummary({ stats }: { stats: CampaignStatsFieldsFragment }) {
  const { t } = useCampaignsTranslation();
  const scored = stats.sentiment.positive + stats.sentiment.neutral + stats.sentiment.negative;
  const share = (value: number) => (scored === 0 ? 0 : Math.round((value / scored) * 100));
  return (
    <Flex gap={16} wrap>
      <Card size="small">
        <Statistic title={t('Response rate')} value={formatPercent(stats.responseRate)} />
      </Card>
      <Card size="small">
        <Statistic title={t('Responses')} value={stats.responses} formatter={count} />
      </Card>
      <Card size="small">
        <Statistic title={t('Invitations sent')} value={stats.sent} formatter={count} />
      </Card>
      <Card size="small">
        <Statistic title={t('Unsubscribed')} value={stats.unsubscribed} formatter={count} />
      </Card>
      <Card size="small">
        <Statistic title={t('Need attention')} value={stats.openAttentionItems} formatter={count} />
      </Card>
      <Card size="small" title={t('Sentiment')} style={{ minWidth: 260 }}>
        {(['positive', 'neutral', 'negative'] as const).map((kind) => (
          <Flex key={kind} gap={8} align="center">
            <span style={{ width: 64 }}>{sentimentLabel(t, LABEL_OF[kind])}</span>
            <Progress
              percent={share(stats.sentiment[kind])}
              strokeColor={SENTIMENT_COLOURS[kind]}
              format={() => formatCount(stats.sentiment[kind])}
              aria-label={sentimentCount(t, kind, stats.sentiment[kind])}
            />
          </Flex>
        ))}
      </Card>
    </Flex>
  );
}
