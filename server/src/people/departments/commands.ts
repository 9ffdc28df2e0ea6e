import type { DepartmentRow } from '../../db/schema/index.js';
import {
  countUsersByDepartment,
  deleteDepartment,
  departmentInUse,
  findDepartmentByName,
  findDepartmentInOrg,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from '../../data/departments.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { descendantIds } from '../tree.js';

/** A department of the caller's organisation by id, else 404. */
export async function departmentInOrg({ deps, caller }: Caller, id: string): Promise<DepartmentRow> {
  const found = isUuid(id) ? await findDepartmentInOrg(deps.db, caller.orgId, id) : undefined;
  if (!found) throw appError('errors.notFound');
  return found;
}

/** The parent named by a request ('' = top level), resolved inside the organisation. */
async function parentOf(request: Caller, parentid: string): Promise<string | null> {
  return parentid ? (await departmentInOrg(request, parentid)).id : null;
}

/** `GET department`: every department with its direct user count. */
export async function departmentList({ deps, caller }: Caller): Promise<{ rows: DepartmentRow[]; counts: Map<string, number> }> {
  const [rows, counts] = await Promise.all([listDepartments(deps.db, caller.orgId), countUsersByDepartment(deps.db, caller.orgId)]);
  return { rows, counts };
}

/** `POST department`: names are unique among siblings. */
export async function createDepartment(request: Caller, input: { name: string; parentid: string; sort?: number | undefined }): Promise<DepartmentRow> {
  const { deps, log, caller } = request;
  const parentId = await parentOf(request, input.parentid);
  if (await findDepartmentByName(deps.db, caller.orgId, parentId, input.name)) throw appError('errors.departmentExists');
  const created = await insertDepartment(deps.db, { orgId: caller.orgId, parentId, name: input.name, sort: input.sort ?? 0 });
  log.info({ orgId: caller.orgId, departmentId: created.id, by: caller.id }, 'department created');
  return created;
}

/** `PUT department/{id}`: rename and/or move; never under itself or one of its sub-departments. */
export async function changeDepartment(
  request: Caller,
  department: DepartmentRow,
  input: { name?: string | undefined; parentid?: string | undefined; sort?: number | undefined },
): Promise<DepartmentRow> {
  const { deps, log, caller } = request;
  const parentId = input.parentid === undefined ? department.parentId : await parentOf(request, input.parentid);
  if (parentId && descendantIds(await listDepartments(deps.db, caller.orgId), department.id).includes(parentId)) {
    throw appError('errors.departmentCycle');
  }
  const name = input.name ?? department.name;
  if (await findDepartmentByName(deps.db, caller.orgId, parentId, name, department.id)) throw appError('errors.departmentExists');
  const changed = await updateDepartment(deps.db, caller.orgId, department.id, { name, parentId, sort: input.sort ?? department.sort });
  if (!changed) throw appError('errors.notFound');
  // Sessions carry the department's name (the stored user's departmentname).
  if (changed.name !== department.name) deps.sessionCache.dropDepartment(caller.orgId, department.id);
  log.info({ orgId: caller.orgId, departmentId: department.id, by: caller.id }, 'department changed');
  return changed;
}

/** `DELETE department/{id}`: refused while it has users or sub-departments. */
export async function removeDepartment(request: Caller, department: DepartmentRow): Promise<void> {
  const { deps, log, caller } = request;
  await deps.db.transaction(async (tx) => {
    if (await departmentInUse(tx, caller.orgId, department.id)) throw appError('errors.departmentNotEmpty');
    await deleteDepartment(tx, caller.orgId, department.id);
  });
  log.info({ orgId: caller.orgId, departmentId: department.id, by: caller.id }, 'department deleted');
}
