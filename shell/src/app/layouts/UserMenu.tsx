/** The signed-in user's name and e-mail, with Account, Contact and Sign out. */
import { UserOutlined } from '@ant-design/icons';
import { buildPath, useSession } from '@hearback/shared';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useShellTranslation } from '../../i18n/translations';

export function UserMenu() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: name === user.email ? user.email : `${name} · ${user.email}` },
    { type: 'divider' },
    { key: 'account', label: t('Account') },
    { key: 'contact', label: t('Contact') },
    { key: 'signOut', label: t('Sign out'), danger: true },
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
        // The name starts with what the button shows, as voice control users say it.
        aria-label={t('{{name}}, user menu', { name })}
        icon={<Avatar size="small" src={user.photoURL ?? undefined} icon={<UserOutlined />} />}
      >
        {name}
      </Button>
    </Dropdown>
  );
}
