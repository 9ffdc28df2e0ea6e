import {
  createAdminUserRequestSchema,
  disableRequestSchema,
  ok,
  resetPasswordRequestSchema,
  updateAdminUserRequestSchema,
  userListQuerySchema,
  type AdminUserResponse,
  type RoleListResponse,
  type UserListResponse,
  TASK_LIST_FUNCTION_KEYS,
} from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { authOf } from '../../auth/middleware.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { PeopleRequest } from '../../people/context.js';
import { approveUser, assignableRoles, createUser, listUsers, resetUserPassword, setUserDisabled, updateUser, userInOrg } from '../../people/users.js';
import { presentAdminUser, presentRole } from '../../presenters/people.js';
import type { Routers } from '../../http/routers.js';

// Routes with an id resolve it inside the caller's organisation before reading the body, so another
// organisation's id is a 404 whatever the body says.

const peopleRequest = (ctx: Context): PeopleRequest => ({ deps: ctx.deps, log: ctx.log, caller: authOf(ctx).user });
const userBody = (user: Parameters<typeof presentAdminUser>[0]): AdminUserResponse => ok({ user: presentAdminUser(user) });

/** `GET api/admin/organization/userlist?page&rows&name&department&role&disabled&reviewstatus`. */
async function userList(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, userListQuerySchema);
  const { rows, total } = await listUsers(peopleRequest(ctx), query);
  const body: UserListResponse = ok({ rows: rows.map(presentAdminUser), total });
  ctx.body = body;
}

/** `GET api/admin/organization/user/roles`: the roles the caller may assign (the form's picker). */
async function roleOptions(ctx: Context): Promise<void> {
  const roles = await assignableRoles(peopleRequest(ctx));
  const body: RoleListResponse = ok({ rows: roles.map((role) => presentRole(role)) });
  ctx.body = body;
}

async function userDetail(ctx: Context): Promise<void> {
  ctx.body = userBody(await userInOrg(peopleRequest(ctx), String(ctx.params.id)));
}

async function userCreate(ctx: Context): Promise<void> {
  const { password, confirmpassword, randomkey, ...fields } = parseBody(ctx, createAdminUserRequestSchema);
  ctx.body = userBody(await createUser(peopleRequest(ctx), fields, { password, confirmpassword, randomkey }));
}

async function userUpdate(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const target = await userInOrg(request, String(ctx.params.id));
  const fields = parseBody(ctx, updateAdminUserRequestSchema);
  ctx.body = userBody(await updateUser(request, target, fields));
}

async function userDisable(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const target = await userInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableRequestSchema);
  ctx.body = userBody(await setUserDisabled(request, target, disabled));
}

async function userReset(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const target = await userInOrg(request, String(ctx.params.id));
  const sealed = parseBody(ctx, resetPasswordRequestSchema);
  await resetUserPassword(request, target, sealed);
  ctx.body = ok({});
}

async function userApprove(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const target = await userInOrg(request, String(ctx.params.id));
  ctx.body = userBody(await approveUser(request, target));
}

/** The admin users of admin §2 (adminuser / editadminuser) and §7 (organisation user calls). */
export function registerUserRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/organization/userlist', requireFunction(['adminuser', ...TASK_LIST_FUNCTION_KEYS]), userList);
  // Before `user/:id`, which would otherwise take "roles" for an id.
  admin.get('/api/admin/organization/user/roles', requireFunction('adminuser'), roleOptions);
  admin.post('/api/admin/organization/user', requireFunction('adminuser'), userCreate);
  admin.get('/api/admin/organization/user/:id', requireFunction('adminuser', id), userDetail);
  admin.put('/api/admin/organization/user/:id', requireFunction('adminuser', id), userUpdate);
  admin.post('/api/admin/organization/user/:id/disable', requireFunction('adminuser', id), userDisable);
  admin.post('/api/admin/organization/user/:id/reset', requireFunction('adminuser', id), userReset);
  admin.post('/api/admin/organization/user/:id/approve', requireFunction('adminuser', id), userApprove);
}
