import { roleGrantRefusal, type ErrorKey } from '@peilian/shared';
import { permissionContext, permissionUser } from '../../auth/functions.js';
import { findRoleInOrg, listRoles } from '../../data/roles.js';
import { findUserInOrg } from '../../data/users.js';
import type { InviteCodeRow, OrganisationRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/context.js';
import type { Caller } from '../../auth/caller.js';
import { roleRules } from '../grants.js';
import { seenPlaces } from '../users/placement.js';

/**
 * An invite code hands out what it places people in — a role, a department and a position — to
 * whoever holds the code. So a code is the caller's to see, create, edit or revoke only when the
 * caller could give all of that itself (docs/security.md "Invite codes"): the role one it may grant
 * (shared `roleGrantRefusal`), and under data permission a department of its own or below and a
 * position below its own, where it still sees the people who join. And a code joins people only
 * while its creator still may give its role.
 */

/** Where a code places people. */
export type InvitePlacement = Pick<InviteCodeRow, 'roleId' | 'departmentId' | 'positionId'>;

/** Why the caller may not hand out a code's placement (null: it may), read once per request for every code. */
export async function inviteHandOut(request: Caller): Promise<(code: InvitePlacement) => ErrorKey | null> {
  const { grantRefusal } = await roleRules(request);
  const places = await seenPlaces(request);
  const roles = new Map((await listRoles(request.deps.db, request.orgId)).map((role) => [role.id, role]));
  return ({ roleId, departmentId, positionId }) => {
    const role = roleId ? roles.get(roleId) : undefined;
    const refusal = role ? grantRefusal(role) : null;
    if (refusal) return refusal;
    if (!places) return null;
    const seen = !!departmentId && places.departments.has(departmentId) && !!positionId && places.positions.has(positionId);
    return seen ? null : 'errors.outsideDataScope';
  };
}

/**
 * Whether a code still joins people: its creator — an account of the code's organisation, not
 * deleted — may still give the role it places (a creator since limited, or a role since widened
 * beyond what the creator holds, stops it).
 */
export async function creatorStillGrants(deps: AppDeps, org: OrganisationRow, invite: InviteCodeRow): Promise<boolean> {
  if (!invite.roleId) return true;
  const creator = invite.createdBy ? (await findUserInOrg(deps.db, invite.orgId, invite.createdBy))?.user : undefined;
  const role = await findRoleInOrg(deps.db, invite.orgId, invite.roleId);
  if (!creator || creator.deletedAt || creator.disabled || !role) return false;
  return roleGrantRefusal(permissionUser(creator), role, permissionContext(deps.config, org)) === null;
}
