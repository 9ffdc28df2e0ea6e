import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { MessageKey } from '@peilian/shared';
import { Breadcrumb, Button, Layout } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useEdition, useSession, useT } from '../app';
import { LEARNER_HOME } from '../routes';
import { AdminLanguageSelect } from './AdminLanguageSelect';
import { AdminMiniProgramQr } from './AdminMiniProgramQr';
import { AdminUserMenu } from './AdminUserMenu';
import { menuPlaceOf } from './adminMenu';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  /** Page title key of the current route, shown as the last breadcrumb. */
  titles: Record<string, MessageKey>;
}

/** The admin top bar of admin-back-office §2. */
export function AdminHeader({ collapsed, onToggle, titles }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  // A third-party simple flag of 2 disables the sidebar toggle.
  const toggleDisabled = useSession((state) => state.user?.thirdparty === 1 && state.user.simple === 2);
  const edition = useEdition();
  const place = menuPlaceOf(pathname);
  const title = titles[pathname];
  // Back office › group › menu entry › page, leaving out a level that repeats the one before.
  const labels = [t('nav.admin'), ...(place ? [t(place.groupLabel), t(place.entry.label)] : []), ...(title ? [t(title)] : [])];
  const crumbs = labels.filter((label, index) => label !== labels[index - 1]).map((label) => ({ title: label }));

  return (
    <Layout.Header className="admin-header">
      <Button
        type="text"
        disabled={toggleDisabled}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={t(collapsed ? 'nav.expandMenu' : 'nav.collapseMenu')}
        aria-expanded={!collapsed}
        onClick={onToggle}
        data-testid="sider-toggle"
      />
      <Breadcrumb items={crumbs} className="admin-breadcrumb" />
      <div className="admin-header-actions">
        <Link to={LEARNER_HOME} data-testid="back-to-learner">
          {t('nav.backToLearner')}
        </Link>
        {edition === 'hosted' && <AdminMiniProgramQr />}
        <AdminLanguageSelect />
        <AdminUserMenu />
      </div>
    </Layout.Header>
  );
}
