import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { presentBanner } from '../presenter.js';
import { bannerRecord, bannerList, changeBanner, createBanner, removeBanner, setBannerDisabled } from './commands.js';

const { banners } = ADMIN_ENDPOINTS;

/**
 * Banners of the training centre's carousel (admin §2 system group): `banner` is a hidden route
 * under the admin settings, so like every hidden route it needs its parent's function.
 */
const BANNERS = { functions: 'adminsetting' };
const ID = { ...BANNERS, targets: ['params.id'], load: { id: bannerRecord } };

export function registerBannerRoutes(routers: Routers): void {
  adminRoute(routers, banners.list, BANNERS, async ({ query }, request) => {
    const { rows, total } = await bannerList(request, query());
    return ok({ rows: rows.map(presentBanner), total });
  });

  adminRoute(routers, banners.create, BANNERS, async ({ body }, request) => ok({ banner: presentBanner(await createBanner(request, body())) }));

  adminRoute(routers, banners.update, ID, async ({ body, records: { id: row } }, request) =>
    ok({ banner: presentBanner(await changeBanner(request, row, body())) }),
  );

  adminRoute(routers, banners.remove, { ...ID, recycles: 'banner' }, async ({ records }, request) => {
    await removeBanner(request, records.id);
    return ok({});
  });

  adminRoute(routers, banners.disable, ID, async ({ body, records: { id: row } }, request) =>
    ok({ banner: presentBanner(await setBannerDisabled(request, row, body().disabled)) }),
  );
}
