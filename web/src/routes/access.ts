import { canOpenRoute, isAdminUser, landingRoute, type PermissionContext, type PermissionUser } from '@peilian/shared';
import { LOGIN_PATH, NOT_FOUND_PATH } from './paths';

function areaOf(pathname: string): 'user' | 'admin' | null {
  if (pathname === '/user' || pathname.startsWith('/user/')) return 'user';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return null;
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';
const redirectOf = (path: string) => new URLSearchParams(path.split('#')[0]?.split('?')[1] ?? '').get('redirect');

/** Shared's permission context, plus the web's flag for an administrator's licence still loading. */
export type AccessContext = PermissionContext & { licencePending?: boolean };

const licenceUnknown = (user: PermissionUser, context: AccessContext) => context.licencePending === true && isAdminUser(user);

/**
 * Whether the guard must hold an admin page back until the organisation's licence is known (only
 * for administrators; a learner's pages never wait, and a learner is refused the admin area anyway).
 */
export function awaitsLicence(path: string, user: PermissionUser | null, context: AccessContext): boolean {
  return user !== null && areaOf(pathnameOf(path)) === 'admin' && licenceUnknown(user, context);
}

/**
 * The route guard (learner-and-session §4/§5) over shared's `canOpenRoute`: where to send a visit
 * to `path` instead, or null when it may proceed. Public routes are open; without a user the
 * learner and admin areas go to login with the path as redirect; a route the user may not open
 * goes to /404. `/admin` itself stands for the user's landing page (following its own `redirect`
 * query when the user may open it). While an administrator's licence is unknown an admin page is
 * not decided here: the caller holds it back (`awaitsLicence`).
 */
export function accessRedirect(path: string, user: PermissionUser | null, context: AccessContext): string | null {
  const pathname = pathnameOf(path);
  const area = areaOf(pathname);
  if (!area) return null;
  if (!user) return `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;
  if (area === 'admin' && licenceUnknown(user, context)) return null;
  if (pathname === '/admin' || pathname === '/admin/') return postLoginPath(redirectOf(path), user, context);
  return canOpenRoute(user, pathname, context) ? null : NOT_FOUND_PATH;
}

/**
 * Whether the user may enter the back office at all (the learner shell's Admin tab): the admin
 * landing page, or `/admin` (resolved by the guard) while the licence is loading.
 */
export function adminEntry(user: PermissionUser, context: AccessContext): string | null {
  if (licenceUnknown(user, context)) return '/admin';
  const landing = landingRoute(user, context);
  return landing.startsWith('/admin/') ? landing : null;
}

/**
 * The route to open after login: the `redirect` query when it is an in-app learner or admin path
 * the user may open (never a loop back to login or another origin), else shared's `landingRoute`.
 * An administrator whose licence is still loading goes to `/admin` (carrying the redirect), where
 * the guard decides once the licence is known.
 */
export function postLoginPath(redirect: string | null, user: PermissionUser, context: AccessContext): string {
  const target = redirect !== null && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : null;
  const area = target ? areaOf(pathnameOf(target)) : null;
  if (licenceUnknown(user, context)) {
    if (target && area === 'user') return target;
    return target && area === 'admin' ? `/admin?redirect=${encodeURIComponent(target)}` : '/admin';
  }
  return target && area && accessRedirect(target, user, context) === null ? target : landingRoute(user, context);
}
