import {
  ADMIN_HOME,
  canOpenRoute,
  landingRoute,
  LEARNER_HOME,
  NOT_FOUND_ROUTE,
  type PermissionContext,
  type PermissionUser,
} from '@peilian/shared';

export { ADMIN_HOME, LEARNER_HOME };
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = NOT_FOUND_ROUTE;
/** The logout page of the special customer class (authorisation-code declaration cancelled, session lost). */
export const LOGGED_OUT_PATH = '/logout';

function areaOf(pathname: string): 'user' | 'admin' | null {
  if (pathname === '/user' || pathname.startsWith('/user/')) return 'user';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return null;
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

/**
 * The route guard (learner-and-session §4/§5) over shared's `canOpenRoute`: where to send a visit
 * to `path` instead, or null when it may proceed. Public routes are open; without a user the
 * learner and admin areas go to login with the path as redirect; a route the user may not open
 * goes to /404. `/admin` itself stands for the user's admin landing page.
 */
export function accessRedirect(path: string, user: PermissionUser | null, context: PermissionContext): string | null {
  const pathname = pathnameOf(path);
  const area = areaOf(pathname);
  if (!area) return null;
  if (!user) return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
  if (pathname === '/admin' || pathname === '/admin/') return landingRoute(user, context);
  return canOpenRoute(user, pathname, context) ? null : NOT_FOUND_PATH;
}

/** Whether the user may enter the back office at all (the learner shell's Admin tab). */
export function adminEntry(user: PermissionUser, context: PermissionContext): string | null {
  const landing = landingRoute(user, context);
  return landing.startsWith('/admin/') ? landing : null;
}

/**
 * The route to open after login: the `redirect` query when it is an in-app learner or admin path
 * the user may open (never a loop back to login or another origin), else shared's `landingRoute`.
 */
export function postLoginPath(redirect: string | null, user: PermissionUser, context: PermissionContext): string {
  const usable =
    redirect !== null &&
    redirect.startsWith('/') &&
    !redirect.startsWith('//') &&
    areaOf(pathnameOf(redirect)) !== null &&
    accessRedirect(redirect, user, context) === null;
  return usable ? redirect : landingRoute(user, context);
}
