import { canUseFunction, TASK_LIST_FUNCTIONS } from '@peilian/shared';
import { permissionContext, permissionUser } from '../auth/functions.js';
import type { UserRow } from '../db/schema/index.js';
import { findOrganisationById } from '../data/organisations.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import type { Caller } from '../auth/caller.js';

/** The task lists (tasktypes) a user may manage under the organisation's licence; practice needs aillm. */
export async function manageableTasktypes(deps: AppDeps, user: UserRow): Promise<number[]> {
  const org = await findOrganisationById(deps.db, user.orgId);
  if (!org) return [];
  const context = permissionContext(deps.config, org);
  return Object.entries(TASK_LIST_FUNCTIONS)
    .filter(([, key]) => canUseFunction(permissionUser(user), key, context))
    .map(([tasktype]) => Number(tasktype));
}

/** Refuses (403) unless the caller may manage the task list of `tasktype`. */
export async function assertTaskList({ deps, caller }: Caller, tasktype: number): Promise<void> {
  if (!(await manageableTasktypes(deps, caller)).includes(tasktype)) throw appError('errors.forbidden');
}
