import { VERSION_LABEL, ok, type HealthResponse, type VersionResponse } from '@peilian/shared';
import { ANY_ADMIN, requireFunction } from '../../auth/functions.js';
import type { Routers } from '../../http/routers.js';

export function registerSystemRoutes({ public: router, admin }: Routers): void {
  router.get('/api/health', (ctx) => {
    const { config, databaseKind, startedAt } = ctx.deps;
    const body: HealthResponse = ok({
      version: VERSION_LABEL,
      database: databaseKind,
      uptime: Math.round((performance.now() - startedAt) / 1000),
      edition: config.edition,
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  // Spec §7 "GET api/admin/system/version": the back office's version label.
  admin.get('/api/admin/system/version', requireFunction(ANY_ADMIN), (ctx) => {
    const body: VersionResponse = ok({ version: VERSION_LABEL });
    ctx.body = body;
  });
}
