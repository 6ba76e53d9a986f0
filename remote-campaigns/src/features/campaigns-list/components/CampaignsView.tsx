import { BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Flex, Select, Table, type TableProps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CampaignRowFragment, CampaignSource, CampaignStatus } from '../../../gql/graphql';
import { formatDateTime, SOURCE_LABELS, STATUS_COLOURS } from '../../../lib/format';
import { CampaignsQuery } from '../api/campaigns-query';

const STATUS_FILTERS: { value: CampaignStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...(['Draft', 'Scheduled', 'Running', 'Paused', 'Finished'] as const).map((value) => ({
    value,
    label: value,
  })),
];
const SOURCE_FILTERS: { value: CampaignSource | 'all'; label: string }[] = [
  { value: 'all', label: 'All sources' },
  ...(['Email', 'Widget', 'Link'] as const).map((value) => ({ value, label: SOURCE_LABELS[value]! })),
];

export const DEFAULT_PAGE_SIZE = 20;

/** /campaigns: the product's campaigns, paged and filtered by the server. */
export function CampaignsView({ productId }: { productId: string }) {
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

  const columns: TableProps<CampaignRowFragment>['columns'] = [
    {
      key: 'name',
      title: 'Name',
      render: (_, campaign) => (
        <Link to={buildPath('campaign', { productId, id: campaign.id })}>{campaign.name}</Link>
      ),
    },
    { key: 'source', title: 'Source', render: (_, campaign) => SOURCE_LABELS[campaign.source] },
    {
      key: 'status',
      title: 'Status',
      render: (_, campaign) => <Tag color={STATUS_COLOURS[campaign.status]}>{campaign.status}</Tag>,
    },
    { key: 'segment', title: 'Segment', render: (_, campaign) => campaign.segmentName ?? '–' },
    { key: 'startsAt', title: 'Starts', render: (_, campaign) => formatDateTime(campaign.startsAt) },
    ...(isAdmin
      ? [
          {
            key: 'schedule',
            title: '',
            render: (_: unknown, campaign: CampaignRowFragment) =>
              campaign.status === 'Finished' ? null : (
                <Link to={buildPath('campaignSchedule', { productId, id: campaign.id })}>Schedule</Link>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Campaigns
        </Typography.Title>
        <Flex gap={8}>
          <Button
            icon={<BarChartOutlined aria-hidden />}
            onClick={() => navigate(buildPath('campaignsCombined', { productId }))}
          >
            Compare
          </Button>
          {isAdmin && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(buildPath('campaignCreate', { productId }))}
            >
              New campaign
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap={12}>
        <Select<CampaignStatus | 'all'>
          aria-label="Filter by status"
          value={status}
          options={STATUS_FILTERS}
          style={{ width: 180 }}
          onChange={(value) => {
            setStatus(value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
        />
        <Select<CampaignSource | 'all'>
          aria-label="Filter by source"
          value={source}
          options={SOURCE_FILTERS}
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
        locale={{ emptyText: isAdmin ? 'No campaigns yet: create one.' : 'No campaigns yet.' }}
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
