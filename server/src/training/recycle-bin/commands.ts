import { PUBLISH_STATES, type RecycleBinQuery, type RecycledItem } from '@peilian/shared';
import { listRecycledPackages, purgePackage, restorePackage, type RecycledPackageRow } from '../../data/packageRecycleBin.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../lib/caller.js';

/**
 * The recycle bin (admin §4 "Recycle bin: restore or delete permanently"; the `recyclebin` function,
 * isadmin 100 only): task packages deleted from their task list. A restored package returns to the
 * state it was deleted in (a scheduled one whose time has passed is published by the scheduler); a
 * package deleted for good takes its child tasks, range and learners' records with it.
 */

function presentRecycled({ pkg, deletedByName }: RecycledPackageRow): RecycledItem {
  return {
    id: pkg.id,
    kind: 'package',
    title: pkg.title,
    tasktype: pkg.tasktype,
    publishstate: pkg.recycledState ?? PUBLISH_STATES.unpublished,
    deletedate: pkg.deletedAt?.toISOString() ?? '',
    deleter: deletedByName ?? '',
  };
}

/** `GET api/admin/system/recyclebin`: one page of the organisation's recycle bin. */
export async function recycleBinPage({ deps, caller }: Caller, query: RecycleBinQuery): Promise<{ rows: RecycledItem[]; total: number }> {
  const { rows, total } = await listRecycledPackages(deps.db, caller.orgId, { offset: (query.page - 1) * query.rows, limit: query.rows });
  return { rows: rows.map(presentRecycled), total };
}

/** `POST api/admin/system/recyclebin/{id}/restore`. */
export async function restoreRecycled({ deps, caller, log }: Caller, id: string): Promise<void> {
  if (!isUuid(id) || !(await restorePackage(deps.db, caller.orgId, id, deps.clock.now()))) throw appError('errors.tasks.packageNotFound');
  log.info({ orgId: caller.orgId, packageId: id, by: caller.id }, 'task package restored from the recycle bin');
}

/** `DELETE api/admin/system/recyclebin/{id}`: deleted for good. */
export async function purgeRecycled({ deps, caller, log }: Caller, id: string): Promise<void> {
  if (!isUuid(id) || !(await purgePackage(deps.db, caller.orgId, id))) throw appError('errors.tasks.packageNotFound');
  log.info({ orgId: caller.orgId, packageId: id, by: caller.id }, 'task package deleted for good');
}
