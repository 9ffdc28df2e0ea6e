import { TOP_ADMIN_LEVEL, userFunctionKeys, type StoredUser } from '../domain/user.js';
import { opensApplication, type RoleApplication } from '../domain/role.js';
import {
  FUNCTION_TREE,
  MENU_GROUPS,
  functionForRoute,
  functionNode,
  functionRoute,
  UNBUILT_FUNCTIONS,
  type FunctionNode,
  type MenuGroup,
} from './functionTree.js';

/** The user fields the rules read; the stored user and the server's session both provide them. */
export type PermissionUser = Pick<StoredUser, 'isadmin' | 'adminuser' | 'orgowner' | 'funcs' | 'openai' | 'aillm' | 'voiceprint' | 'orgid'>;

/** What the organisation and deployment add to the user's own rights. */
export interface PermissionContext {
  edition: 'hosted' | 'private';
  /** Function keys the organisation's product version licenses; private deployments license all. */
  licensed: readonly string[] | 'all';
  /** Organisations allowed to use an allow-listed function (function key → organisation ids). */
  allowLists?: Readonly<Record<string, readonly string[]>>;
}

export const LEARNER_HOME = '/user/dashboard/center';
export const ADMIN_HOME = '/admin/homePage/homePage';
export const NOT_FOUND_ROUTE = '/404';
const USER_SETTING_KEY = 'user-setting';

/** Super admin: isadmin 100 or the adminuser flag (spec §6 "top admin"). */
export function isTopAdmin(user: PermissionUser): boolean {
  return user.isadmin === TOP_ADMIN_LEVEL || user.adminuser === 1;
}

export function isOrgOwner(user: PermissionUser): boolean {
  return user.orgowner === 1;
}

/** Top admins and the organisation owner: the accounts only someone of the same standing may act on. */
export function isPrivilegedUser(user: PermissionUser): boolean {
  return isTopAdmin(user) || isOrgOwner(user);
}

/**
 * Whether the user may use an application besides the back office (admin §3 Role, permissions per
 * application): top admins and owners always, anyone else as the role copied onto the user opens it.
 */
export function mayUseApplication(user: PermissionUser & { apps: string }, application: RoleApplication): boolean {
  return isPrivilegedUser(user) || opensApplication(user.apps, application);
}

/** Anyone with a way into the back office: top admin, owner, or at least one function key. */
export function isAdminUser(user: PermissionUser): boolean {
  return isTopAdmin(user) || isOrgOwner(user) || userFunctionKeys(user).length > 0;
}

function isLicensed(key: string, context: PermissionContext): boolean {
  return context.edition === 'private' || context.licensed === 'all' || context.licensed.includes(key);
}

function meetsRequirement(user: PermissionUser, node: FunctionNode, context: PermissionContext): boolean {
  switch (node.requires) {
    case undefined:
      return true;
    case 'aillm':
      return user.aillm === 1;
    case 'openai':
      return user.openai === 1;
    case 'voiceprint':
      return user.voiceprint === 1;
    case 'topAdmin':
      return user.isadmin === TOP_ADMIN_LEVEL;
    case 'orgAllowList':
      return context.allowLists?.[node.key]?.includes(user.orgid) ?? false;
  }
}

/**
 * Whether a user may use an admin function (admin-back-office §6): hard requirements first (flags,
 * allow-lists, recycle bin for isadmin 100), then top admins pass, owners pass everything but
 * user-setting, and other admins need the key in their funcs and in the organisation's licence.
 * A hidden detail route has the rights of the entry it belongs to.
 */
export function canUseFunction(user: PermissionUser, key: string, context: PermissionContext): boolean {
  const node = functionNode(key);
  if (!node) return false;
  if (node.hidden && node.parent) return canUseFunction(user, node.parent, context);
  if (!meetsRequirement(user, node, context)) return false;
  if (isTopAdmin(user)) return true;
  if (isOrgOwner(user)) return node.key !== USER_SETTING_KEY;
  const permissionKey = node.parent ?? node.key;
  const funcs = userFunctionKeys(user);
  return (funcs.includes(node.key) || funcs.includes(permissionKey)) && isLicensed(permissionKey, context);
}

/**
 * The route guard of spec §5: `/user/...` needs only a session (the learner's own settings page is
 * among them, so it is always allowed); an admin route needs its function by the rule the menu uses,
 * so a page the menu hides (an owner's `/admin/smart/user-setting`) is refused by URL as well; any
 * other path is refused (the caller shows /404).
 */
export function canOpenRoute(user: PermissionUser, path: string, context: PermissionContext): boolean {
  if (path === '/user' || path.startsWith('/user/')) return true;
  const node = functionForRoute(path);
  return node !== undefined && !UNBUILT_FUNCTIONS.has(node.key) && canUseFunction(user, node.key, context);
}

/** A function the menu and the landing offer: visible, built and permitted. */
const offered = (user: PermissionUser, node: FunctionNode, context: PermissionContext): boolean =>
  !node.hidden && !UNBUILT_FUNCTIONS.has(node.key) && canUseFunction(user, node.key, context);

export interface MenuSection {
  group: MenuGroup;
  items: { key: string; route: string }[];
}

/** The admin sidebar: visible functions the user may use, grouped, empty groups left out. */
export function menuFor(user: PermissionUser, context: PermissionContext): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: FUNCTION_TREE.filter((node) => node.group === group && offered(user, node, context)).map((node) => ({
      key: node.key,
      route: functionRoute(node),
    })),
  })).filter((section) => section.items.length > 0);
}

/**
 * Where a user lands after login (spec §2.2): learners and admins without any function key go to the
 * training centre; super admin, owner or holder of the home function go to the admin home when
 * permitted; otherwise the first permitted function; an admin whose keys permit nothing goes to /404.
 */
export function landingRoute(user: PermissionUser, context: PermissionContext): string {
  if (!isAdminUser(user)) return LEARNER_HOME;
  const wantsHome = isTopAdmin(user) || isOrgOwner(user) || userFunctionKeys(user).includes('home');
  if (wantsHome && canUseFunction(user, 'home', context)) return ADMIN_HOME;
  const first = FUNCTION_TREE.find((node) => offered(user, node, context));
  return first ? functionRoute(first) : NOT_FOUND_ROUTE;
}
