import { bannerListQuerySchema, bannerRequestSchema, libraryDisableRequestSchema, ok, type BannerListResponse, type BannerResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { bannerInOrg, bannerList, changeBanner, createBanner, removeBanner, setBannerDisabled } from './commands.js';
import { presentBanner } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

async function list(ctx: Context): Promise<void> {
  const { rows, total } = await bannerList(callerRequest(ctx), parseQuery(ctx, bannerListQuerySchema));
  const body: BannerListResponse = ok({ rows: rows.map(presentBanner), total });
  ctx.body = body;
}

async function create(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const input = parseBody(ctx, bannerRequestSchema);
  const body: BannerResponse = ok({ banner: presentBanner(await createBanner(request, input)) });
  ctx.body = body;
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await bannerInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, bannerRequestSchema);
  const body: BannerResponse = ok({ banner: presentBanner(await changeBanner(request, row, input)) });
  ctx.body = body;
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await bannerInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, libraryDisableRequestSchema);
  const body: BannerResponse = ok({ banner: presentBanner(await setBannerDisabled(request, row, disabled)) });
  ctx.body = body;
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeBanner(request, await bannerInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/**
 * Banners of the training centre's carousel (admin §2 system group): `banner` is a hidden route
 * under the admin settings, so like every hidden route it needs its parent's function.
 */
const BANNER_FUNCTION = 'adminsetting';

export function registerBannerRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/system/banner', requireFunction(BANNER_FUNCTION), list);
  admin.post('/api/admin/system/banner', requireFunction(BANNER_FUNCTION), create);
  admin.put('/api/admin/system/banner/:id', requireFunction(BANNER_FUNCTION, id), update);
  admin.delete('/api/admin/system/banner/:id', requireFunction(BANNER_FUNCTION, id), remove);
  admin.post('/api/admin/system/banner/:id/disable', requireFunction(BANNER_FUNCTION, id), disable);
}
