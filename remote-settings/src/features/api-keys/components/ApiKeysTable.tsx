import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, useSettingsTranslation } from '../../../i18n/translations';
import { RevokeApiKeyMutation } from '../api/revoke-api-key-mutation';

interface Props {
  keys: ApiKeyFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  canManage: boolean;
  onPage(page: number): void;
}

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '');

export function ApiKeysTable({ keys, total, page, pageSize, loading, canManage, onPage }: Props) {
  const { t } = useSettingsTranslation();
  const [revoke] = useMutation(RevokeApiKeyMutation);
  const notify = useNotify();
  const toast = useToast();

  const revokeKey = async (key: ApiKeyFieldsFragment) => {
    try {
      await revoke({ variables: { id: key.id } });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: t('The key {{name}} was revoked.', { name: key.name }), type: 'success' });
  };

  return (
    <Table<ApiKeyFieldsFragment>
      rowKey="id"
      loading={loading}
      dataSource={keys}
      locale={{ emptyText: t('No API key yet.') }}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      columns={[
        { key: 'name', title: t('Name'), dataIndex: 'name' },
        {
          key: 'prefix',
          title: t('Key'),
          render: (_, key) => <Typography.Text code>{`${key.prefix}…`}</Typography.Text>,
        },
        {
          key: 'createdAt',
          title: t('Created'),
          render: (_, key) => (
            <>
              {when(key.createdAt)}
              {key.createdBy && (
                <>
                  <br />
                  <Typography.Text type="secondary">
                    {t('by {{creator}}', { creator: key.createdBy })}
                  </Typography.Text>
                </>
              )}
            </>
          ),
        },
        { key: 'lastUsedAt', title: t('Last used'), render: (_, key) => when(key.lastUsedAt) || t('Never') },
        {
          key: 'state',
          title: t('State'),
          render: (_, key) =>
            key.revokedAt ? (
              <Tag>{t('Revoked {{when}}', { when: when(key.revokedAt) })}</Tag>
            ) : (
              <Tag color="green">{t('Active')}</Tag>
            ),
        },
        ...(canManage
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, key: ApiKeyFieldsFragment) =>
                  key.revokedAt ? null : (
                    <Popconfirm
                      title={t('Revoke {{name}}?', { name: key.name })}
                      description={t('Whatever uses it loses access at once.')}
                      okText={t('Revoke')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => revokeKey(key)}
                    >
                      <Button danger size="small" aria-label={t('Revoke {{name}}', { name: key.name })}>
                        {t('Revoke')}
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
