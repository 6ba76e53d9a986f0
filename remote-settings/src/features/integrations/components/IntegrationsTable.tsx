import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import type { IntegrationFieldsFragment } from '../../../gql/graphql';
import { IntegrationDeliveriesQuery } from '../api/deliveries-query';
import {
  DeleteIntegrationMutation,
  SendIntegrationTestMutation,
  UpdateIntegrationMutation,
} from '../api/integration-mutations';
import { IntegrationsQuery } from '../api/integrations-query';
import { EVENT_LABELS } from '../lib/sources';

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
      locale={{ emptyText: 'None yet.' }}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      rowClassName={(integration) => (integration.id === selectedId ? 'ant-table-row-selected' : '')}
      columns={[
        { key: 'name', title: 'Name', dataIndex: 'name' },
        {
          key: 'url',
          title: 'URL',
          render: (_, integration) => (
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {integration.url}
            </Typography.Text>
          ),
        },
        {
          key: 'events',
          title: 'Events',
          render: (_, integration) =>
            integration.events.map((event) => <Tag key={event}>{EVENT_LABELS[event]}</Tag>),
        },
        {
          key: 'active',
          title: 'Active',
          render: (_, integration) => (
            <Switch
              checked={integration.active}
              disabled={!canManage}
              aria-label={`${integration.name} active`}
              onChange={(active) =>
                run(
                  () =>
                    update({
                      variables: {
                        id: integration.id,
                        input: { name: integration.name, events: integration.events, active },
                      },
                    }),
                  active ? `${integration.name} is on.` : `${integration.name} is paused.`,
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
                aria-label={`Log of ${integration.name}`}
              >
                Delivery log
              </Button>
              {canManage && (
                <>
                  <Button
                    size="small"
                    aria-label={`Send test message to ${integration.name}`}
                    onClick={() => {
                      onSelect(integration.id);
                      void run(
                        () => sendTest({ variables: { id: integration.id } }),
                        `A test message to ${integration.name} was queued.`,
                      );
                    }}
                  >
                    Send test message
                  </Button>
                  <Popconfirm
                    title={`Delete ${integration.name}?`}
                    description="Nothing more is sent to it, and its delivery log goes with it."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      run(
                        () => remove({ variables: { id: integration.id } }),
                        `${integration.name} was deleted.`,
                      )
                    }
                  >
                    <Button danger size="small" aria-label={`Delete ${integration.name}`}>
                      Delete
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
