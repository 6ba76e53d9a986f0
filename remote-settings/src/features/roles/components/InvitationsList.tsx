import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { CancelInvitationMutation, InvitationsQuery, ResendInvitationMutation } from '../api/invitations';
import { formatDateTime, roleLabel } from '../lib/display';

/** Invitations not accepted yet: each can be sent again (with a new expiry) or withdrawn. */
export function InvitationsList() {
  const { t } = useSettingsTranslation();
  const { data, loading } = useQuery(InvitationsQuery, { fetchPolicy: 'cache-and-network' });
  const [resend] = useMutation(ResendInvitationMutation);
  const [cancel] = useMutation(CancelInvitationMutation, { refetchQueries: [InvitationsQuery] });
  const notify = useNotify();
  const toast = useToast();
  const rows = data?.invitations ?? [];

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ message: done, type: 'success' });
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  if (!loading && rows.length === 0) return null;
  return (
    <>
      <Typography.Title level={4}>{t('Open invitations')}</Typography.Title>
      <Table<InvitationRowFragment>
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'email', title: t('E-mail'), dataIndex: 'email' },
          { key: 'role', title: t('Role'), render: (_, invitation) => roleLabel(invitation.role) },
          {
            key: 'expiresAt',
            title: t('Expires'),
            render: (_, invitation) =>
              invitation.expired ? (
                <Tag color="red">{t('Expired')}</Tag>
              ) : (
                formatDateTime(invitation.expiresAt)
              ),
          },
          {
            key: 'actions',
            title: t('Actions'),
            render: (_, invitation) => (
              <Space>
                <Button
                  size="small"
                  aria-label={t('Resend the invitation to {{email}}', { email: invitation.email })}
                  onClick={() =>
                    run(
                      () => resend({ variables: { id: invitation.id } }),
                      t('Invitation sent again to {{email}}.', { email: invitation.email }),
                    )
                  }
                >
                  {t('Resend')}
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={t('Cancel the invitation to {{email}}', { email: invitation.email })}
                  onClick={() =>
                    run(
                      () => cancel({ variables: { id: invitation.id } }),
                      t('Invitation to {{email}} cancelled.', { email: invitation.email }),
                    )
                  }
                >
                  {t('Cancel')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
