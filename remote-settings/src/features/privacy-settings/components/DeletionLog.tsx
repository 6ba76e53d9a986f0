import { useQuery } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { PrivacyDeletionsQuery } from '../../../gql/graphql';
import { PrivacyDeletionsQuery as DeletionsQuery } from '../api/privacy-deletions-query';

type Deletion = PrivacyDeletionsQuery['privacyDeletions'][number];

export const LOG_PAGE_SIZE = 10;

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '');

/** What retention runs and erasures deleted, newest first, paged on the server. */
export function DeletionLog() {
  const [page, setPage] = useState(1);
  const notify = useNotify();
  const { data, previousData, loading, error } = useQuery(DeletionsQuery, {
    variables: { paging: { limit: LOG_PAGE_SIZE, offset: (page - 1) * LOG_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;

  return (
    <Table<Deletion>
      rowKey="id"
      loading={loading}
      dataSource={shown?.privacyDeletions ?? []}
      locale={{ emptyText: 'Nothing was deleted yet.' }}
      pagination={{
        current: page,
        pageSize: LOG_PAGE_SIZE,
        total: shown?.countPrivacyDeletions ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        { key: 'createdAt', title: 'When', render: (_, row) => when(row.createdAt) },
        {
          key: 'kind',
          title: 'What',
          render: (_, row) =>
            row.kind === 'Retention'
              ? `Retention: older than ${when(row.cutoff)}`
              : `Erasure asked by ${row.requestedBy ?? 'a former Admin'}`,
        },
        { key: 'recordings', title: 'Recordings', dataIndex: 'recordings', align: 'right' },
        { key: 'files', title: 'Voice files', dataIndex: 'files', align: 'right' },
        { key: 'contacts', title: 'Contacts', dataIndex: 'contacts', align: 'right' },
        {
          key: 'state',
          title: 'State',
          render: (_, row) =>
            row.finishedAt ? <Tag color="green">Done</Tag> : <Tag color="orange">Running</Tag>,
        },
      ]}
    />
  );
}
