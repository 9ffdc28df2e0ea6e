import type { ErrorKey, UserBatchDeleteRequest } from '@peilian/shared';
import { actingOnUsers } from '../../auth/actOnUser.js';
import { findAdminUsers, markUsersDeleted, type AdminUserRecord } from '../../data/adminUsers.js';
import { revokeUsersSessions } from '../../data/sessions.js';
import type { UserRow } from '../../db/schema/index.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';

/**
 * Deleting users (docs/people.md "Deleting users"). The row stays for the recycle bin: marked
 * deleted and disabled, so every check of the disabled flag (sign-in, sessions, sockets) refuses it,
 * and every read of people leaves it out. Its account stays taken until the bin purges it.
 */

/** Why the caller may not delete `target` (the rules of disabling, with their own messages), else null. */
export function deletionRefusal(caller: UserRow, mayActOn: (target: UserRow) => boolean, target: UserRow): ErrorKey | null {
  if (!mayActOn(target)) return 'errors.protectedUser';
  if (target.id === caller.id) return 'errors.cannotDeleteSelf';
  if (target.orgowner === 1) return 'errors.cannotDeleteOwner';
  return null;
}

/**
 * Deletes users already checked (`deletionRefusal`): in one transaction they are marked deleted and
 * disabled, the manager field of those they managed is cleared and their sessions end; then their
 * cached sessions and sockets are dropped. Answers how many were deleted now.
 */
export async function applyDeletion(request: Caller, ids: readonly string[]): Promise<number> {
  const { deps, log, caller } = request;
  if (ids.length === 0) return 0;
  const now = deps.clock.now();
  const { deleted, revoked } = await deps.db.transaction(async (tx) => {
    const marked = await markUsersDeleted(tx, caller.orgId, ids, now);
    return { deleted: marked, revoked: await revokeUsersSessions(tx, caller.orgId, marked, 'logout', now) };
  });
  deps.sessionCache.dropUsers(caller.orgId, ids);
  for (const sessionId of revoked) deps.realtime.disconnectSession(sessionId);
  log.info({ orgId: caller.orgId, users: deleted.length, by: caller.id, sessions: revoked.length }, 'users deleted');
  return deleted.length;
}

/** `DELETE user/{id}`: never oneself (`cannotDeleteSelf`), the owner (`cannotDeleteOwner`) or a user holding more (`protectedUser`). */
export async function deleteUser(request: Caller, target: AdminUserRecord): Promise<void> {
  const refusal = deletionRefusal(request.caller, await actingOnUsers(request), target.user);
  if (refusal) throw appError(refusal);
  await applyDeletion(request, [target.user.id]);
}

/**
 * `POST user/batchdelete`: deletes the chosen users under the one-user rules, all or none: an id the
 * caller does not see (another organisation's, unknown, deleted, out of its data permission) is a
 * 404, and the first user the caller may not delete refuses the batch with that rule's message.
 */
export async function deleteUsers(request: Caller, { ids }: UserBatchDeleteRequest): Promise<number> {
  const unique = [...new Set(ids)];
  const targets = unique.every(isUuid) ? await findAdminUsers(request.deps.db, request.viewer, unique) : [];
  if (targets.length !== unique.length) throw appError('errors.notFound');
  const mayActOn = await actingOnUsers(request);
  for (const target of targets) {
    const refusal = deletionRefusal(request.caller, mayActOn, target.user);
    if (refusal) throw appError(refusal);
  }
  await applyDeletion(request, unique);
  return unique.length;
}
