import type { MessageKey } from '@peilian/shared';
import type { AdminPageRoute } from '../adminRouteTypes';
import { LoginLogsPage } from './LoginLogsPage';
import { OperationLogsPage } from './OperationLogsPage';

/** The sign-in and operation logs, relative to `/admin/` (the route guard has checked `loglogin`, `logadminlogin` or `logoperation`). */
export const LOG_ROUTES: readonly AdminPageRoute[] = [
  // Keyed: moving from one list to the other mounts a new page (its own filters and query), not the same one re-rendered.
  { path: 'log/loglogin', element: <LoginLogsPage key="learners" admin={false} /> },
  { path: 'log/logadminlogin', element: <LoginLogsPage key="admins" admin /> },
  { path: 'log/logoperation', element: <OperationLogsPage /> },
];

export const LOG_TITLES: Record<string, MessageKey> = {
  '/admin/log/loglogin': 'loginLogs.learnerTitle',
  '/admin/log/logadminlogin': 'loginLogs.adminTitle',
  '/admin/log/logoperation': 'operationLogs.title',
};
