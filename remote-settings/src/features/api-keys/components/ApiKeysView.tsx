import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useSession } from '@hearback/shared';
import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSettingsTranslation } from '../../../i18n/translations';
import { ApiKeysQuery } from '../api/api-keys-query';
import { ApiKeysTable } from './ApiKeysTable';
import { CreateApiKeyModal } from './CreateApiKeyModal';

export const KEYS_PAGE_SIZE = 10;

/** The api tab: the organisation's keys for the public API; Admins create and revoke them. */
export function ApiKeysView() {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const { data, previousData, loading, error } = useQuery(ApiKeysQuery, {
    variables: { paging: { limit: KEYS_PAGE_SIZE, offset: (page - 1) * KEYS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);
  const shown = data ?? previousData;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080 }}>
      <Card
        title={t('API keys')}
        extra={
          isAdmin && (
            <Button type="primary" icon={<KeyOutlined aria-hidden />} onClick={() => setCreating(true)}>
              {t('Create API key')}
            </Button>
          )
        }
      >
        <Typography.Paragraph type="secondary">
          {t(
            "A key lets another system read your organisation's products, recordings and their statistics through the GraphQL API, as a Member who works on every product would. It cannot change anything or see people, credentials or settings. Keys belong to the organisation: they keep working when their creator leaves, until an Admin revokes them.",
          )}
        </Typography.Paragraph>
        <ApiKeysTable
          keys={shown?.apiKeys ?? []}
          total={shown?.countApiKeys ?? 0}
          page={page}
          pageSize={KEYS_PAGE_SIZE}
          loading={loading}
          canManage={isAdmin}
          onPage={setPage}
        />
      </Card>
      {isAdmin && <CreateApiKeyModal open={creating} onClose={() => setCreating(false)} />}
    </Flex>
  );
}
