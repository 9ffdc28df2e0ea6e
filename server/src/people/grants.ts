import { isPrivilegedUser, ROLE_TYPES } from '@peilian/shared';
import type { RoleRow, UserRow } from '../db/schema/index.js';
import type { UserGrants } from '../data/adminUsers.js';
import { permissionUser } from '../auth/functions.js';
import { appError } from '../errors/index.js';

/**
 * What a role grants, as the user row carries it. The session and every permission check read the
 * user row (no join per request), so these columns are a copy of the role, written in the same
 * transaction as any change to the role or to the user's role:
 * - administrator (type 1), enabled: `funcs` = the role's keys;
 * - super administrator (type 2), enabled: `adminuser` = 1 (a top admin of admin §6);
 * - ordinary user (type 0) or a disabled role: no back-office rights;
 * - `rolename` is the role's name in every case; no role at all clears the three.
 * Users without a role keep whatever their row holds (accounts made before roles, the owner, whose
 * rights come from `orgowner`, and the platform's isadmin 100).
 */
export function roleGrants(role: Pick<RoleRow, 'type' | 'status' | 'funcs' | 'name'> | null): UserGrants {
  if (!role) return { funcs: '', adminuser: 0, rolename: '' };
  const enabled = role.status === 0;
  return {
    funcs: enabled && role.type === ROLE_TYPES.administrator ? role.funcs.join(',') : '',
    adminuser: enabled && role.type === ROLE_TYPES.superAdministrator ? 1 : 0,
    rolename: role.name,
  };
}

/** Top administrators and the organisation owner: the only ones who may hand out or change super roles. */
export function isPrivileged(user: UserRow): boolean {
  return isPrivilegedUser(permissionUser(user));
}

/** Refuses a caller who is not privileged when a super-administrator role is involved. */
export function assertMayHandleSuperRole(caller: UserRow, type: number): void {
  if (type === ROLE_TYPES.superAdministrator && !isPrivileged(caller)) throw appError('errors.superRoleForbidden');
}
