/** The signed-in user's name and e-mail, with Account, Contact and Sign out. */
import { UserOutlined } from '@ant-design/icons';
import { buildPath, useSession } from '@hearback/shared';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { SHELL_TEXTS } from '../texts';

export function UserMenu() {
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: name === user.email ? user.email : `${name} · ${user.email}` },
    { type: 'divider' },
    { key: 'account', label: 'Account' },
    { key: 'contact', label: 'Contact' },
    { key: 'signOut', label: 'Sign out', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') void navigate(buildPath('account'));
    else if (key === 'contact') void navigate(buildPath('contact'));
    else if (key === 'signOut') void signOut();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={SHELL_TEXTS.userMenu(name)}
        icon={<Avatar size="small" src={user.photoURL ?? undefined} icon={<UserOutlined />} />}
      >
        {name}
      </Button>
    </Dropdown>
  );
}
