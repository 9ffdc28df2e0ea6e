import {
  childTaskRequestSchema,
  createPackageRequestSchema,
  createTranslator,
  ok,
  packageExportQuerySchema,
  packageListQuerySchema,
  publishRequestSchema,
  updatePackageRequestSchema,
  type ChildTaskResponse,
  type PackageDetailResponse,
  type PackageListResponse,
} from '@peilian/shared';
import type { Context } from 'koa';
import { requestLanguage } from '../../errors/index.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { presentAdminPackage } from '../adminPresenter.js';
import type { Routers } from '../../http/routers.js';
import { addChildTask, childInOrg, editChildTask, removeChildTask } from './children.js';
import { createPackage, deletePackage, listTaskPackages, packageDetail, packageInOrg, publishPackage, unpublishPackage, updatePackage } from './commands.js';
import { packageWorkbook } from './packageExport.js';
import { requireTaskFunction } from '../taskGuard.js';
import { callerRequest } from '../../lib/request.js';

// Routes with an id resolve it inside the caller's organisation (and the caller's task lists)
// before reading the body, so another organisation's id is a 404 whatever the body says.

const detailBody = (detail: PackageDetailResponse['package']): PackageDetailResponse => ok({ package: detail });

/** `GET api/admin/task/package?tasktype&title&publishstate&page&rows`. */
async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, packageListQuerySchema);
  const { rows, total } = await listTaskPackages(callerRequest(ctx), query);
  const now = ctx.deps.clock.now();
  const body: PackageListResponse = ok({ rows: rows.map((row) => presentAdminPackage(row, now)), total });
  ctx.body = body;
}

/** `GET api/admin/task/package/export?tasktype&title&publishstate`: the filtered list as an .xlsx. */
async function exportList(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, packageExportQuerySchema);
  const workbook = await packageWorkbook(callerRequest(ctx), query, createTranslator(requestLanguage(ctx)));
  ctx.set('Content-Disposition', 'attachment; filename="task-packages.xlsx"');
  ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  ctx.body = workbook;
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, createPackageRequestSchema);
  ctx.body = detailBody(await createPackage(callerRequest(ctx), input));
}

async function detail(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const pkg = await packageInOrg(request, String(ctx.params.id));
  ctx.body = detailBody(await packageDetail(request, pkg.id));
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const pkg = await packageInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, updatePackageRequestSchema);
  ctx.body = detailBody(await updatePackage(request, pkg, input));
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await deletePackage(request, await packageInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

async function publish(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const pkg = await packageInOrg(request, String(ctx.params.id));
  const body = parseBody(ctx, publishRequestSchema);
  ctx.body = detailBody(await publishPackage(request, pkg, body));
}

async function unpublish(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const pkg = await packageInOrg(request, String(ctx.params.id));
  ctx.body = detailBody(await unpublishPackage(request, pkg));
}

async function addChild(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const pkg = await packageInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, childTaskRequestSchema);
  const body: ChildTaskResponse = ok({ child: await addChildTask(request, pkg.id, input) });
  ctx.body = body;
}

async function editChild(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const { child } = await childInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, childTaskRequestSchema);
  const body: ChildTaskResponse = ok({ child: await editChildTask(request, child, input) });
  ctx.body = body;
}

async function removeChild(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const { child } = await childInOrg(request, String(ctx.params.id));
  await removeChildTask(request, child);
  ctx.body = ok({});
}

/** The task lists and package editor of admin §2 (trainmanagement-*, edittraincom-*). */
export function registerPackageRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/task/package', requireTaskFunction(), list);
  admin.get('/api/admin/task/package/export', requireTaskFunction(), exportList);
  admin.post('/api/admin/task/package', requireTaskFunction(), create);
  admin.get('/api/admin/task/package/:id', requireTaskFunction(id), detail);
  admin.put('/api/admin/task/package/:id', requireTaskFunction(id), update);
  admin.delete('/api/admin/task/package/:id', requireTaskFunction(id), remove);
  admin.post('/api/admin/task/package/:id/publish', requireTaskFunction(id), publish);
  admin.post('/api/admin/task/package/:id/unpublish', requireTaskFunction(id), unpublish);
  admin.post('/api/admin/task/package/:id/child', requireTaskFunction(id), addChild);
  admin.put('/api/admin/task/child/:id', requireTaskFunction(id), editChild);
  admin.delete('/api/admin/task/child/:id', requireTaskFunction(id), removeChild);
}
