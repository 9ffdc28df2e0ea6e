import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { LoginLogsPage } from './LoginLogsPage';

/** The sign-in logs, relative to `/admin/` (the route guard has checked `loglogin` or `logadminlogin`). */
export const LOG_ROUTES: readonly AdminPageRoute[] = [
  // Keyed: moving from one list to the other mounts a new page (its own filters and query), not the same one re-rendered.
  { path: 'log/loglogin', element: <LoginLogsPage key="learners" admin={false} /> },
  { path: 'log/logadminlogin', element: <LoginLogsPage key="admins" admin /> },
];

export const LOG_TITLES: Record<string, MessageKey> = {
  '/admin/log/loglogin': 'loginLogs.learnerTitle',
  '/admin/log/logadminlogin': 'loginLogs.adminTitle',
};
