import {
  functionForRoute,
  functionLabelKey,
  functionNode,
  functionRoute,
  menuFor,
  type MenuGroup,
  type MessageKey,
  type PermissionContext,
  type PermissionUser,
} from '@peilian/shared';

/** The sidebar title of each menu group of shared's function tree. */
export const GROUP_LABELS: Record<MenuGroup, MessageKey> = {
  homePage: 'admin.menu.home',
  view: 'admin.menu.dataCentre',
  train: 'admin.menu.training',
  voice: 'admin.menu.questionBank',
  smart: 'admin.menu.assistant',
  system: 'admin.menu.system',
  log: 'admin.menu.logs',
  expenses: 'admin.menu.cost',
};

export interface AdminMenuEntry {
  /** The function key. */
  key: string;
  label: MessageKey;
  /** The function's route, which the entry opens (and the entry's menu key). */
  path: string;
}

export interface AdminMenuSection {
  group: MenuGroup;
  label: MessageKey;
  entries: AdminMenuEntry[];
}

/**
 * The sidebar for this user (admin-back-office §2, §6) from shared's `menuFor`: one section per
 * group holding a permitted function, one entry per permitted visible function, in tree order.
 * Hidden detail functions never appear.
 */
export function adminMenu(user: PermissionUser | null, context: PermissionContext): AdminMenuSection[] {
  if (!user) return [];
  return menuFor(user, context).map((section) => ({
    group: section.group,
    label: GROUP_LABELS[section.group],
    entries: section.items.map((item) => ({ key: item.key, label: functionLabelKey(item.key), path: item.route })),
  }));
}

/** Where a route sits in the sidebar: its group and the visible entry it highlights. */
export interface MenuPlace {
  group: MenuGroup;
  groupLabel: MessageKey;
  entry: AdminMenuEntry;
}

/**
 * The sidebar place of a path, or undefined outside the function tree. A hidden detail route
 * (an edit page) highlights the visible entry it belongs to.
 */
export function menuPlaceOf(pathname: string): MenuPlace | undefined {
  const node = functionForRoute(pathname);
  if (!node) return undefined;
  const visible = node.hidden && node.parent ? (functionNode(node.parent) ?? node) : node;
  return {
    group: visible.group,
    groupLabel: GROUP_LABELS[visible.group],
    entry: { key: visible.key, label: functionLabelKey(visible.key), path: functionRoute(visible) },
  };
}

/** The menu key of a group's submenu (entries use their paths, so the two never collide). */
export function groupMenuKey(group: MenuGroup): string {
  return `group:${group}`;
}

/**
 * Accordion behaviour (admin §2: one open submenu at a time): of the keys the menu asks to have
 * open, keep only the one just opened; closing a submenu leaves none open.
 */
export function nextOpenKeys(current: readonly string[], requested: readonly string[]): string[] {
  const opened = requested.find((key) => !current.includes(key));
  return opened ? [opened] : requested.filter((key) => current.includes(key)).slice(-1);
}
