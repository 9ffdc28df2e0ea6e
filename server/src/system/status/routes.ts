import { setTimeout as sleep } from 'node:timers/promises';
import { VERSION_LABEL, ok } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { ANY_ADMIN } from '../../auth/functions.js';
import { pingDatabase } from '../../data/ping.js';
import { appError } from '../../errors/index.js';
import { adminRoute, publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';

const { system } = LEARNER_ENDPOINTS;

/** How long the readiness check waits for each dependency: a load balancer's check times out in a few seconds. */
const READY_TIMEOUT_MS = 2_000;

/** True when `check` resolves within `READY_TIMEOUT_MS`. */
async function answers(check: () => Promise<void>): Promise<boolean> {
  try {
    return await Promise.race([check().then(() => true), sleep(READY_TIMEOUT_MS, false, { ref: false })]);
  } catch {
    return false;
  }
}

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

  // A load balancer sends traffic only to a process whose database (and Redis, with several processes) answers.
  publicRoute(routers, system.ready, {}, async (_input, ctx) => {
    const { db, pingProcessLink } = ctx.deps;
    ctx.set('Cache-Control', 'no-store');
    const [database, redis] = await Promise.all([answers(() => pingDatabase(db)), pingProcessLink ? answers(pingProcessLink) : undefined]);
    if (!database) throw appError('errors.databaseUnreachable');
    if (redis === false) throw appError('errors.redisUnreachable');
    return ok({ database: 'ok', redis: redis === undefined ? 'unused' : 'ok' } as const);
  });

  // Spec §7 "GET api/admin/system/version": the back office's version label.
  adminRoute(routers, system.version, { functions: ANY_ADMIN }, async () => ok({ version: VERSION_LABEL }));
}
