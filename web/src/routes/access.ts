import { TOP_ADMIN_LEVEL, userFunctionKeys, type StoredUser } from '@peilian/shared';

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const LEARNER_HOME = '/user/dashboard/center';
export const ADMIN_HOME = '/admin/homePage/homePage';

type AccessUser = Pick<StoredUser, 'isadmin' | 'adminuser' | 'orgowner' | 'funcs'>;

/**
 * Whether the user may enter the admin back office at all: top admin, organisation owner, or a
 * holder of at least one function key. Per-function checks come with the function tree in shared.
 */
export function canEnterAdmin(user: AccessUser): boolean {
  return user.isadmin === TOP_ADMIN_LEVEL || user.adminuser === 1 || user.orgowner === 1 || userFunctionKeys(user).length > 0;
}

/** Where a user lands after login when no usable redirect was given. */
export function landingPath(user: AccessUser): string {
  return canEnterAdmin(user) ? ADMIN_HOME : LEARNER_HOME;
}

function areaOf(pathname: string): 'user' | 'admin' | null {
  if (pathname === '/user' || pathname.startsWith('/user/')) return 'user';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return null;
}

/**
 * The route guard (learner-and-session §4/§5): where to send a visit to `path` instead, or null
 * when it may proceed. Without a user, protected areas go to login with the path as redirect; a
 * user who may not enter the admin area gets /404.
 */
export function accessRedirect(path: string, user: AccessUser | null): string | null {
  const area = areaOf(path.split(/[?#]/)[0] ?? '');
  if (!area) return null;
  if (!user) return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
  if (area === 'admin' && !canEnterAdmin(user)) return NOT_FOUND_PATH;
  return null;
}

/** The route to open after login: the `redirect` query when it is an allowed in-app path, else the landing path. */
export function postLoginPath(redirect: string | null, user: AccessUser): string {
  const usable =
    redirect !== null &&
    redirect.startsWith('/') &&
    !redirect.startsWith('//') &&
    !redirect.startsWith(LOGIN_PATH) &&
    areaOf(redirect.split(/[?#]/)[0] ?? '') !== null &&
    accessRedirect(redirect, user) === null;
  return usable ? redirect : landingPath(user);
}
