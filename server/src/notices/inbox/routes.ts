import { ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { myNotices, readAllNotices, readNotice } from './commands.js';

const { notices } = LEARNER_ENDPOINTS;

/**
 * The learner's notices (docs/notifications.md "Notices") and where their live pushes come from
 * (`system/socket`, learner §7: this server's socket.io, the path every client already uses).
 */
export function registerNoticeInboxRoutes(routers: Routers): void {
  learnerRoute(routers, notices.list, {}, async ({ query }, request) => ok(await myNotices(request, query())));
  learnerRoute(routers, notices.readAll, {}, async (_input, request) => ok(await readAllNotices(request)));
  learnerRoute(routers, notices.read, {}, async ({ params }, request) => ok(await readNotice(request, params.id)));
  learnerRoute(routers, notices.socket, {}, async () => ok({ url: '', path: '/socket.io' }));
}
