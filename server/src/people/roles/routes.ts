import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { changeRole, createRole, roleInOrg, roleList, setRoleDisabled } from './commands.js';
import { presentRole } from '../presenter.js';

const { roles } = ADMIN_ENDPOINTS;
const ROLES = { functions: 'adminrole' };
const ID = { ...ROLES, targets: ['params.id'] };

/** Roles and their permissions (admin §2 adminrole, §6). */
export function registerRoleRoutes(routers: Routers): void {
  adminRoute(routers, roles.list, ROLES, async (_input, request) => {
    const { rows, counts } = await roleList(request);
    return ok({ rows: rows.map((row) => presentRole(row, counts.get(row.id))) });
  });

  adminRoute(routers, roles.create, ROLES, async ({ body }, request) => ok({ role: presentRole(await createRole(request, body())) }));

  adminRoute(routers, roles.update, ID, async ({ params, body }, request) => {
    const role = await roleInOrg(request, params.id);
    return ok({ role: presentRole(await changeRole(request, role, body())) });
  });

  adminRoute(routers, roles.disable, ID, async ({ params, body }, request) => {
    const role = await roleInOrg(request, params.id);
    return ok({ role: presentRole(await setRoleDisabled(request, role, body().disabled)) });
  });
}
