import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { RoleRow } from '../../db/schema/index.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import type { Caller } from '../../auth/caller.js';
import { changeRole, createRole, deleteRole, roleRecord, roleList, setRoleDisabled } from './commands.js';
import { roleRules } from '../grants.js';
import { presentRole } from '../presenter.js';

const { roles } = ADMIN_ENDPOINTS;
const ROLES = { functions: 'adminrole' };
const ID = { ...ROLES, targets: ['params.id'], load: { id: roleRecord } };

/** A role as the caller sees it: with whether it may still edit or disable it. */
async function roleAnswer(request: Caller, role: RoleRow) {
  const { changeRefusal } = await roleRules(request);
  return ok({ role: presentRole(role, changeRefusal(role) === null) });
}

/** Roles and their permissions (admin §2 adminrole, §6). */
export function registerRoleRoutes(routers: Routers): void {
  adminRoute(routers, roles.list, ROLES, async (_input, request) => {
    const { rows, counts } = await roleList(request);
    const { changeRefusal } = await roleRules(request);
    return ok({ rows: rows.map((row) => presentRole(row, changeRefusal(row) === null, counts.get(row.id))) });
  });

  adminRoute(routers, roles.create, ROLES, async ({ body }, request) => roleAnswer(request, await createRole(request, body())));

  adminRoute(routers, roles.update, ID, async ({ body, records: { id: role } }, request) => roleAnswer(request, await changeRole(request, role, body())));

  adminRoute(routers, roles.remove, { ...ID, recycles: 'role' }, async ({ records: { id: role } }, request) => {
    await deleteRole(request, role);
    return ok({});
  });

  adminRoute(routers, roles.disable, ID, async ({ body, records: { id: role } }, request) =>
    roleAnswer(request, await setRoleDisabled(request, role, body().disabled)),
  );
}
