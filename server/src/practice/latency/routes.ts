import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { scenarioInOrg } from '../scenes/commands.js';
import { scenarioLatency, sessionLatency } from './commands.js';

const { latency } = ADMIN_ENDPOINTS;

/** Latency calls: the rights of the scenario admin calls (`voicescene`). */
export function registerLatencyRoutes(routers: Routers): void {
  adminRoute(routers, latency.session, { functions: 'voicescene', targets: ['params.sessionId'] }, async ({ params }, request) =>
    ok(await sessionLatency(request, params.sessionId)),
  );

  adminRoute(routers, latency.scenario, { functions: 'voicescene', targets: ['params.id'] }, async ({ params, query }, request) => {
    const scenario = await scenarioInOrg(request, params.id);
    return ok(await scenarioLatency(request, scenario.id, query()));
  });
}
