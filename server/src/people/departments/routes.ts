import { ok, REPORT_FUNCTION_KEYS, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { changeDepartment, createDepartment, departmentInOrg, departmentList, removeDepartment } from './commands.js';
import { presentDepartment, presentDepartmentTree } from '../presenter.js';
import { placeableDepartments } from '../imports/commands.js';

const { departments } = ADMIN_ENDPOINTS;
const ID = { targets: ['params.id'] };

/** Departments belong to user management (function adminuser); the task lists' range pickers read the tree. */
export function registerDepartmentRoutes(routers: Routers): void {
  adminRoute(routers, departments.tree, { functions: ['adminuser', ...TASK_LIST_FUNCTION_KEYS, ...REPORT_FUNCTION_KEYS] }, async (_input, request) => {
    const { rows, counts } = await departmentList(request);
    return ok({ data: presentDepartmentTree(rows, counts) });
  });

  // Before `department/:id`-like paths: where the caller may place people (user management's pickers and the import's).
  adminRoute(routers, departments.enabled, { functions: 'adminuser' }, async (_input, request) => {
    const { rows, counts } = await placeableDepartments(request);
    return ok({ data: presentDepartmentTree(rows, counts) });
  });

  adminRoute(routers, departments.create, { functions: 'adminuser' }, async ({ body }, request) =>
    ok({ department: presentDepartment(await createDepartment(request, body())) }),
  );

  adminRoute(routers, departments.update, { functions: 'adminuser', ...ID }, async ({ params, body }, request) => {
    const department = await departmentInOrg(request, params.id);
    return ok({ department: presentDepartment(await changeDepartment(request, department, body())) });
  });

  // The spec sends a body with the delete; nothing in it is needed.
  adminRoute(routers, departments.remove, { functions: 'adminuser', ...ID, recycles: 'department' }, async ({ params }, request) => {
    await removeDepartment(request, await departmentInOrg(request, params.id));
    return ok({});
  });
}
