import { VERSION_LABEL, ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { ANY_ADMIN } from '../../auth/functions.js';
import { adminRoute, publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

const { system } = LEARNER_ENDPOINTS;

export function registerSystemRoutes(routers: Routers): void {
  publicRoute(routers, system.health, {}, async (_input, ctx) => {
    const { config, databaseKind, startedAt } = ctx.deps;
    ctx.set('Cache-Control', 'no-store');
    return ok({
      version: VERSION_LABEL,
      database: databaseKind,
      uptime: Math.round((performance.now() - startedAt) / 1000),
      edition: config.edition,
    });
  });

  // Spec §7 "GET api/admin/system/version": the back office's version label.
  adminRoute(routers, system.version, { functions: ANY_ADMIN }, async () => ok({ version: VERSION_LABEL }));
}
