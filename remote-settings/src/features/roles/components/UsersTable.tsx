import { Avatar, Flex, Table, type TableProps, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import type { UserRowFragment, UserSortField } from '../../../gql/graphql';
import { useSettingsTranslation } from '../../../i18n/translations';
import { formatDateTime, fullName, roleLabel, statusLabel, userStatus } from '../lib/display';
import type { UsersTableState } from '../lib/users-variables';
import { RoleSelect, UserActions } from './UserActions';

interface Props {
  rows: UserRowFragment[];
  total: number;
  loading: boolean;
  state: UsersTableState;
  canManage: boolean;
  onChange: (next: Partial<UsersTableState>) => void;
  onRemoved: () => void;
}

const SORTABLE: Record<string, UserSortField> = {
  name: 'lastName',
  email: 'email',
  role: 'role',
  lastActivity: 'lastActivity',
};

const orderOf = (state: UsersTableState, field: UserSortField): SortOrder =>
  state.sort?.field === field ? (state.sort.direction === 'ASC' ? 'ascend' : 'descend') : null;

/** The organisation's users; paging and sorting are the server's (users/countUsers). */
export function UsersTable({ rows, total, loading, state, canManage, onChange, onRemoved }: Props) {
  const { t } = useSettingsTranslation();
  const columns: TableProps<UserRowFragment>['columns'] = [
    {
      key: 'name',
      title: t('Name'),
      sorter: true,
      sortOrder: orderOf(state, 'lastName'),
      render: (_, user) => (
        <Flex align="center" gap={8}>
          <Avatar size="small" src={user.photoURL ?? undefined}>
            {(user.firstName ?? user.email).charAt(0).toUpperCase()}
          </Avatar>
          {fullName(user) || <Typography.Text type="secondary">{t('No name')}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'email',
      title: t('E-mail'),
      dataIndex: 'email',
      sorter: true,
      sortOrder: orderOf(state, 'email'),
    },
    {
      key: 'role',
      title: t('Role'),
      sorter: true,
      sortOrder: orderOf(state, 'role'),
      render: (_, user) =>
        canManage ? <RoleSelect user={user} /> : user.role ? roleLabel(user.role) : t('No role'),
    },
    {
      key: 'status',
      title: t('Status'),
      render: (_, user) => {
        const status = userStatus(user);
        return (
          <Tag color={status === 'Active' ? 'green' : status === 'Disabled' ? 'red' : 'gold'}>
            {statusLabel(status)}
          </Tag>
        );
      },
    },
    {
      key: 'lastActivity',
      title: t('Last activity'),
      sorter: true,
      sortOrder: orderOf(state, 'lastActivity'),
      render: (_, user) => formatDateTime(user.lastActivity),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('Actions'),
            render: (_: unknown, user: UserRowFragment) => <UserActions user={user} onRemoved={onRemoved} />,
          },
        ]
      : []),
  ];

  const handleChange: TableProps<UserRowFragment>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? SORTABLE[String(single.columnKey)] : undefined;
    onChange({
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? state.pageSize,
      sort: field ? { field, direction: single?.order === 'ascend' ? 'ASC' : 'DESC' } : null,
    });
  };

  return (
    <Table<UserRowFragment>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={handleChange}
      pagination={{ current: state.page, pageSize: state.pageSize, total, showSizeChanger: true }}
    />
  );
}
