import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { buildPath, failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Flex, Input, Select, Table, type TableProps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SegmentKind, SegmentRowFragment } from '../../../gql/graphql';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { formatCount, formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SegmentsQuery } from '../api/segments-query';
import {
  INITIAL_SEGMENTS_STATE,
  type SegmentsTableState,
  segmentsVariables,
} from '../lib/segments-variables';
import { CreateSegmentModal } from './CreateSegmentModal';

export const SEARCH_DEBOUNCE_MS = 300;

/** /segments: the product's segments with their sizes, paged, sorted and searched by the server. */
export function SegmentsView({ productId }: { productId: string }) {
  const { t } = useSegmentsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [state, setState] = useState<SegmentsTableState>(INITIAL_SEGMENTS_STATE);
  const [searchText, setSearchText] = useState('');
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);

  useEffect(
    () =>
      setState((current) =>
        current.search === settledSearch ? current : { ...current, search: settledSearch, page: 1 },
      ),
    [settledSearch],
  );

  const { data, previousData, loading, error } = useQuery(SegmentsQuery, {
    variables: segmentsVariables(productId, state),
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;

  const order = (field: 'name' | 'createdAt') =>
    state.sort.field === field ? (state.sort.direction === 'ASC' ? 'ascend' : 'descend') : null;

  const columns: TableProps<SegmentRowFragment>['columns'] = [
    {
      key: 'name',
      title: t('Name'),
      sorter: true,
      sortOrder: order('name'),
      render: (_, segment) => (
        <Flex vertical>
          <Link to={buildPath('segment', { productId, id: segment.id })}>{segment.name}</Link>
          {segment.description && <Typography.Text type="secondary">{segment.description}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('Kind'),
      render: (_, segment) => (
        <Tag color={segment.kind === 'Dynamic' ? 'blue' : 'default'}>
          {segment.kind === 'Dynamic' ? t('Dynamic') : t('Static')}
        </Tag>
      ),
    },
    { key: 'size', title: t('Contacts'), align: 'right', render: (_, segment) => formatCount(segment.size) },
    {
      key: 'createdAt',
      title: t('Created'),
      sorter: true,
      sortOrder: order('createdAt'),
      render: (_, segment) => formatDate(segment.createdAt),
    },
  ];

  const handleChange: TableProps<SegmentRowFragment>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? (single.columnKey === 'name' ? 'name' : 'createdAt') : null;
    setState((current) => ({
      ...current,
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? current.pageSize,
      sort: field
        ? { field, direction: single?.order === 'ascend' ? 'ASC' : 'DESC' }
        : INITIAL_SEGMENTS_STATE.sort,
    }));
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Segments')}
        </Typography.Title>
        {isAdmin && (
          <Flex gap={8}>
            <Button
              icon={<UploadOutlined aria-hidden />}
              onClick={() => navigate(buildPath('segmentImportUsers', { productId }))}
            >
              {t('Import users')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
              {t('New segment')}
            </Button>
          </Flex>
        )}
      </Flex>
      <Flex gap={12}>
        <Input.Search
          aria-label={t('Search segments')}
          placeholder={t('Search by name')}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Select<SegmentKind | 'all'>
          aria-label={t('Filter by kind')}
          value={state.kind}
          options={[
            { value: 'all', label: t('All kinds') },
            { value: 'Static', label: t('Static') },
            { value: 'Dynamic', label: t('Dynamic') },
          ]}
          style={{ width: 160 }}
          onChange={(kind) => setState((current) => ({ ...current, kind, page: 1 }))}
        />
      </Flex>
      <Table<SegmentRowFragment>
        rowKey="id"
        columns={columns}
        dataSource={shown?.segments ?? []}
        loading={loading}
        onChange={handleChange}
        locale={{
          emptyText: isAdmin ? t('No segments yet: import users or create one.') : t('No segments yet.'),
        }}
        pagination={{
          current: state.page,
          pageSize: state.pageSize,
          total: shown?.countSegments ?? 0,
          showSizeChanger: true,
        }}
      />
      {isAdmin && (
        <CreateSegmentModal productId={productId} open={creating} onClose={() => setCreating(false)} />
      )}
    </Flex>
  );
}
