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
import type { MessageKey, StoredUser } from '@peilian/shared';
import type { ReactNode } from 'react';
import { ADMIN_HOME } from '../routes/access';

export interface AdminMenuGroup {
  /** Route group of admin-back-office §2 (`/admin/<key>`). */
  key: string;
  label: MessageKey;
  icon: ReactNode;
  /** The page the entry opens; groups whose pages are not built yet have none and show disabled. */
  path?: string;
}

/** The sidebar's menu groups, in the spec's order (admin-back-office §2). */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  { key: 'homePage', label: 'admin.menu.home', icon: <HomeOutlined />, path: ADMIN_HOME },
  { key: 'view', label: 'admin.menu.dataCentre', icon: <BarChartOutlined /> },
  { key: 'train', label: 'admin.menu.training', icon: <ScheduleOutlined /> },
  { key: 'voice', label: 'admin.menu.questionBank', icon: <DatabaseOutlined /> },
  { key: 'smart', label: 'admin.menu.assistant', icon: <RobotOutlined /> },
  { key: 'system', label: 'admin.menu.system', icon: <SettingOutlined /> },
  { key: 'log', label: 'admin.menu.logs', icon: <FileTextOutlined /> },
  { key: 'expenses', label: 'admin.menu.cost', icon: <AccountBookOutlined /> },
];

/**
 * The groups this user sees. Only the flag rules known so far are applied here (the intelligent
 * assistant needs `openai`); per-function filtering arrives with the function tree in shared.
 */
export function visibleMenu(user: Pick<StoredUser, 'openai'> | null): AdminMenuGroup[] {
  return ADMIN_MENU.filter((group) => group.key !== 'smart' || user?.openai === 1);
}

/** The menu group a path belongs to (`/admin/view/...` → `view`). */
export function groupOfPath(pathname: string): AdminMenuGroup | undefined {
  const segment = pathname.split('/')[2];
  return ADMIN_MENU.find((group) => group.key === segment);
}
