import type { TaskException, TaskExceptionQuery } from '@peilian/shared';
import { countPackageReach, findUnreachedPackages } from '../../data/packageReach.js';
import type { TaskPackageRow } from '../../db/schema/index.js';
import type { Caller } from '../../auth/caller.js';
import { assertTaskList, manageableTasktypes } from '../context.js';

/** How many learners the package's saved range reaches now (the publish dialog warns at 0). */
export function packageReach({ deps, caller }: Caller, pkg: TaskPackageRow): Promise<number> {
  return countPackageReach(deps.db, caller.orgId, pkg.id);
}

/**
 * The exceptions of admin §7 `task/exception` (docs/reports.md "Packages that reach no one"): the published packages of
 * the caller's task lists (or of the one asked for) whose range reaches no learner.
 */
export async function listTaskExceptions(request: Caller, query: TaskExceptionQuery): Promise<TaskException[]> {
  if (query.tasktype !== undefined) await assertTaskList(request, query.tasktype);
  const tasktypes = query.tasktype === undefined ? await manageableTasktypes(request.deps, request.caller) : [query.tasktype];
  const rows = await findUnreachedPackages(request.deps.db, request.caller.orgId, tasktypes);
  return rows.map((row) => ({ id: row.id, tasktype: row.tasktype, title: row.title, reason: 'noLearners' as const }));
}
