import { useMutation } from '@apollo/client/react';
import { failureMessage, useNotify, useToast } from '@hearback/shared';
import { Button, Popconfirm, Select, Space } from 'antd';
import type { UserRole, UserRowFragment } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { RemoveUserMutation, SetUserEnabledMutation, UpdateUserRoleMutation } from '../api/user-mutations';
import { roleOptions } from '../lib/display';

interface Props {
  user: UserRowFragment;
  /** Told after a removal, so the page and the total are read again. */
  onRemoved: () => void;
}

/** Role change, disable/enable and removal of one user; the server refuses to strand the last Admin. */
export function RoleSelect({ user }: Pick<Props, 'user'>) {
  const { t } = useSettingsTranslation();
  const [updateRole, { loading }] = useMutation(UpdateUserRoleMutation);
  const notify = useNotify();
  const toast = useToast();
  return (
    <Select<UserRole>
      aria-label={t('Role of {{email}}', { email: user.email })}
      style={{ width: 130 }}
      value={user.role ?? undefined}
      placeholder={t('No role')}
      options={roleOptions()}
      loading={loading}
      onChange={async (role) => {
        try {
          await updateRole({ variables: { id: user.id, role } });
          toast({
            message:
              role === 'Admin'
                ? t('{{email}} is now an Admin.', { email: user.email })
                : t('{{email}} is now a Member.', { email: user.email }),
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
  const { t } = useSettingsTranslation();
  const [setEnabled, { loading: switching }] = useMutation(SetUserEnabledMutation);
  const [removeUser, { loading: removing }] = useMutation(RemoveUserMutation);
  const notify = useNotify();
  const toast = useToast();

  const toggle = async () => {
    try {
      await setEnabled({ variables: { id: user.id, enabled: !user.enabled } });
      toast({
        message: user.enabled
          ? t('{{email}} was disabled.', { email: user.email })
          : t('{{email}} was enabled.', { email: user.email }),
        type: 'success',
      });
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
    toast({
      message: t('{{email}} was removed from the organisation.', { email: user.email }),
      type: 'success',
    });
    onRemoved();
  };

  return (
    <Space>
      <Button
        size="small"
        loading={switching}
        aria-label={
          user.enabled
            ? t('Disable {{email}}', { email: user.email })
            : t('Enable {{email}}', { email: user.email })
        }
        onClick={toggle}
      >
        {user.enabled ? t('Disable') : t('Enable')}
      </Button>
      <Popconfirm
        title={t('Remove {{email}} from the organisation?', { email: user.email })}
        description={t('Their account stays; they lose access to this organisation.')}
        okText={t('Remove')}
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button
          size="small"
          danger
          loading={removing}
          aria-label={t('Remove {{email}}', { email: user.email })}
        >
          {t('Remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
