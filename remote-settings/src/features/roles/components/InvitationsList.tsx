import { useMutation, useQuery } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { InvitationRowFragment } from '../../../gql/graphql';
import { CancelInvitationMutation, InvitationsQuery, ResendInvitationMutation } from '../api/invitations';
import { formatDateTime } from '../lib/display';

/** Invitations not accepted yet: each can be sent again (with a new expiry) or withdrawn. */
export function InvitationsList() {
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
      <Typography.Title level={4}>Open invitations</Typography.Title>
      <Table<InvitationRowFragment>
        rowKey="id"
        size="small"
        loading={loading && !data}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'email', title: 'E-mail', dataIndex: 'email' },
          { key: 'role', title: 'Role', dataIndex: 'role' },
          {
            key: 'expiresAt',
            title: 'Expires',
            render: (_, invitation) =>
              invitation.expired ? <Tag color="red">Expired</Tag> : formatDateTime(invitation.expiresAt),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (_, invitation) => (
              <Space>
                <Button
                  size="small"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  onClick={() =>
                    run(
                      () => resend({ variables: { id: invitation.id } }),
                      `Invitation sent again to ${invitation.email}.`,
                    )
                  }
                >
                  Resend
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`Cancel the invitation to ${invitation.email}`}
                  onClick={() =>
                    run(
                      () => cancel({ variables: { id: invitation.id } }),
                      `Invitation to ${invitation.email} cancelled.`,
                    )
                  }
                >
                  Cancel
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
