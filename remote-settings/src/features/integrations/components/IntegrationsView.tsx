import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { IntegrationKind } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { IntegrationsQuery } from '../api/integrations-query';
import { CreateIntegrationModal } from './CreateIntegrationModal';
import { DeliveryLog } from './DeliveryLog';
import { IntegrationsTable } from './IntegrationsTable';
import { WebhookVerificationHelp } from './WebhookVerificationHelp';

export const INTEGRATIONS_PAGE_SIZE = 10;

/** One source's integrations: Members read them and their logs; Admins add, test, pause and delete. */
export function IntegrationsView({ kind }: { kind: IntegrationKind }) {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data, previousData, loading, error } = useQuery(IntegrationsQuery, {
    variables: {
      kind,
      paging: { limit: INTEGRATIONS_PAGE_SIZE, offset: (page - 1) * INTEGRATIONS_PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;
  const integrations = shown?.integrations ?? [];
  const selected =
    integrations.find((integration) => integration.id === selectedId) ?? integrations[0] ?? null;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1180 }}>
      <Card
        title={kind === 'Slack' ? t('Slack channels') : t('Webhooks')}
        extra={
          isAdmin && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {kind === 'Slack' ? t('Add Slack channel') : t('Add webhook')}
            </Button>
          )
        }
      >
        <Typography.Paragraph type="secondary">
          {kind === 'Slack'
            ? t(
                'Posts new feedback and responses recommended for attention to a Slack channel through an incoming webhook. The webhook URL is a credential: after it is saved only its beginning is shown.',
              )
            : t(
                'Sends each event as signed JSON to a URL of yours. Failed deliveries are retried with growing waits; every attempt is in the delivery log, and any delivery can be replayed.',
              )}
        </Typography.Paragraph>
        <IntegrationsTable
          integrations={integrations}
          total={shown?.countIntegrations ?? 0}
          page={page}
          pageSize={INTEGRATIONS_PAGE_SIZE}
          loading={loading && !shown}
          canManage={isAdmin}
          selectedId={selected?.id ?? null}
          onSelect={setSelectedId}
          onPage={setPage}
        />
      </Card>
      {selected && (
        <Card>
          <DeliveryLog
            key={selected.id}
            integrationId={selected.id}
            integrationName={selected.name}
            canReplay={isAdmin}
          />
        </Card>
      )}
      {kind === 'Webhook' && <WebhookVerificationHelp />}
      {isAdmin && <CreateIntegrationModal kind={kind} open={adding} onClose={() => setAdding(false)} />}
    </Flex>
  );
}
