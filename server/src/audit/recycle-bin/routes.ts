import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { purgeRecycled, recycleBinPage, restoreRecycled, setRecycleDays } from './commands.js';

const { recycleBin } = ADMIN_ENDPOINTS;
const BIN = { functions: 'recyclebin' };
const ID = { ...BIN, targets: ['params.id'] };

/** The recycle bin of admin §2 (`recyclebin`, isadmin 100 only by the shared rules). */
export function registerRecycleBinRoutes(routers: Routers): void {
  adminRoute(routers, recycleBin.list, BIN, async ({ query }, request) => ok(await recycleBinPage(request, query())));

  adminRoute(routers, recycleBin.setDays, BIN, async ({ body }, request) => {
    await setRecycleDays(request, body().days);
    return ok({});
  });

  adminRoute(routers, recycleBin.restore, ID, async ({ params }, request) => {
    await restoreRecycled(request, params.id);
    return ok({});
  });

  adminRoute(routers, recycleBin.purge, ID, async ({ params }, request) => {
    await purgeRecycled(request, params.id);
    return ok({});
  });
}
