import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Popconfirm, Select, Space } from 'antd';
import type { UserRole, UserRowFragment } from '../../../gql/graphql';
import { RemoveUserMutation, SetUserEnabledMutation, UpdateUserRoleMutation } from '../api/user-mutations';

export const ROLE_OPTIONS: Array<{ value: UserRole; label: string }> = [
  { value: 'Admin', label: 'Admin' },
  { value: 'Member', label: 'Member' },
];

interface Props {
  user: UserRowFragment;
  /** Told after a removal, so the page and the total are read again. */
  onRemoved: () => void;
}

/** Role change, disable/enable and removal of one user; the server refuses to strand the last Admin. */
export function RoleSelect({ user }: Pick<Props, 'user'>) {
  const [updateRole, { loading }] = useMutation(UpdateUserRoleMutation);
  const notify = useNotify();
  const toast = useToast();
  return (
    <Select<UserRole>
      aria-label={`Role of ${user.email}`}
      style={{ width: 130 }}
      value={user.role ?? undefined}
      placeholder="No role"
      options={ROLE_OPTIONS}
      loading={loading}
      onChange={async (role) => {
        try {
          await updateRole({ variables: { id: user.id, role } });
          toast({
            message: `${user.email} is now ${role === 'Admin' ? 'an Admin' : 'a Member'}.`,
            type: 'success',
          });
        } catch (error) {
          notify.error(failureMessage(error));
        }
      }}
    />
  );
}

export function UserActions({ user, onRemoved }: Props) {
  const [setEnabled, { loading: switching }] = useMutation(SetUserEnabledMutation);
  const [removeUser, { loading: removing }] = useMutation(RemoveUserMutation);
  const notify = useNotify();
  const toast = useToast();

  const toggle = async () => {
    try {
      await setEnabled({ variables: { id: user.id, enabled: !user.enabled } });
      toast({ message: `${user.email} was ${user.enabled ? 'disabled' : 'enabled'}.`, type: 'success' });
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };

  const remove = async () => {
    try {
      await removeUser({ variables: { id: user.id } });
    } catch (error) {
      notify.error(failureMessage(error));
      return;
    }
    toast({ message: `${user.email} was removed from the organisation.`, type: 'success' });
    onRemoved();
  };

  return (
    <Space>
      <Button
        size="small"
        loading={switching}
        aria-label={`${user.enabled ? 'Disable' : 'Enable'} ${user.email}`}
        onClick={toggle}
      >
        {user.enabled ? 'Disable' : 'Enable'}
      </Button>
      <Popconfirm
        title={`Remove ${user.email} from the organisation?`}
        description="Their account stays; they lose access to this organisation."
        okText="Remove"
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button size="small" danger loading={removing} aria-label={`Remove ${user.email}`}>
          Remove
        </Button>
      </Popconfirm>
    </Space>
  );
}
