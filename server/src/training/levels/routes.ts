import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { badgeList, badgeRecord, changeBadge, changeLevel, createBadge, createLevel, levelList, levelRecord, removeBadge, removeLevel } from './commands.js';
import { presentBadge, presentLevel } from './presenter.js';

const { levels, badges } = ADMIN_ENDPOINTS;

/** Levels and badges (admin §3 Level, Badge): function `adminlevel` (docs/training.md "Levels, experience and badges"). */
const ADMINLEVEL = { functions: 'adminlevel' };
const LEVEL_ID = { ...ADMINLEVEL, targets: ['params.id'], load: { id: levelRecord } };
const BADGE_ID = { ...ADMINLEVEL, targets: ['params.id'], load: { id: badgeRecord } };

export function registerLevelRoutes(routers: Routers): void {
  adminRoute(routers, levels.list, ADMINLEVEL, async (_, request) => {
    const rows = (await levelList(request)).map(presentLevel);
    return ok({ rows, total: rows.length });
  });
  adminRoute(routers, levels.create, ADMINLEVEL, async ({ body }, request) => ok({ level: presentLevel(await createLevel(request, body())) }));
  adminRoute(routers, levels.update, LEVEL_ID, async ({ body, records }, request) =>
    ok({ level: presentLevel(await changeLevel(request, records.id, body())) }),
  );
  adminRoute(routers, levels.remove, { ...LEVEL_ID, recycles: 'level' }, async ({ records }, request) => {
    await removeLevel(request, records.id);
    return ok({});
  });

  adminRoute(routers, badges.list, ADMINLEVEL, async (_, request) => {
    const rows = (await badgeList(request)).map(presentBadge);
    return ok({ rows, total: rows.length });
  });
  adminRoute(routers, badges.create, ADMINLEVEL, async ({ body }, request) => ok({ badge: presentBadge(await createBadge(request, body())) }));
  adminRoute(routers, badges.update, BADGE_ID, async ({ body, records }, request) =>
    ok({ badge: presentBadge(await changeBadge(request, records.id, body())) }),
  );
  adminRoute(routers, badges.remove, { ...BADGE_ID, recycles: 'badge' }, async ({ records }, request) => {
    await removeBadge(request, records.id);
    return ok({});
  });
}
