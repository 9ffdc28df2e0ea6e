import { ok, recycleBinQuerySchema, type RecycleBinResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { purgeRecycled, recycleBinPage, restoreRecycled } from './commands.js';
import { callerRequest } from '../../lib/request.js';

const RECYCLE_BIN_FUNCTION = 'recyclebin';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, recycleBinQuerySchema);
  const body: RecycleBinResponse = ok(await recycleBinPage(callerRequest(ctx), query));
  ctx.body = body;
}

async function restore(ctx: Context): Promise<void> {
  await restoreRecycled(callerRequest(ctx), String(ctx.params.id));
  ctx.body = ok({});
}

async function purge(ctx: Context): Promise<void> {
  await purgeRecycled(callerRequest(ctx), String(ctx.params.id));
  ctx.body = ok({});
}

/** The recycle bin of admin §2 (`recyclebin`, isadmin 100 only by the shared rules). */
export function registerRecycleBinRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/system/recyclebin', requireFunction(RECYCLE_BIN_FUNCTION), list);
  admin.post('/api/admin/system/recyclebin/:id/restore', requireFunction(RECYCLE_BIN_FUNCTION, id), restore);
  admin.delete('/api/admin/system/recyclebin/:id', requireFunction(RECYCLE_BIN_FUNCTION, id), purge);
}
