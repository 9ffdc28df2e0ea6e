import { ROLE_TYPES, type RoleRequest } from '@peilian/shared';
import type { RoleRow } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/errors.js';
import { applyRoleGrants } from '../../data/adminUsers.js';
import { countUsersByRole, deleteUnheldRole, findRoleByName, findRoleInOrg, insertRole, listRoles, updateRole, type RoleChanges } from '../../data/roles.js';
import { appError } from '../../errors/index.js';
import { assertMayChangeRole, assertMayGrantRole, roleGrants } from '../grants.js';
import type { Caller } from '../../auth/caller.js';
import { recordLoader } from '../../http/records.js';

/** A role of the caller's organisation by id, else 404; its routes load it for `:id`. */
export const roleRecord = recordLoader('errors.notFound', (db, orgId, id) => findRoleInOrg(db, orgId, id));

/** `GET role`: the organisation's roles with how many users hold each. */
export async function roleList({ deps, caller }: Caller): Promise<{ rows: RoleRow[]; counts: Map<string, number> }> {
  const rows = await listRoles(deps.db, caller.orgId);
  const counts = await countUsersByRole(
    deps.db,
    caller.orgId,
    rows.map((row) => row.id),
  );
  return { rows, counts };
}

/** Only administrator roles carry a function list; the other types store none. */
const storedFuncs = (input: RoleRequest) => (input.type === ROLE_TYPES.administrator ? input.funcs : []);

/** The columns a role request writes. */
const storedRole = (input: RoleRequest) => ({
  name: input.name,
  type: input.type,
  description: input.description,
  funcs: storedFuncs(input),
  apps: input.apps,
  audit: input.audit,
  notify: input.notify,
});

/** What a role written from this request would grant. */
const grantOf = (input: RoleRequest) => ({ type: input.type, funcs: storedFuncs(input) });

function nameTaken(error: unknown): never {
  if (uniqueViolation(error) === 'roles_org_id_name_key') throw appError('errors.roleExists');
  throw error;
}

/**
 * `POST role`: names are unique in the organisation; super roles only from top admins and owners,
 * and no role granting a function its creator does not hold.
 */
export async function createRole(request: Caller, input: RoleRequest): Promise<RoleRow> {
  const { deps, log, caller } = request;
  await assertMayGrantRole(request, grantOf(input));
  if (await findRoleByName(deps.db, caller.orgId, input.name)) throw appError('errors.roleExists');
  const role = await insertRole(deps.db, { orgId: caller.orgId, ...storedRole(input) }).catch(nameTaken);
  log.info({ orgId: caller.orgId, roleId: role.id, by: caller.id }, 'role created');
  return role;
}

/**
 * Writes a role and, in the same transaction, what it grants onto its users; once committed, their
 * cached sessions are dropped so the new rights hold from their next request.
 */
async function saveRole(request: Caller, role: RoleRow, changes: RoleChanges): Promise<RoleRow> {
  const { deps, caller } = request;
  const { saved, holders } = await deps.db
    .transaction(async (tx) => {
      const updated = await updateRole(tx, caller.orgId, role.id, changes);
      if (!updated) throw appError('errors.notFound');
      return { saved: updated, holders: await applyRoleGrants(tx, caller.orgId, updated.id, roleGrants(updated)) };
    })
    .catch(nameTaken);
  deps.sessionCache.dropUsers(caller.orgId, holders);
  return saved;
}

/**
 * `PUT role/{id}`: the users holding it get its new rights at once. Never the caller's own role, and
 * only a role that grants, before and after, nothing the caller does not hold.
 */
export async function changeRole(request: Caller, role: RoleRow, input: RoleRequest): Promise<RoleRow> {
  const { deps, log, caller } = request;
  await assertMayChangeRole(request, role);
  await assertMayGrantRole(request, grantOf(input));
  const holder = await findRoleByName(deps.db, caller.orgId, input.name);
  if (holder && holder.id !== role.id) throw appError('errors.roleExists');
  const saved = await saveRole(request, role, storedRole(input));
  log.info({ orgId: caller.orgId, roleId: role.id, by: caller.id }, 'role changed');
  return saved;
}

/** `POST role/{id}/disable`: a disabled role grants nothing until enabled again; never the caller's own. */
export async function setRoleDisabled(request: Caller, role: RoleRow, disabled: number): Promise<RoleRow> {
  const { log, caller } = request;
  await assertMayChangeRole(request, role);
  const saved = await saveRole(request, role, { status: disabled });
  log.info({ orgId: caller.orgId, roleId: role.id, by: caller.id, disabled }, 'role status set');
  return saved;
}

/**
 * `DELETE role/{id}`: only a role no user holds (`errors.roleInUse` with how many do), and only one
 * the caller may change (never its own).
 */
export async function deleteRole(request: Caller, role: RoleRow): Promise<void> {
  const { deps, log, caller } = request;
  await assertMayChangeRole(request, role);
  if (!(await deleteUnheldRole(deps.db, caller.orgId, role.id))) {
    const count = (await countUsersByRole(deps.db, caller.orgId, [role.id])).get(role.id) ?? 0;
    throw appError('errors.roleInUse', { count });
  }
  log.info({ orgId: caller.orgId, roleId: role.id, by: caller.id }, 'role deleted');
}
