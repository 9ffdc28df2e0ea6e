import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { applyDeliveryForm, readDeliveryForm } from './settings.js';

const { notify } = ADMIN_ENDPOINTS;
const NOTIFY = { functions: 'message-management' };

/** The e-mail server and group robot card of 消息管理 (docs/notifications.md "Delivery settings"). */
export function registerDeliverySettingRoutes(routers: Routers): void {
  adminRoute(routers, notify.delivery, NOTIFY, async (_input, { deps, caller }) =>
    ok({ delivery: await readDeliveryForm(deps.db, deps.config, caller.orgId) }),
  );

  adminRoute(routers, notify.setDelivery, NOTIFY, async ({ body }, { deps, log, caller }) => {
    const delivery = await applyDeliveryForm(deps.db, deps.config, caller.orgId, body());
    log.info({ orgId: caller.orgId, by: caller.id, host: delivery.host, port: delivery.port, webhook: delivery.webhook !== '' }, 'notification delivery set');
    return ok({ delivery });
  });
}
