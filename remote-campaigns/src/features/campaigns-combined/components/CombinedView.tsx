import { useQuery } from '@apollo/client/react';
import { failureMessage } from '@hearback/shared';
import { Alert, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { SentimentTrendChart } from '../../../components/SentimentTrendChart';
import { StatsSummary } from '../../../components/StatsSummary';
import type { CampaignStatsFieldsFragment } from '../../../gql/graphql';
import { useCampaignsTranslation } from '../../../i18n/translations';
import { formatCount, formatPercent } from '../../../lib/format';
import { statusLabel } from '../../../lib/labels';
import { CampaignChoicesQuery, CombinedStatsQuery } from '../api/combined-operations';

export const COMBINED_MAX = 10;

/** /campaigns/combined: several campaigns side by side, and their sums. */
export function CombinedView({ productId }: { productId: string }) {
  const { t } = useCampaignsTranslation();
  const [ids, setIds] = useState<string[]>([]);
  const choices = useQuery(CampaignChoicesQuery, { variables: { productId } });
  const combined = useQuery(CombinedStatsQuery, { variables: { ids }, skip: ids.length < 2 });
  const stats = combined.data?.combinedCampaignStats;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('Combined campaigns')}
      </Typography.Title>
      <Select<string[]>
        aria-label={t('Campaigns to compare')}
        mode="multiple"
        placeholder={t('Choose 2 to 10 campaigns')}
        maxCount={COMBINED_MAX}
        loading={choices.loading}
        value={ids}
        onChange={setIds}
        options={(choices.data?.campaigns ?? []).map((campaign) => ({
          value: campaign.id,
          label: `${campaign.name} (${statusLabel(t, campaign.status)})`,
        }))}
        style={{ maxWidth: 640 }}
      />
      {ids.length < 2 && (
        <Typography.Text type="secondary">{t('Choose at least two campaigns.')}</Typography.Text>
      )}
      {combined.error && <Alert type="error" showIcon title={failureMessage(combined.error)} />}
      {stats && (
        <>
          <Table<CampaignStatsFieldsFragment>
            rowKey="campaignId"
            pagination={false}
            dataSource={[...stats.campaigns, stats.total]}
            columns={[
              {
                key: 'name',
                title: t('Campaign'),
                // The server names the sums in English: the row is named here, in the screen's language.
                render: (_, row) => (row === stats.total ? t('All selected campaigns') : row.name),
              },
              { key: 'sent', title: t('Sent'), align: 'right', render: (_, row) => formatCount(row.sent) },
              {
                key: 'responses',
                title: t('Responses'),
                align: 'right',
                render: (_, row) => formatCount(row.responses),
              },
              {
                key: 'rate',
                title: t('Response rate'),
                align: 'right',
                render: (_, row) => formatPercent(row.responseRate),
              },
              {
                key: 'positive',
                title: t('Positive'),
                align: 'right',
                render: (_, row) => formatCount(row.sentiment.positive),
              },
              {
                key: 'neutral',
                title: t('Neutral'),
                align: 'right',
                render: (_, row) => formatCount(row.sentiment.neutral),
              },
              {
                key: 'negative',
                title: t('Negative'),
                align: 'right',
                render: (_, row) => formatCount(row.sentiment.negative),
              },
              {
                key: 'attention',
                title: t('Need attention'),
                align: 'right',
                render: (_, row) => formatCount(row.openAttentionItems),
              },
            ]}
          />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('Together')}
          </Typography.Title>
          <StatsSummary stats={stats.total} />
          <Card size="small" title={t('Sentiment per day')}>
            <SentimentTrendChart points={stats.total.trend} />
          </Card>
        </>
      )}
    </Flex>
  );
}
