import { useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useSession } from '@hearback/shared';
import { Alert, Flex, Select, Table, type TableProps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AuditAction, AuditEventRowFragment } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { AuditEventsQuery } from '../api/audit-events-query';
import { actionLabels, changeLines, formatWhen, targetLabel } from '../lib/audit-labels';

export const AUDIT_PAGE_SIZE = 20;

type ActionFilter = AuditAction | 'all';

/** The organisation's audit log: what its Admins did, newest first, paged by the server. */
export function AuditLogView() {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ActionFilter>('all');
  const { data, previousData, loading, error } = useQuery(AuditEventsQuery, {
    variables: {
      paging: { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
      filter: action === 'all' ? {} : { action },
    },
    fetchPolicy: 'cache-and-network',
    skip: !isAdmin,
  });

  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);

  if (!isAdmin) {
    return <Alert type="info" showIcon title={t('Only an Admin can see the audit log.')} />;
  }
  const shown = data ?? previousData;
  const labels = actionLabels();
  const actionFilters: Array<{ value: ActionFilter; label: string }> = [
    { value: 'all', label: t('All actions') },
    ...(Object.entries(labels) as Array<[AuditAction, string]>).map(([value, label]) => ({ value, label })),
  ];
  const columns: TableProps<AuditEventRowFragment>['columns'] = [
    { key: 'when', title: t('When'), render: (_, event) => formatWhen(event.createdAt) },
    { key: 'who', title: t('Who'), dataIndex: 'actorEmail' },
    { key: 'action', title: t('Action'), render: (_, event) => labels[event.action] ?? event.action },
    { key: 'target', title: t('On'), render: (_, event) => targetLabel(event) },
    {
      key: 'changes',
      title: t('Changes'),
      render: (_, event) => (
        <Flex vertical>
          {changeLines(event).map((line) => (
            <Typography.Text key={line}>{line}</Typography.Text>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('Every change Admins make to the team, invitations, products, the widget token and recordings.')}
      </Typography.Paragraph>
      <Select<ActionFilter>
        aria-label={t('Filter by action')}
        value={action}
        options={actionFilters}
        style={{ width: 260 }}
        onChange={(next) => {
          setAction(next);
          setPage(1);
        }}
      />
      <Table<AuditEventRowFragment>
        rowKey="id"
        columns={columns}
        dataSource={shown?.auditEvents ?? []}
        loading={loading}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{ current: page, pageSize: AUDIT_PAGE_SIZE, total: shown?.countAuditEvents ?? 0 }}
      />
    </Flex>
  );
}
