import { Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePermissionContext, useSession, useT } from '../app/hooks';
import { groupOfPath, visibleMenu } from './adminMenu';

interface Props {
  collapsed: boolean;
  onBreakpoint: (narrow: boolean) => void;
}

/** The admin sidebar: one entry per permitted menu group; below 992 px it collapses away. */
export function AdminSider({ collapsed, onBreakpoint }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  const groups = visibleMenu(user, context);
  const selected = groupOfPath(pathname)?.key;

  return (
    <Layout.Sider
      theme="light"
      width={220}
      collapsible
      collapsed={collapsed}
      trigger={null}
      breakpoint="lg"
      collapsedWidth={0}
      onBreakpoint={onBreakpoint}
      className="admin-sider"
      data-testid="admin-sider"
    >
      <div className="admin-logo">{t('app.name')}</div>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={groups.map((group) => ({
          key: group.key,
          icon: group.icon,
          label: t(group.label),
          onClick: () => navigate(group.path),
        }))}
      />
    </Layout.Sider>
  );
}
