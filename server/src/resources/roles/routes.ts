import { disableRequestSchema, ok, roleRequestSchema, type RoleListResponse, type RoleResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { authOf } from '../../auth/middleware.js';
import { parseBody } from '../../http/validate.js';
import type { PeopleRequest } from '../../people/context.js';
import { changeRole, createRole, roleInOrg, roleList, setRoleDisabled } from '../../people/roles.js';
import { presentRole } from '../../presenters/people.js';
import type { Routers } from '../../http/routers.js';

const peopleRequest = (ctx: Context): PeopleRequest => ({ deps: ctx.deps, log: ctx.log, caller: authOf(ctx).user });
type RoleBody = RoleResponse;

async function roles(ctx: Context): Promise<void> {
  const { rows, counts } = await roleList(peopleRequest(ctx));
  const body: RoleListResponse = ok({ rows: rows.map((row) => presentRole(row, counts.get(row.id))) });
  ctx.body = body;
}

async function roleCreate(ctx: Context): Promise<void> {
  const input = parseBody(ctx, roleRequestSchema);
  const body: RoleBody = ok({ role: presentRole(await createRole(peopleRequest(ctx), input)) });
  ctx.body = body;
}

async function roleUpdate(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const role = await roleInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, roleRequestSchema);
  const body: RoleBody = ok({ role: presentRole(await changeRole(request, role, input)) });
  ctx.body = body;
}

async function roleDisable(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const role = await roleInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableRequestSchema);
  const body: RoleBody = ok({ role: presentRole(await setRoleDisabled(request, role, disabled)) });
  ctx.body = body;
}

/** Roles and their permissions (admin §2 adminrole, §6). */
export function registerRoleRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/organization/role', requireFunction('adminrole'), roles);
  admin.post('/api/admin/organization/role', requireFunction('adminrole'), roleCreate);
  admin.put('/api/admin/organization/role/:id', requireFunction('adminrole', id), roleUpdate);
  admin.post('/api/admin/organization/role/:id/disable', requireFunction('adminrole', id), roleDisable);
}
