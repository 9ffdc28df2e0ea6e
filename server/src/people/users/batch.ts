import type { UserBatchUpdateRequest } from '@peilian/shared';
import { actingOnUsers } from '../../auth/actOnUser.js';
import { liveSessionIds } from '../../data/sessions.js';
import { findUsersInOrg, updateUsersAccess } from '../../data/users.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../lib/caller.js';

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
  const targets = unique.every(isUuid) ? await findUsersInOrg(deps.db, caller.orgId, unique) : [];
  if (targets.length !== unique.length) throw appError('errors.notFound');
  const mayActOn = await actingOnUsers(request);
  for (const target of targets) {
    if (!mayActOn(target)) throw appError('errors.protectedUser');
    if (disabled === 1 && target.id === caller.id) throw appError('errors.cannotDisableSelf');
    if (disabled === 1 && target.orgowner === 1) throw appError('errors.cannotDisableOwner');
  }
  await updateUsersAccess(deps.db, caller.orgId, unique, { disabled });
  deps.sessionCache.dropUsers(caller.orgId, unique);
  if (disabled === 1) {
    for (const sessionId of await liveSessionIds(deps.db, caller.orgId, unique)) deps.realtime.disconnectSession(sessionId);
  }
  log.info({ orgId: caller.orgId, users: unique.length, by: caller.id, disabled }, 'users disabled flag set in a batch');
  return unique.length;
}
