import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { IntegrationDeliveryFieldsFragment, IntegrationDeliveryState } from '../../../gql/graphql';
import { formatDateTime, type SettingsT, useSettingsTranslation } from '../../../i18n/translations';
import { IntegrationDeliveriesQuery } from '../api/deliveries-query';
import { ReplayIntegrationDeliveryMutation } from '../api/integration-mutations';

export const DELIVERIES_PAGE_SIZE = 10;
/** While a delivery waits for an attempt, the log looks again this often. */
export const PENDING_POLL_MS = 3_000;

const STATE_COLOURS: Record<IntegrationDeliveryState, string> = {
  Pending: 'gold',
  Succeeded: 'green',
  Failed: 'red',
};

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

function stateLabel(t: SettingsT, state: IntegrationDeliveryState): string {
  switch (state) {
    case 'Pending':
      return t('Pending');
    case 'Succeeded':
      return t('Succeeded');
    case 'Failed':
      return t('Failed');
  }
}

interface Props {
  integrationId: string;
  integrationName: string;
  canReplay: boolean;
}

/** An integration's deliveries: state, the receiver's status code, attempts and times; Admins replay. */
export function DeliveryLog({ integrationId, integrationName, canReplay }: Props) {
  const { t } = useSettingsTranslation();
  const [page, setPage] = useState(1);
  const notify = useNotify();
  const toast = useToast();
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(
    IntegrationDeliveriesQuery,
    {
      variables: {
        integrationId,
        paging: { limit: DELIVERIES_PAGE_SIZE, offset: (page - 1) * DELIVERIES_PAGE_SIZE },
      },
      fetchPolicy: 'cache-and-network',
    },
  );
  const [replay] = useMutation(ReplayIntegrationDeliveryMutation, {
    refetchQueries: [IntegrationDeliveriesQuery],
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;
  const pending = shown?.integrationDeliveries.some((delivery) => delivery.state === 'Pending') ?? false;
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);

  const replayDelivery = async (delivery: IntegrationDeliveryFieldsFragment) => {
    try {
      await replay({ variables: { id: delivery.id } });
    } catch (caught) {
      notify.error(failureMessage(caught));
      return;
    }
    toast({
      message: t('The {{event}} event was queued again.', { event: delivery.event }),
      type: 'success',
    });
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('Delivery log: {{name}}', { name: integrationName })}
        </Typography.Title>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => refetch()}
          aria-label={t('Refresh the log')}
        >
          {t('Refresh')}
        </Button>
      </Flex>
      <Table<IntegrationDeliveryFieldsFragment>
        rowKey="id"
        size="small"
        loading={loading && !shown}
        dataSource={shown?.integrationDeliveries ?? []}
        locale={{ emptyText: t('Nothing sent yet.') }}
        pagination={{
          current: page,
          pageSize: DELIVERIES_PAGE_SIZE,
          total: shown?.countIntegrationDeliveries ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { key: 'createdAt', title: t('Time'), render: (_, delivery) => when(delivery.createdAt) },
          {
            key: 'event',
            title: t('Event'),
            render: (_, delivery) => (
              <>
                <Typography.Text code>{delivery.event}</Typography.Text>
                {delivery.replayOf && <Tag style={{ marginLeft: 8 }}>{t('Replay')}</Tag>}
              </>
            ),
          },
          {
            key: 'state',
            title: t('Status'),
            render: (_, delivery) => {
              const tag = <Tag color={STATE_COLOURS[delivery.state]}>{stateLabel(t, delivery.state)}</Tag>;
              return delivery.lastError ? <Tooltip title={delivery.lastError}>{tag}</Tooltip> : tag;
            },
          },
          {
            key: 'responseStatus',
            title: t('Response'),
            render: (_, delivery) =>
              delivery.responseStatus === null ? '—' : `HTTP ${delivery.responseStatus}`,
          },
          { key: 'attempts', title: t('Attempts'), dataIndex: 'attempts' },
          {
            key: 'lastAttemptAt',
            title: t('Last attempt'),
            render: (_, delivery) => when(delivery.lastAttemptAt),
          },
          ...(canReplay
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, delivery: IntegrationDeliveryFieldsFragment) =>
                    delivery.state === 'Pending' ? null : (
                      <Button
                        size="small"
                        onClick={() => replayDelivery(delivery)}
                        aria-label={t('Replay {{event}} of {{when}}', {
                          event: delivery.event,
                          when: when(delivery.createdAt),
                        })}
                      >
                        {t('Replay')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
