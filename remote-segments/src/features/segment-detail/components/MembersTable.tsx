import { useQuery } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Button, Flex, Input, Popconfirm, Table, type TableProps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { MemberRowFragment } from '../../../gql/graphql';
import { useSegmentsTranslation } from '../../../i18n/translations';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SegmentMembersQuery } from '../api/segment-members-query';

export const MEMBERS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  segmentId: string;
  /** Static segments of an Admin: rows can be selected and removed. */
  onRemove?(contactIds: string[]): Promise<boolean>;
  removing?: boolean;
}

/** The segment's contacts by e-mail: paged and searched by the server. */
export function MembersTable({ segmentId, onRemove, removing = false }: Props) {
  const { t } = useSegmentsTranslation();
  const notify = useNotify();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page chosen for a search; another search starts from the first page.
  const [paging, setPaging] = useState({ current: 1, size: MEMBERS_PAGE_SIZE, search: '' });
  const page = { ...paging, current: paging.search === search ? paging.current : 1 };
  const [selected, setSelected] = useState<string[]>([]);

  const { data, previousData, loading, error } = useQuery(SegmentMembersQuery, {
    variables: {
      segmentId,
      paging: { limit: page.size, offset: (page.current - 1) * page.size },
      filter: search ? { search } : {},
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;

  const columns: TableProps<MemberRowFragment>['columns'] = [
    { key: 'email', title: t('E-mail'), dataIndex: 'email' },
    { key: 'name', title: t('Name'), render: (_, contact) => contact.name ?? '' },
    { key: 'phone', title: t('Phone'), render: (_, contact) => contact.phoneNumber ?? '' },
    { key: 'externalId', title: t('External id'), render: (_, contact) => contact.externalId ?? '' },
    {
      key: 'attributes',
      title: t('Attributes'),
      render: (_, contact) => (
        <Flex gap={4} wrap>
          {contact.attributes.map((attribute) => (
            <Tag key={attribute.key}>
              {attribute.key}: {attribute.value}
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12}>
        <Input.Search
          aria-label={t('Search members')}
          placeholder={t('Search by e-mail, name or external id')}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 360 }}
        />
        <Flex gap={12} align="center">
          <Typography.Text type="secondary">
            {search
              ? t('{{count, number}} found', { count: shown?.countSegmentMembers ?? 0 })
              : t('{{count, number}} members', { count: shown?.countSegmentMembers ?? 0 })}
          </Typography.Text>
          {onRemove && (
            <Popconfirm
              title={t('Remove {{count, number}} contacts from the segment?', { count: selected.length })}
              description={t('They stay contacts of the product.')}
              okText={t('Remove')}
              onConfirm={async () => {
                if (await onRemove(selected)) setSelected([]);
              }}
              disabled={selected.length === 0}
            >
              <Button danger disabled={selected.length === 0} loading={removing}>
                {t('Remove selected')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
      <Table<MemberRowFragment>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={shown?.segmentMembers ?? []}
        loading={loading}
        rowSelection={
          onRemove
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        locale={{ emptyText: search ? t('No member matches this search.') : t('No members yet.') }}
        onChange={(pagination) =>
          setPaging({
            current: pagination.current ?? 1,
            size: pagination.pageSize ?? MEMBERS_PAGE_SIZE,
            search,
          })
        }
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: shown?.countSegmentMembers ?? 0,
          showSizeChanger: true,
        }}
      />
    </Flex>
  );
}
