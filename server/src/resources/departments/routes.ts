import {
  createDepartmentRequestSchema,
  ok,
  updateDepartmentRequestSchema,
  type DepartmentResponse,
  type DepartmentTreeResponse,
  TASK_LIST_FUNCTION_KEYS,
} from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { authOf } from '../../auth/middleware.js';
import { parseBody } from '../../http/validate.js';
import type { PeopleRequest } from '../../people/context.js';
import { changeDepartment, createDepartment, departmentInOrg, departmentList, removeDepartment } from '../../people/departments.js';
import { presentDepartment, presentDepartmentTree } from '../../presenters/people.js';
import type { Routers } from '../../http/routers.js';

const peopleRequest = (ctx: Context): PeopleRequest => ({ deps: ctx.deps, log: ctx.log, caller: authOf(ctx).user });
type DepartmentBody = DepartmentResponse;

/** `GET api/admin/organization/department`: the whole tree with direct user counts. */
async function departmentTree(ctx: Context): Promise<void> {
  const { rows, counts } = await departmentList(peopleRequest(ctx));
  const body: DepartmentTreeResponse = ok({ data: presentDepartmentTree(rows, counts) });
  ctx.body = body;
}

async function departmentCreate(ctx: Context): Promise<void> {
  const input = parseBody(ctx, createDepartmentRequestSchema);
  const body: DepartmentBody = ok({ department: presentDepartment(await createDepartment(peopleRequest(ctx), input)) });
  ctx.body = body;
}

async function departmentUpdate(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  const department = await departmentInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, updateDepartmentRequestSchema);
  const body: DepartmentBody = ok({ department: presentDepartment(await changeDepartment(request, department, input)) });
  ctx.body = body;
}

/** `DELETE .../department/{id}` (the spec sends a body; nothing in it is needed). */
async function departmentDelete(ctx: Context): Promise<void> {
  const request = peopleRequest(ctx);
  await removeDepartment(request, await departmentInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** Departments belong to user management (function adminuser). */
export function registerDepartmentRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/organization/department', requireFunction(['adminuser', ...TASK_LIST_FUNCTION_KEYS]), departmentTree);
  admin.post('/api/admin/organization/department', requireFunction('adminuser'), departmentCreate);
  admin.put('/api/admin/organization/department/:id', requireFunction('adminuser', id), departmentUpdate);
  admin.delete('/api/admin/organization/department/:id', requireFunction('adminuser', id), departmentDelete);
}
