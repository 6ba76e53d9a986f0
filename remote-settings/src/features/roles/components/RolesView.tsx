import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { failureMessage, useDebouncedValue, useNotify, useSession } from '@hearback/shared';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSettingsTranslation } from '../../../i18n/translations';
import { UsersQuery } from '../api/users-query';
import {
  INITIAL_USERS_STATE,
  type RoleFilter,
  type UsersTableState,
  usersVariables,
} from '../lib/users-variables';
import { InvitationsList } from './InvitationsList';
import { InviteUserModal } from './InviteUserModal';
import { UsersTable } from './UsersTable';

/** Long enough to skip the keystrokes of one word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The team: who is in the organisation with which role; Admins manage it and invite people. */
export function RolesView() {
  const { t } = useSettingsTranslation();
  const { isAdmin } = useSession();
  const notify = useNotify();
  const [state, setState] = useState<UsersTableState>(INITIAL_USERS_STATE);
  const [searchText, setSearchText] = useState('');
  const settledSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [inviting, setInviting] = useState(false);

  // The settled search and the return to page 1 land in one update: one request, not two.
  useEffect(
    () =>
      setState((current) =>
        current.search === settledSearch ? current : { ...current, search: settledSearch, page: 1 },
      ),
    [settledSearch],
  );

  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, {
    variables: usersVariables(state),
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) notify.error(failureMessage(error));
  }, [error, notify]);

  const shown = data ?? previousData;
  const roleFilters: Array<{ value: RoleFilter; label: string }> = [
    { value: 'all', label: t('All roles') },
    { value: 'Admin', label: t('Admins') },
    { value: 'Member', label: t('Members') },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Roles')}
        </Typography.Title>
        {isAdmin && (
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => setInviting(true)}>
            {t('Invite user')}
          </Button>
        )}
      </Flex>
      <Flex gap={12}>
        <Input.Search
          aria-label={t('Search users')}
          placeholder={t('Search by name or e-mail')}
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Select<RoleFilter>
          aria-label={t('Filter by role')}
          value={state.role}
          options={roleFilters}
          style={{ width: 160 }}
          onChange={(role) => setState((current) => ({ ...current, role, page: 1 }))}
        />
      </Flex>
      <UsersTable
        rows={shown?.users ?? []}
        total={shown?.countUsers ?? 0}
        loading={loading}
        state={state}
        canManage={isAdmin}
        onChange={(next) => setState((current) => ({ ...current, ...next }))}
        onRemoved={() => void refetch()}
      />
      {isAdmin && <InvitationsList />}
      {isAdmin && <InviteUserModal open={inviting} onClose={() => setInviting(false)} />}
    </Flex>
  );
}
