import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import type { IntegrationFieldsFragment } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { IntegrationDeliveriesQuery } from '../api/deliveries-query';
import {
  DeleteIntegrationMutation,
  SendIntegrationTestMutation,
  UpdateIntegrationMutation,
} from '../api/integration-mutations';
import { IntegrationsQuery } from '../api/integrations-query';
import { eventLabel } from '../lib/sources';

interface Props {
  integrations: IntegrationFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  canManage: boolean;
  selectedId: string | null;
  onSelect(id: string): void;
  onPage(page: number): void;
}

export function IntegrationsTable({
  integrations,
  total,
  page,
  pageSize,
  loading,
  canManage,
  selectedId,
  onSelect,
  onPage,
}: Props) {
  const { t } = useSettingsTranslation();
  const notify = useNotify();
  const toast = useToast();
  const [sendTest] = useMutation(SendIntegrationTestMutation, {
    refetchQueries: [IntegrationDeliveriesQuery],
  });
  const [update] = useMutation(UpdateIntegrationMutation);
  const [remove] = useMutation(DeleteIntegrationMutation, { refetchQueries: [IntegrationsQuery] });

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: success, type: 'success' });
  };

  return (
    <Table<IntegrationFieldsFragment>
      rowKey="id"
      loading={loading}
      dataSource={integrations}
      locale={{ emptyText: t('None yet.') }}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      rowClassName={(integration) => (integration.id === selectedId ? 'ant-table-row-selected' : '')}
      columns={[
        { key: 'name', title: t('Name'), dataIndex: 'name' },
        {
          key: 'url',
          title: t('URL'),
          render: (_, integration) => (
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {integration.url}
            </Typography.Text>
          ),
        },
        {
          key: 'events',
          title: t('Events'),
          render: (_, integration) =>
            integration.events.map((event) => <Tag key={event}>{eventLabel(event)}</Tag>),
        },
        {
          key: 'active',
          title: t('Active'),
          render: (_, integration) => (
            <Switch
              checked={integration.active}
              disabled={!canManage}
              aria-label={t('{{name}} active', { name: integration.name })}
              onChange={(active) =>
                run(
                  () =>
                    update({
                      variables: {
                        id: integration.id,
                        input: { name: integration.name, events: integration.events, active },
                      },
                    }),
                  active
                    ? t('{{name}} is on.', { name: integration.name })
                    : t('{{name}} is paused.', { name: integration.name }),
                )
              }
            />
          ),
        },
        {
          key: 'actions',
          title: '',
          render: (_, integration) => (
            <Flex gap={8} wrap>
              <Button
                size="small"
                onClick={() => onSelect(integration.id)}
                aria-label={t('Log of {{name}}', { name: integration.name })}
              >
                {t('Delivery log')}
              </Button>
              {canManage && (
                <>
                  <Button
                    size="small"
                    aria-label={t('Send test message to {{name}}', { name: integration.name })}
                    onClick={() => {
                      onSelect(integration.id);
                      void run(
                        () => sendTest({ variables: { id: integration.id } }),
                        t('A test message to {{name}} was queued.', { name: integration.name }),
                      );
                    }}
                  >
                    {t('Send test message')}
                  </Button>
                  <Popconfirm
                    title={t('Delete {{name}}?', { name: integration.name })}
                    description={t('Nothing more is sent to it, and its delivery log goes with it.')}
                    okText={t('Delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      run(
                        () => remove({ variables: { id: integration.id } }),
                        t('{{name}} was deleted.', { name: integration.name }),
                      )
                    }
                  >
                    <Button danger size="small" aria-label={t('Delete {{name}}', { name: integration.name })}>
                      {t('Delete')}
                    </Button>
                  </Popconfirm>
                </>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
