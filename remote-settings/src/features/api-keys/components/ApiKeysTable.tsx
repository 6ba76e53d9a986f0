import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ApiKeyFieldsFragment } from '../../../gql/graphql';
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

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '');

export function ApiKeysTable({ keys, total, page, pageSize, loading, canManage, onPage }: Props) {
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
    toast({ message: `The key ${key.name} was revoked.`, type: 'success' });
  };

  return (
    <Table<ApiKeyFieldsFragment>
      rowKey="id"
      loading={loading}
      dataSource={keys}
      locale={{ emptyText: 'No API key yet.' }}
      pagination={{ current: page, pageSize, total, showSizeChanger: false, onChange: onPage }}
      columns={[
        { key: 'name', title: 'Name', dataIndex: 'name' },
        {
          key: 'prefix',
          title: 'Key',
          render: (_, key) => <Typography.Text code>{`${key.prefix}…`}</Typography.Text>,
        },
        {
          key: 'createdAt',
          title: 'Created',
          render: (_, key) => (
            <>
              {when(key.createdAt)}
              {key.createdBy && (
                <>
                  <br />
                  <Typography.Text type="secondary">by {key.createdBy}</Typography.Text>
                </>
              )}
            </>
          ),
        },
        { key: 'lastUsedAt', title: 'Last used', render: (_, key) => when(key.lastUsedAt) || 'Never' },
        {
          key: 'state',
          title: 'State',
          render: (_, key) =>
            key.revokedAt ? <Tag>Revoked {when(key.revokedAt)}</Tag> : <Tag color="green">Active</Tag>,
        },
        ...(canManage
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, key: ApiKeyFieldsFragment) =>
                  key.revokedAt ? null : (
                    <Popconfirm
                      title={`Revoke ${key.name}?`}
                      description="Whatever uses it loses access at once."
                      okText="Revoke"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => revokeKey(key)}
                    >
                      <Button danger size="small" aria-label={`Revoke ${key.name}`}>
                        Revoke
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
