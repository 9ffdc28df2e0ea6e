import {
  AccountBookOutlined,
  BarChartOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HomeOutlined,
  RobotOutlined,
  ScheduleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import type { Language, MenuGroup } from '@peilian/shared';
import { Layout, Menu, type MenuProps } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage, usePermissionContext, useSession, useT } from '../app';
import { LookLogo } from '../identity';
import { adminMenu, groupMenuKey, menuPlaceOf, nextOpenKeys } from './adminMenu';

const GROUP_ICONS: Record<MenuGroup, ReactNode> = {
  homePage: <HomeOutlined />,
  view: <BarChartOutlined />,
  train: <ScheduleOutlined />,
  voice: <DatabaseOutlined />,
  smart: <RobotOutlined />,
  system: <SettingOutlined />,
  log: <FileTextOutlined />,
  expenses: <AccountBookOutlined />,
};

/** Width of the collapsed desktop sidebar (icons only); on a narrow screen it collapses away. */
const ICON_WIDTH = 80;
/** The open menu's width: English names are longer (Training management, Intelligent assistant) and are not cut. */
const SIDER_WIDTH: Record<Language, number> = { 'zh-CN': 220, 'zh-TW': 220, en: 256 };
/** On a narrow screen the open sidebar floats over the page (above the mask of `AdminApp`). */
const FLOATING: CSSProperties = { position: 'fixed', top: 0, left: 0, height: '100vh', zIndex: 1000, overflowY: 'auto' };

interface Props {
  collapsed: boolean;
  /** Below 992 px: the sidebar floats over the page and collapses to nothing. */
  narrow: boolean;
  /** The organisation's back-office logo (the small one when collapsed); '' shows the product's name. */
  logo?: string;
}

/**
 * The admin sidebar (admin §2): a submenu per permitted group with one entry per permitted
 * function (the home group is a single entry), one submenu open at a time. The current route's
 * entry is highlighted — for a hidden detail route, the entry it belongs to — and its group opens.
 */
export function AdminSider({ collapsed, narrow, logo = '' }: Props) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const sections = adminMenu(user, usePermissionContext());
  const place = menuPlaceOf(pathname);
  const placeGroup = place ? groupMenuKey(place.group) : null;
  // The open submenu follows the route: a new route's group opens, the user may open another.
  const [open, setOpen] = useState({ route: pathname, keys: placeGroup ? [placeGroup] : [] });
  const openKeys = open.route === pathname ? open.keys : placeGroup ? [placeGroup] : [];

  const items: MenuProps['items'] = sections.map((section) => {
    const [only] = section.entries;
    if (section.group === 'homePage' && only && section.entries.length === 1) {
      return { key: only.path, icon: GROUP_ICONS.homePage, label: t(section.label) };
    }
    return {
      key: groupMenuKey(section.group),
      icon: GROUP_ICONS[section.group],
      label: t(section.label),
      children: section.entries.map((entry) => ({ key: entry.path, label: t(entry.label) })),
    };
  });

  return (
    <Layout.Sider
      theme="light"
      width={SIDER_WIDTH[language]}
      collapsible
      collapsed={collapsed}
      trigger={null}
      collapsedWidth={narrow ? 0 : ICON_WIDTH}
      className="admin-sider"
      aria-label={t('nav.adminMenu')}
      style={narrow ? FLOATING : undefined}
      data-testid="admin-sider"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <LookLogo logo={logo} name={t('app.name')} className="admin-logo" testId="admin-logo" />
      <Menu
        mode="inline"
        items={items}
        selectedKeys={place ? [place.entry.path] : []}
        openKeys={openKeys}
        onOpenChange={(keys) => setOpen({ route: pathname, keys: nextOpenKeys(openKeys, keys) })}
        onClick={({ key }) => navigate(key)}
      />
    </Layout.Sider>
  );
}
