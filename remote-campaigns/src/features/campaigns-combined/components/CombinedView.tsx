import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { SentimentTrendChart } from '../../../components/SentimentTrendChart';
import { StatsSummary } from '../../../components/StatsSummary';
import type { CampaignStatsFieldsFragment } from '../../../gql/graphql';
import { formatPercent } from '../../../lib/format';
import { CampaignChoicesQuery, CombinedStatsQuery } from '../api/combined-operations';

export const COMBINED_MAX = 10;

/** /campaigns/combined: several campaigns side by side, and their sums. */
export function CombinedView({ productId }: { productId: string }) {
  const [ids, setIds] = useState<string[]>([]);
  const choices = useQuery(CampaignChoicesQuery, { variables: { productId } });
  const combined = useQuery(CombinedStatsQuery, { variables: { ids }, skip: ids.length < 2 });
  const stats = combined.data?.combinedCampaignStats;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Combined campaigns
      </Typography.Title>
      <Select<string[]>
        aria-label="Campaigns to compare"
        mode="multiple"
        placeholder="Choose 2 to 10 campaigns"
        maxCount={COMBINED_MAX}
        loading={choices.loading}
        value={ids}
        onChange={setIds}
        options={(choices.data?.campaigns ?? []).map((campaign) => ({
          value: campaign.id,
          label: `${campaign.name} (${campaign.status})`,
        }))}
        style={{ maxWidth: 640 }}
      />
      {ids.length < 2 && <Typography.Text type="secondary">Choose at least two campaigns.</Typography.Text>}
      {combined.error && <Alert type="error" showIcon title={failureMessage(combined.error)} />}
      {stats && (
        <>
          <Table<CampaignStatsFieldsFragment>
            rowKey="campaignId"
            pagination={false}
            dataSource={[...stats.campaigns, stats.total]}
            columns={[
              { key: 'name', title: 'Campaign', render: (_, row) => row.name },
              { key: 'sent', title: 'Sent', align: 'right', render: (_, row) => row.sent },
              { key: 'responses', title: 'Responses', align: 'right', render: (_, row) => row.responses },
              {
                key: 'rate',
                title: 'Response rate',
                align: 'right',
                render: (_, row) => formatPercent(row.responseRate),
              },
              {
                key: 'positive',
                title: 'Positive',
                align: 'right',
                render: (_, row) => row.sentiment.positive,
              },
              { key: 'neutral', title: 'Neutral', align: 'right', render: (_, row) => row.sentiment.neutral },
              {
                key: 'negative',
                title: 'Negative',
                align: 'right',
                render: (_, row) => row.sentiment.negative,
              },
              {
                key: 'attention',
                title: 'Need attention',
                align: 'right',
                render: (_, row) => row.openAttentionItems,
              },
            ]}
          />
          <Typography.Title level={3} style={{ margin: 0 }}>
            Together
          </Typography.Title>
          <StatsSummary stats={stats.total} />
          <Card size="small" title="Sentiment per day">
            <SentimentTrendChart points={stats.total.trend} />
          </Card>
        </>
      )}
    </Flex>
  );
}
