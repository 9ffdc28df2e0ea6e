import { ALL_ROLE_APPLICATIONS, ROLE_TYPES, roleChangeRefusal, roleGrantRefusal, type RoleGrant } from '@peilian/shared';
import { callerContext, permissionUser } from '../auth/functions.js';
import type { Caller } from '../auth/caller.js';
import type { RoleRow } from '../db/schema/index.js';
import type { UserGrants } from '../data/adminUsers.js';
import { appError } from '../errors/index.js';

/**
 * What a role grants, as the user row carries it. The session and every permission check read the
 * user row (no join per request), so these columns are a copy of the role, written in the same
 * transaction as any change to the role or to the user's role:
 * - administrator (type 1), enabled: `funcs` = the role's keys;
 * - super administrator (type 2), enabled: `adminuser` = 1 (a top admin of admin §6);
 * - ordinary user (type 0) or a disabled role: no back-office rights;
 * - `apps`: the applications an enabled role opens (all of them for a super administrator), none
 *   for a disabled role;
 * - `rolename` is the role's name in every case; no role at all clears the back-office rights and
 *   opens every application.
 * The owner's rights come from `orgowner` and the platform's from isadmin 100, whatever the role.
 */
export function roleGrants(role: Pick<RoleRow, 'type' | 'status' | 'funcs' | 'name' | 'apps'> | null): UserGrants {
  if (!role) return { funcs: '', adminuser: 0, rolename: '', apps: ALL_ROLE_APPLICATIONS };
  const enabled = role.status === 0;
  const superRole = role.type === ROLE_TYPES.superAdministrator;
  return {
    funcs: enabled && role.type === ROLE_TYPES.administrator ? role.funcs.join(',') : '',
    adminuser: enabled && superRole ? 1 : 0,
    rolename: role.name,
    apps: !enabled ? '' : superRole ? ALL_ROLE_APPLICATIONS : role.apps.join(','),
  };
}

/** The caller's side of the shared role rules, under the organisation's licence. */
export async function roleRules(acting: Caller) {
  const { caller } = acting;
  const context = await callerContext(acting);
  const actor = permissionUser(caller);
  return {
    /** Why the caller may not give this role or write a role granting this (null: it may). */
    grantRefusal: (role: RoleGrant) => roleGrantRefusal(actor, role, context),
    /** Why the caller may not edit or disable this existing role (null: it may). */
    changeRefusal: (role: RoleRow) => roleChangeRefusal(actor, caller.roleId, role, context),
  };
}

/** Refuses a role the caller may not give or write (super roles, functions it does not hold): 403. */
export async function assertMayGrantRole(acting: Caller, role: RoleGrant): Promise<void> {
  const refusal = (await roleRules(acting)).grantRefusal(role);
  if (refusal) throw appError(refusal);
}

/** Refuses an edit or disabling of a role the caller may not change (its own, or one granting more): 403. */
export async function assertMayChangeRole(acting: Caller, role: RoleRow): Promise<void> {
  const refusal = (await roleRules(acting)).changeRefusal(role);
  if (refusal) throw appError(refusal);
}
