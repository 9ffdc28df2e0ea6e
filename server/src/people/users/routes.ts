import { ok, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { actingOnUsers } from '../../auth/actOnUser.js';
import type { AdminUserRecord } from '../../data/adminUsers.js';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import type { Caller } from '../../auth/caller.js';
import { approveUser, assignableRoles, createUser, listUsers, pickUsers, resetUserPassword, setUserDisabled, updateUser, userRecord } from './commands.js';
import { roleRules } from '../grants.js';
import { pathBatch, pathBatchParams, setUsersDisabled, setUsersPlacement } from './batch.js';
import { deleteUser, deleteUsers } from './remove.js';
import { presentAdminUser, presentPickerUser, presentRole } from '../presenter.js';

const { users } = ADMIN_ENDPOINTS;
const USERS = { functions: 'adminuser' };
const ID = { ...USERS, targets: ['params.id'], load: { id: userRecord } };
/** The batch placement names users and the department, position and role it gives them, all looked up in the caller's organisation. */
const BATCH_SET = { ...USERS, targets: ['body.ids', 'body.departmentid', 'body.positionid', 'body.roleid'] };

/** A user as the caller sees it: with whether it may still act on them. */
async function userAnswer(request: Caller, record: AdminUserRecord) {
  const mayActOn = await actingOnUsers(request);
  return ok({ user: presentAdminUser(record, mayActOn(record.user)) });
}

/**
 * The admin users of admin §2 (adminuser / editadminuser) and §7 (organisation user calls). Routes
 * with an id resolve it inside the caller's organisation before reading the body, so another
 * organisation's id is a 404 whatever the body says.
 */
export function registerUserRoutes(routers: Routers): void {
  adminRoute(routers, users.list, USERS, async ({ query }, request) => {
    const { rows, total } = await listUsers(request, query());
    const mayActOn = await actingOnUsers(request);
    return ok({ rows: rows.map((row) => presentAdminUser(row, mayActOn(row.user))), total });
  });

  // The task lists' range picker: its callers need not manage users, so it shows only the picker's columns.
  adminRoute(routers, users.picker, { functions: ['adminuser', ...TASK_LIST_FUNCTION_KEYS] }, async ({ query }, request) => {
    const { rows, total } = await pickUsers(request, query());
    return ok({ rows: rows.map(presentPickerUser), total });
  });

  // Before `user/:id`, which would otherwise take "roles" for an id.
  adminRoute(routers, users.roles, USERS, async (_input, request) => {
    const { changeRefusal } = await roleRules(request);
    return ok({ rows: (await assignableRoles(request)).map((role) => presentRole(role, changeRefusal(role) === null)) });
  });

  // Before `user/:id/...`: "batchupdate", "batchset" and "batchdelete" are not ids.
  adminRoute(routers, users.batchUpdate, USERS, async ({ body }, request) => ok({ updated: await setUsersDisabled(request, body()) }));
  adminRoute(routers, users.batchSet, BATCH_SET, async ({ body }, request) => ok({ updated: await setUsersPlacement(request, body()) }));
  adminRoute(
    routers,
    users.pathBatchSet,
    { ...BATCH_SET, params: pathBatchParams, targets: ['params.id', ...BATCH_SET.targets] },
    async ({ params, body }, request) => ok({ updated: await setUsersPlacement(request, pathBatch(params.id, body())) }),
  );
  adminRoute(routers, users.batchDelete, { ...USERS, targets: ['body.ids'], recycles: 'user' }, async ({ body }, request) =>
    ok({ updated: await deleteUsers(request, body()) }),
  );

  adminRoute(routers, users.create, USERS, async ({ body }, request) => {
    const { password, confirmpassword, randomkey, ...fields } = body();
    return userAnswer(request, await createUser(request, fields, { password, confirmpassword, randomkey }));
  });

  adminRoute(routers, users.read, ID, async ({ records }, request) => userAnswer(request, records.id));

  adminRoute(routers, users.update, ID, async ({ body, records: { id: target } }, request) => userAnswer(request, await updateUser(request, target, body())));

  adminRoute(routers, users.disable, ID, async ({ body, records: { id: target } }, request) =>
    userAnswer(request, await setUserDisabled(request, target, body().disabled)),
  );

  adminRoute(routers, users.reset, ID, async ({ body, records: { id: target } }, request) => {
    await resetUserPassword(request, target, body());
    return ok({});
  });

  adminRoute(routers, users.approve, ID, async ({ records }, request) => userAnswer(request, await approveUser(request, records.id)));

  adminRoute(routers, users.remove, { ...ID, recycles: 'user' }, async ({ records }, request) => {
    await deleteUser(request, records.id);
    return ok({});
  });
}
