import { ok, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute, download } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { presentAdminPackage } from '../adminPresenter.js';
import { addChildTask, childRecord, editChildTask, removeChildTask } from './children.js';
import { createPackage, deletePackage, listTaskPackages, packageDetail, packageRecord, publishPackage, unpublishPackage, updatePackage } from './commands.js';
import { listTaskExceptions, packageReach } from './exceptions.js';
import { packageWorkbook } from './packageExport.js';

const { packages, children } = ADMIN_ENDPOINTS;

/**
 * One route serves the three task lists (the `tasktype` of the query, the body or the package), so
 * a caller who may manage any of them passes, and each command then checks the package's own list.
 */
const TASKS = { functions: TASK_LIST_FUNCTION_KEYS };
const ID = { ...TASKS, targets: ['params.id'] };
const CHILD = { ...ID, load: { id: childRecord } };
const PACKAGE = { ...ID, load: { id: packageRecord } };

/**
 * The task lists and package editor of admin §2 (trainmanagement-*, edittraincom-*). Routes with an
 * id resolve it inside the caller's organisation (and the caller's task lists) before reading the
 * body, so another organisation's id is a 404 whatever the body says.
 */
export function registerPackageRoutes(routers: Routers): void {
  adminRoute(routers, packages.list, TASKS, async ({ query }, request) => {
    const { rows, total } = await listTaskPackages(request, query());
    const now = request.deps.clock.now();
    return ok({ rows: rows.map((row) => presentAdminPackage(row, now)), total });
  });

  // Before `package/:id`, which would otherwise take "export" for an id.
  adminRoute(routers, packages.export, TASKS, async ({ query }, request, ctx) =>
    download(ctx, { filename: `${request.t('trainingAdmin.export.sheet')}.xlsx`, bytes: await packageWorkbook(request, query(), request.t) }),
  );

  adminRoute(routers, packages.exceptions, TASKS, async ({ query }, request) => ok({ rows: await listTaskExceptions(request, query()) }));

  adminRoute(routers, packages.create, TASKS, async ({ body }, request) => ok({ package: await createPackage(request, body()) }));

  adminRoute(routers, packages.read, PACKAGE, async ({ records: { id: pkg } }, request) => ok({ package: await packageDetail(request, pkg.id) }));

  adminRoute(routers, packages.reach, PACKAGE, async ({ records: { id: pkg } }, request) => ok({ learners: await packageReach(request, pkg) }));

  adminRoute(routers, packages.update, PACKAGE, async ({ body, records: { id: pkg } }, request) => ok({ package: await updatePackage(request, pkg, body()) }));

  adminRoute(routers, packages.remove, { ...PACKAGE, recycles: 'package' }, async ({ records }, request) => {
    await deletePackage(request, records.id);
    return ok({});
  });

  adminRoute(routers, packages.publish, PACKAGE, async ({ body, records: { id: pkg } }, request) =>
    ok({ package: await publishPackage(request, pkg, body()) }),
  );

  adminRoute(routers, packages.unpublish, PACKAGE, async ({ records: { id: pkg } }, request) => ok({ package: await unpublishPackage(request, pkg) }));

  adminRoute(routers, packages.addChild, PACKAGE, async ({ body, records: { id: pkg } }, request) =>
    ok({ child: await addChildTask(request, pkg.id, body()) }),
  );

  adminRoute(routers, children.update, CHILD, async ({ body, records }, request) => ok({ child: await editChildTask(request, records.id.child, body()) }));

  adminRoute(routers, children.remove, { ...CHILD, recycles: 'task' }, async ({ records }, request) => {
    await removeChildTask(request, records.id.child);
    return ok({});
  });
}
