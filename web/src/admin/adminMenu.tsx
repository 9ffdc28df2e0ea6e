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
import { functionForRoute, menuFor, type MenuGroup, type MessageKey, type PermissionContext, type PermissionUser } from '@peilian/shared';
import type { ReactNode } from 'react';

/** How a menu group of shared's function tree looks in the sidebar. */
const GROUP_LOOK: Record<MenuGroup, { label: MessageKey; icon: ReactNode }> = {
  homePage: { label: 'admin.menu.home', icon: <HomeOutlined /> },
  view: { label: 'admin.menu.dataCentre', icon: <BarChartOutlined /> },
  train: { label: 'admin.menu.training', icon: <ScheduleOutlined /> },
  voice: { label: 'admin.menu.questionBank', icon: <DatabaseOutlined /> },
  smart: { label: 'admin.menu.assistant', icon: <RobotOutlined /> },
  system: { label: 'admin.menu.system', icon: <SettingOutlined /> },
  log: { label: 'admin.menu.logs', icon: <FileTextOutlined /> },
  expenses: { label: 'admin.menu.cost', icon: <AccountBookOutlined /> },
};

export interface AdminMenuEntry {
  key: MenuGroup;
  label: MessageKey;
  icon: ReactNode;
  /** The group's first permitted function, which the entry opens. */
  path: string;
}

/**
 * The sidebar for this user (admin-back-office §2, §6), from shared's `menuFor`: one entry per
 * group that has a permitted function, opening its first one. Per-function sub-entries wait for
 * function labels in shared's messages.
 */
export function visibleMenu(user: PermissionUser | null, context: PermissionContext): AdminMenuEntry[] {
  if (!user) return [];
  return menuFor(user, context).flatMap((section) => {
    const first = section.items[0];
    return first ? [{ key: section.group, ...GROUP_LOOK[section.group], path: first.route }] : [];
  });
}

/** The menu group a path belongs to (hidden detail routes highlight their parent's group). */
export function groupOfPath(pathname: string): { key: MenuGroup; label: MessageKey } | undefined {
  const node = functionForRoute(pathname);
  return node ? { key: node.group, label: GROUP_LOOK[node.group].label } : undefined;
}
