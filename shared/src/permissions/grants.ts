import { ROLE_TYPES } from '../domain/role.js';
import { userFunctionKeys } from '../domain/user.js';
import { canUseFunction, isPrivilegedUser, type PermissionContext, type PermissionUser } from './rules.js';

/** What a role gives its holders, as the rules read it (admin §3: its type and, for administrators, its functions). */
export interface RoleGrant {
  type: number;
  funcs: readonly string[];
}

/**
 * Whether `user` holds every function in `keys`, read the way `canUseFunction` reads them: a parent
 * key holds its hidden children, and a key the organisation is not licensed for (or whose
 * requirement the user lacks) is not held. Top admins and the owner hold whatever a role can give.
 */
export function holdsFunctions(user: PermissionUser, keys: readonly string[], context: PermissionContext): boolean {
  return isPrivilegedUser(user) || keys.every((key) => canUseFunction(user, key, context));
}

/**
 * The one rule for "may act on this user" (admin §6, least privilege): whether `actor` may change
 * another account — edit it, change its role, disable or approve it, reset its password, or issue a
 * sign-in code for it. Only inside the actor's organisation; a top admin or the owner only by a top
 * admin or the owner; anyone else only by an actor holding every function the target holds, so
 * managing users never leads to an account with more rights. The function the route needs is
 * checked apart (`canUseFunction`).
 */
export function mayActOnUser(actor: PermissionUser, target: PermissionUser, context: PermissionContext): boolean {
  if (actor.orgid !== target.orgid) return false;
  if (isPrivilegedUser(actor)) return true;
  return !isPrivilegedUser(target) && holdsFunctions(actor, userFunctionKeys(target), context);
}

/** Why a role may not be given or changed: the error each refusal answers. */
export type RoleRefusal = 'errors.superRoleForbidden' | 'errors.roleExceedsRights' | 'errors.cannotChangeOwnRole';

/**
 * Why `actor` may not give a role to a user, or write a role that grants this — null when it may: a
 * super-administrator role only a top admin or the owner; any other only an actor holding every
 * function it grants.
 */
export function roleGrantRefusal(actor: PermissionUser, role: RoleGrant, context: PermissionContext): RoleRefusal | null {
  if (isPrivilegedUser(actor)) return null;
  if (role.type === ROLE_TYPES.superAdministrator) return 'errors.superRoleForbidden';
  return holdsFunctions(actor, role.funcs, context) ? null : 'errors.roleExceedsRights';
}

/**
 * Why `actor`, holding the role `actorRoleId` (null: none), may not edit or disable the existing
 * role `role` — null when it may: never its own (nobody adds to, demotes or disables the role their
 * own rights come from), and only one it may grant.
 */
export function roleChangeRefusal(
  actor: PermissionUser,
  actorRoleId: string | null,
  role: RoleGrant & { id: string },
  context: PermissionContext,
): RoleRefusal | null {
  return role.id === actorRoleId ? 'errors.cannotChangeOwnRole' : roleGrantRefusal(actor, role, context);
}
