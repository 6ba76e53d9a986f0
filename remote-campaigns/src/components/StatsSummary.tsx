import { Card, Flex, Progress, Statistic } from 'antd';
import type { CampaignStatsFieldsFragment } from '../gql/graphql';
import { formatPercent } from '../lib/format';
import { SENTIMENT_COLOURS } from './SentimentTrendChart';

/** Response rate and the sentiment distribution of one campaign (or of several, summed). */
export function StatsSummary({ stats }: { stats: CampaignStatsFieldsFragment }) {
  const scored = stats.sentiment.positive + stats.sentiment.neutral + stats.sentiment.negative;
  const share = (count: number) => (scored === 0 ? 0 : Math.round((count / scored) * 100));
  return (
    <Flex gap={16} wrap>
      <Card size="small">
        <Statistic title="Response rate" value={formatPercent(stats.responseRate)} />
      </Card>
      <Card size="small">
        <Statistic title="Responses" value={stats.responses} />
      </Card>
      <Card size="small">
        <Statistic title="Invitations sent" value={stats.sent} />
      </Card>
      <Card size="small">
        <Statistic title="Unsubscribed" value={stats.unsubscribed} />
      </Card>
      <Card size="small">
        <Statistic title="Need attention" value={stats.openAttentionItems} />
      </Card>
      <Card size="small" title="Sentiment" style={{ minWidth: 260 }}>
        {(['positive', 'neutral', 'negative'] as const).map((kind) => (
          <Flex key={kind} gap={8} align="center">
            <span style={{ width: 64, textTransform: 'capitalize' }}>{kind}</span>
            <Progress
              percent={share(stats.sentiment[kind])}
              strokeColor={SENTIMENT_COLOURS[kind]}
              format={() => `${stats.sentiment[kind]}`}
              aria-label={`${kind}: ${stats.sentiment[kind]}`}
            />
          </Flex>
        ))}
      </Card>
    </Flex>
  );
}
