import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { setOrganisationSetting } from '../../data/organisations.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { taskMessageSetting } from '../settings.js';

const { notify } = ADMIN_ENDPOINTS;
/** The notifications page (`message-management`, admin §2 system group). */
const MESSAGES = { functions: 'message-management' };

/**
 * The organisation's task-message setting (learner §3, docs/notifications.md "Task messages through
 * WeChat"): task notices also go through the official account (`isTaskMsgPush2wx`), and its follow link.
 */
export function registerTaskMessageRoutes(routers: Routers): void {
  adminRoute(routers, notify.taskMessages, MESSAGES, async (_input, { deps, caller }) => ok({ setting: await taskMessageSetting(deps.db, caller.orgId) }));

  adminRoute(routers, notify.setTaskMessages, MESSAGES, async ({ body }, { deps, log, caller }) => {
    const setting = body();
    await setOrganisationSetting(deps.db, caller.orgId, 'taskMessages', setting);
    log.info({ orgId: caller.orgId, by: caller.id, isTaskMsgPush2wx: setting.isTaskMsgPush2wx }, 'task-message setting changed');
    return ok({ setting });
  });
}
