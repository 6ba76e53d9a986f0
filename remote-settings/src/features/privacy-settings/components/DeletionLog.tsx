import { useQuery } from '@apollo/client/react';
import { failureMessage, useNotify } from '@hearback/shared';
import { Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { PrivacyDeletionsQuery } from '../../../gql/graphql';
import { formatDateTime, useSettingsTranslation } from '../../../i18n/translations';
import { PrivacyDeletionsQuery as DeletionsQuery } from '../api/privacy-deletions-query';

type Deletion = PrivacyDeletionsQuery['privacyDeletions'][number];

export const LOG_PAGE_SIZE = 10;

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '');

/** What retention runs and erasures deleted, newest first, paged on the server. */
export function DeletionLog() {
  const { t } = useSettingsTranslation();
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
      locale={{ emptyText: t('Nothing was deleted yet.') }}
      pagination={{
        current: page,
        pageSize: LOG_PAGE_SIZE,
        total: shown?.countPrivacyDeletions ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
      columns={[
        { key: 'createdAt', title: t('When'), render: (_, row) => when(row.createdAt) },
        {
          key: 'kind',
          title: t('What'),
          render: (_, row) =>
            row.kind === 'Retention'
              ? t('Retention: older than {{cutoff}}', { cutoff: when(row.cutoff) })
              : row.requestedBy
                ? t('Erasure asked by {{admin}}', { admin: row.requestedBy })
                : t('Erasure asked by a former Admin'),
        },
        { key: 'recordings', title: t('Recordings'), dataIndex: 'recordings', align: 'right' },
        { key: 'files', title: t('Voice files'), dataIndex: 'files', align: 'right' },
        { key: 'contacts', title: t('Contacts'), dataIndex: 'contacts', align: 'right' },
        {
          key: 'state',
          title: t('State'),
          render: (_, row) =>
            row.finishedAt ? <Tag color="green">{t('Done')}</Tag> : <Tag color="orange">{t('Running')}</Tag>,
        },
      ]}
    />
  );
}
