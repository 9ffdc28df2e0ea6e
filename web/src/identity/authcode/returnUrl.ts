import { LEARNER_HOME } from '@peilian/shared';

const TASK_PAGE = '/user/dashboard/task';

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The page an authorisation-code login continues to (spec §2.4): `returnUrl` is decoded and read as
 * a query string; pageType 7 is the training centre, pageType 0 the task `id`, any other pageType
 * the task package `pkgid`. No returnUrl → null (the caller uses the role's landing page).
 */
export function authCodeTarget(returnUrl: string | null): string | null {
  if (!returnUrl) return null;
  const decoded = decodeOnce(returnUrl);
  const query = decoded.includes('?') ? decoded.slice(decoded.indexOf('?') + 1) : decoded;
  const params = new URLSearchParams(query);
  const pageType = params.get('pageType');
  if (pageType === '7') return LEARNER_HOME;
  const id = (pageType === '0' ? params.get('id') : params.get('pkgid')) ?? '';
  return `${TASK_PAGE}?id=${encodeURIComponent(id)}`;
}

/**
 * The in-app route of a third-party `returnUrl` (spec §2.5): an app path (`/user/…`), or the hash
 * route of a URL on this origin. Anything else (another site, a protocol-relative URL) is ignored.
 */
export function inAppRoute(returnUrl: string | null, origin: string): string | null {
  if (!returnUrl) return null;
  const decoded = decodeOnce(returnUrl);
  if (decoded.startsWith('/') && !decoded.startsWith('//')) return decoded;
  if (decoded.startsWith('#/')) return decoded.slice(1);
  try {
    const url = new URL(decoded);
    if (url.origin === origin && url.hash.startsWith('#/')) return url.hash.slice(1);
  } catch {
    // Not a URL: ignored.
  }
  return null;
}
