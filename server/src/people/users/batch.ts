import { USER_BATCH_MAX, type UserBatchSetRequest, type UserBatchUpdateRequest, type UserPathBatchSetRequest } from '@peilian/shared';
import { z } from 'zod';
import { actingOnUsers } from '../../auth/actOnUser.js';
import type { RoleRow } from '../../db/schema/index.js';
import { findAdminUsers, updateUsersPlacement, type AdminUserRecord } from '../../data/adminUsers.js';
import { liveSessionIds } from '../../data/sessions.js';
import { updateUsersAccess } from '../../data/users.js';
import { appError, invalidInput } from '../../errors/index.js';
import { loadRecord, type RecordLoader } from '../../http/records.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { roleGrants } from '../grants.js';
import { positionRecord } from '../positions/commands.js';
import { roleRecord } from '../roles/commands.js';
import { assertRoleChange, assertStillSeen, departmentRecord, writePositions } from './placement.js';

/**
 * `POST user/batchupdate`: enables or disables the chosen users of the caller's organisation at once,
 * under the rules of the one-user switch (`setUserDisabled`): all of them change, or none does. An id
 * outside the organisation is a 404; a user the caller may not act on, the caller themself or the
 * owner (when disabling) refuses the whole batch with that user's message. Disabled users' sessions
 * end at once.
 */
export async function setUsersDisabled(request: Caller, { ids, disabled }: UserBatchUpdateRequest): Promise<number> {
  const { deps, log, caller } = request;
  const unique = [...new Set(ids)];
  const targets = unique.every(isUuid) ? (await findAdminUsers(deps.db, request.viewer, unique)).map((record) => record.user) : [];
  if (targets.length !== unique.length) throw appError('errors.notFound');
  const mayActOn = await actingOnUsers(request);
  for (const target of targets) {
    if (!mayActOn(target)) throw appError('errors.protectedUser');
    if (disabled === 1 && target.id === caller.id) throw appError('errors.cannotDisableSelf');
    if (disabled === 1 && target.orgowner === 1) throw appError('errors.cannotDisableOwner');
  }
  await applyDisabled(request, unique, disabled);
  log.info({ orgId: caller.orgId, users: unique.length, by: caller.id, disabled }, 'users disabled flag set in a batch');
  return unique.length;
}

/**
 * Sets the disabled flag of users already checked (the batch above, the batch-user import): their
 * sessions read it at once, and the disabled ones' sockets are dropped (their next request answers 9999).
 */
export async function applyDisabled({ deps, caller }: Caller, ids: readonly string[], disabled: number): Promise<void> {
  if (ids.length === 0) return;
  await updateUsersAccess(deps.db, caller.orgId, ids, { disabled });
  deps.sessionCache.dropUsers(caller.orgId, ids);
  if (disabled === 1) {
    for (const sessionId of await liveSessionIds(deps.db, caller.orgId, ids)) deps.realtime.disconnectSession(sessionId);
  }
}

/** The batch's places, loaded in the caller's organisation (404 otherwise): undefined keeps what users have, null takes it away. */
interface Placement {
  departmentId?: string | undefined;
  positionId?: string | null | undefined;
  role?: RoleRow | null | undefined;
}

async function resolvePlacement(request: Caller, { departmentid, positionid, roleid }: UserBatchSetRequest): Promise<Placement> {
  const optional = async <Row>(loader: RecordLoader<Row>, id: string | undefined): Promise<Row | null | undefined> =>
    id === undefined ? undefined : id === '' ? null : loadRecord(loader, request, id);
  const department = await optional(departmentRecord, departmentid);
  const position = await optional(positionRecord, positionid);
  const role = await optional(roleRecord, roleid);
  return { departmentId: department?.id, positionId: position === undefined ? undefined : (position?.id ?? null), role };
}

/** The chosen users of the caller's organisation, each one the caller may act on; else the batch is refused (404, `protectedUser`). */
async function reachableUsers(request: Caller, ids: readonly string[]): Promise<AdminUserRecord[]> {
  const { deps } = request;
  const targets = ids.every(isUuid) ? await findAdminUsers(deps.db, request.viewer, ids) : [];
  if (targets.length !== ids.length) throw appError('errors.notFound');
  const mayActOn = await actingOnUsers(request);
  if (!targets.every((target) => mayActOn(target.user))) throw appError('errors.protectedUser');
  return targets;
}

/** The path of the spec's `user/{id}/batchset`: one user's id, or several joined by commas (anything else is not found). */
export const pathBatchParams = z.object({
  id: z
    .string()
    .transform((ids) => ids.split(','))
    .pipe(z.array(z.uuid()).min(1).max(USER_BATCH_MAX)),
});

/** The placement of the spec's `user/{id}/batchset`: the users of the path and of the body, at most `USER_BATCH_MAX` of them. */
export function pathBatch(pathIds: readonly string[], { ids, ...fields }: UserPathBatchSetRequest): UserBatchSetRequest {
  const all = [...new Set([...pathIds, ...ids])];
  if (all.length > USER_BATCH_MAX) throw invalidInput('validation.batchTooMany', { max: USER_BATCH_MAX }, 'ids');
  return { ...fields, ids: all };
}

/**
 * `POST user/batchset`: places the chosen users of the caller's organisation at once, under the
 * rules of the one-user edit (`updateUser`): each field sent — a department, a position ('' none), a
 * role ('' none) — is set for all of them in one transaction, or nothing changes. An id, department,
 * position or role outside the organisation is a 404; a user the caller may not act on refuses the
 * batch (`protectedUser`), and so does a role change the edit would refuse (`assertRoleChange`: never
 * the caller's own, the role enabled and one the caller may grant, the roles lost too). The changed
 * users' sessions read their new rights at once.
 */
export async function setUsersPlacement(request: Caller, body: UserBatchSetRequest): Promise<number> {
  const { deps, log, caller } = request;
  const unique = [...new Set(body.ids)];
  const targets = await reachableUsers(request, unique);
  const { departmentId, positionId, role } = await resolvePlacement(request, body);
  const changing = role === undefined ? [] : targets.filter((target) => target.user.roleId !== (role?.id ?? null));
  if (role !== undefined) await assertRoleChange(request, changing, role);
  await deps.db.transaction(async (tx) => {
    await updateUsersPlacement(tx, caller.orgId, unique, { departmentId });
    if (role !== undefined) {
      const grants = { roleId: role?.id ?? null, grants: roleGrants(role) };
      await updateUsersPlacement(
        tx,
        caller.orgId,
        changing.map((target) => target.user.id),
        { role: grants },
      );
    }
    if (positionId !== undefined) await writePositions(tx, caller.orgId, unique, positionId);
    await assertStillSeen(tx, request, unique);
  });
  deps.sessionCache.dropUsers(caller.orgId, unique);
  log.info({ orgId: caller.orgId, users: unique.length, by: caller.id, roleChanged: changing.length }, 'users placed in a batch');
  return unique.length;
}
