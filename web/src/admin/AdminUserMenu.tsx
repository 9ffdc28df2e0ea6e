import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Popover, Space } from 'antd';
import { useSession, useT } from '../app/hooks';
import { logout } from '../app/session';

/** The user popover of the admin top bar: name, enterprise, department, role, log out. */
export function AdminUserMenu() {
  const t = useT();
  const name = useSession((state) => state.user?.name ?? '');
  const avatar = useSession((state) => state.user?.avatar ?? '');
  const organisation = useSession((state) => state.user?.orgname ?? '');
  const department = useSession((state) => state.user?.departmentname ?? '');
  const role = useSession((state) => state.user?.rolename ?? '');
  const content = (
    <Space orientation="vertical" size={4} className="admin-user-card">
      <strong>{name}</strong>
      {[organisation, department, role].filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <Button block danger icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="admin-logout">
        {t('nav.logout')}
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight">
      <Button type="text" data-testid="admin-user">
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        <span>{name}</span>
      </Button>
    </Popover>
  );
}
