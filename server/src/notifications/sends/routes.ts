import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { listNotifySends } from '../../data/notifications.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { presentSend } from '../presenter.js';

const { notify } = ADMIN_ENDPOINTS;

/** The send log (docs/notifications.md "Send log"): every mail and robot post, newest first, with its result and error. */
export function registerNotifySendRoutes(routers: Routers): void {
  adminRoute(routers, notify.sends, { functions: 'message-management' }, async ({ query }, request) => {
    const { rows, total } = await listNotifySends(request.deps.db, request.orgId, query());
    return ok({ rows: rows.map((row) => presentSend(row, request.t)), total });
  });
}
