import { LogoutOutlined, ManOutlined, UserOutlined, WomanOutlined } from '@ant-design/icons';
import { isDealerUser } from '@peilian/shared';
import { Avatar, Button, Descriptions, Popover, Space } from 'antd';
import { logout, useSession, useT } from '../app';
import { avatarUrl } from '../lib/avatar';

/** The user popover of the admin top bar (admin §2): name, sex icon, enterprise, department or dealer, role, log out. */
export function AdminUserMenu() {
  const t = useT();
  const user = useSession((state) => state.user);
  if (!user) return null;
  const sexIcon =
    user.sex === 2 ? (
      <WomanOutlined aria-label={t('profile.sexFemale')} className="sex-female" />
    ) : user.sex === 1 ? (
      <ManOutlined aria-label={t('profile.sexMale')} className="sex-male" />
    ) : null;
  // Every row always, '—' while unknown: the card keeps its height when the refreshed user arrives,
  // so the log-out button does not move under a pointer that is pressing it.
  const rows = [
    { key: 'organisation', label: t('profile.organisation'), children: user.orgname || '—' },
    { key: 'department', label: t(isDealerUser(user) ? 'profile.dealer' : 'profile.department'), children: user.departmentname || '—' },
    { key: 'role', label: t('profile.role'), children: user.rolename || '—' },
  ];
  const content = (
    <Space orientation="vertical" size={8} className="admin-user-card" data-testid="admin-user-card">
      <Space size={6}>
        <strong data-testid="admin-user-name">{user.name}</strong>
        {sexIcon}
      </Space>
      <Descriptions column={1} size="small" items={rows} />
      <Button block danger icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="admin-logout">
        {t('nav.logout')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button type="text" data-testid="admin-user">
        <Avatar size="small" src={avatarUrl(user.avatar) || undefined} alt="" icon={<UserOutlined />} />
        <span>{user.name}</span>
      </Button>
    </Popover>
  );
}
