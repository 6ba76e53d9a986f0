import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Flex, Select, Table, type TableProps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CampaignRowFragment, CampaignSource, CampaignStatus } from '../../../gql/graphql';
import { useCampaignsTranslation } from '../../../i18n/translations';
import { formatDateTime, STATUS_COLOURS } from '../../../lib/format';
import { CAMPAIGN_SOURCES, CAMPAIGN_STATUSES, sourceLabel, statusLabel } from '../../../lib/labels';
import { CampaignsQuery } from '../api/campaigns-query';

export const DEFAULT_PAGE_SIZE = 20;

/** /campaigns: the product's campaigns, paged and filtered by the server. */
export function CampaignsView({ productId }: { productId: string }) {
  const { t } = useCampaignsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CampaignStatus | 'all'>('all');
  const [source, setSource] = useState<CampaignSource | 'all'>('all');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });

  const filter = {
    ...(status === 'all' ? {} : { status }),
    ...(source === 'all' ? {} : { source }),
  };
  const { data, previousData, loading, error } = useQuery(CampaignsQuery, {
    variables: { productId, paging: { limit: page.size, offset: (page.current - 1) * page.size }, filter },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;

  const statusFilters: { value: CampaignStatus | 'all'; label: string }[] = [
    { value: 'all', label: t('All statuses') },
    ...CAMPAIGN_STATUSES.map((value) => ({ value, label: statusLabel(t, value) })),
  ];
  const sourceFilters: { value: CampaignSource | 'all'; label: string }[] = [
    { value: 'all', label: t('All sources') },
    ...CAMPAIGN_SOURCES.map((value) => ({ value, label: sourceLabel(t, value) })),
  ];

  const columns: TableProps<CampaignRowFragment>['columns'] = [
    {
      key: 'name',
      title: t('Name'),
      render: (_, campaign) => (
        <Link to={buildPath('campaign', { productId, id: campaign.id })}>{campaign.name}</Link>
      ),
    },
    { key: 'source', title: t('Source'), render: (_, campaign) => sourceLabel(t, campaign.source) },
    {
      key: 'status',
      title: t('Status'),
      render: (_, campaign) => (
        <Tag color={STATUS_COLOURS[campaign.status]}>{statusLabel(t, campaign.status)}</Tag>
      ),
    },
    { key: 'segment', title: t('Segment'), render: (_, campaign) => campaign.segmentName ?? '–' },
    { key: 'startsAt', title: t('Starts'), render: (_, campaign) => formatDateTime(campaign.startsAt) },
    ...(isAdmin
      ? [
          {
            key: 'schedule',
            title: '',
            render: (_: unknown, campaign: CampaignRowFragment) =>
              campaign.status === 'Finished' ? null : (
                <Link to={buildPath('campaignSchedule', { productId, id: campaign.id })}>
                  {t('Schedule')}
                </Link>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Campaigns')}
        </Typography.Title>
        <Flex gap={8}>
          <Button
            icon={<BarChartOutlined aria-hidden />}
            onClick={() => navigate(buildPath('campaignsCombined', { productId }))}
          >
            {t('Compare')}
          </Button>
          {isAdmin && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(buildPath('campaignCreate', { productId }))}
            >
              {t('New campaign')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap={12}>
        <Select<CampaignStatus | 'all'>
          aria-label={t('Filter by status')}
          value={status}
          options={statusFilters}
          style={{ width: 180 }}
          onChange={(value) => {
            setStatus(value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <Select<CampaignSource | 'all'>
          aria-label={t('Filter by source')}
          value={source}
          options={sourceFilters}
          style={{ width: 180 }}
          onChange={(value) => {
            setSource(value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
      </Flex>
      <Table<CampaignRowFragment>
        rowKey="id"
        columns={columns}
        dataSource={shown?.campaigns ?? []}
        loading={loading}
        locale={{ emptyText: isAdmin ? t('No campaigns yet: create one.') : t('No campaigns yet.') }}
        onChange={(pagination) =>
          setPage({ current: pagination.current ?? 1, size: pagination.pageSize ?? DEFAULT_PAGE_SIZE })
        }
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: shown?.countCampaigns ?? 0,
          showSizeChanger: true,
        }}
      />
    </Flex>
  );
}
