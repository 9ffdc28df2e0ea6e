import type { RoleGrant } from '@peilian/shared';
import type { Db } from '../../db/client.js';
import type { RoleRow, UserRow } from '../../db/schema/index.js';
import { seesAll } from '../../data/dataScope.js';
import { findDepartmentInOrg, listDepartments } from '../../data/departments.js';
import { clearUserPositions, findUserPosition, listPositions, setUserPositions } from '../../data/positions.js';
import { appError } from '../../errors/index.js';
import { recordLoader } from '../../http/records.js';
import type { Caller } from '../../auth/caller.js';
import { assertMayGrantRole, roleRules } from '../grants.js';
import { descendantIds } from '../tree.js';

/**
 * Where users sit — department, position, role — and the rules of moving them, shared by the
 * one-user form (`commands.ts`) and the batch (`batch.ts`), so both refuse alike.
 */

/** A department of the caller's organisation by id, else 404. */
export const departmentRecord = recordLoader('errors.notFound', findDepartmentInOrg);

/** Gives users a position (none: takes theirs away), inside the caller's transaction. */
export async function writePositions(tx: Db, orgId: string, userIds: readonly string[], positionId: string | null): Promise<void> {
  if (positionId)
    await setUserPositions(
      tx,
      orgId,
      userIds.map((userId) => ({ userId, positionId })),
    );
  else await clearUserPositions(tx, orgId, userIds);
}

/**
 * With data permission on, a narrowed administrator places people only where they still see them
 * (their department or below, a position below theirs): checked after the write, in its
 * transaction, so a refusal (`outsideDataScope`) changes nothing.
 */
export async function assertStillSeen(tx: Db, request: Caller, userIds: readonly string[]): Promise<void> {
  if (!(await seesAll(tx, request.viewer, userIds))) throw appError('errors.outsideDataScope');
}

/** Where a narrowed administrator still sees the people it places (data/dataScope.ts). */
export interface SeenPlaces {
  /** Its own department and those below it (none without a department). */
  departments: ReadonlySet<string>;
  /** The positions strictly below its own (none without a position). */
  positions: ReadonlySet<string>;
}

/** The places the caller still sees people in; null when data permission does not narrow it (anywhere). */
export async function seenPlaces({ deps, caller, viewer }: Caller): Promise<SeenPlaces | null> {
  if (!viewer.narrowed) return null;
  const own = await findUserPosition(deps.db, caller.orgId, caller.id);
  const below = (tree: readonly { id: string; parentId: string | null }[], id: string | null | undefined) =>
    new Set(id ? descendantIds(tree, id).filter((node) => node !== id) : []);
  return {
    departments: new Set(caller.departmentId ? descendantIds(await listDepartments(deps.db, caller.orgId), caller.departmentId) : []),
    positions: below(await listPositions(deps.db, caller.orgId), own?.id),
  };
}

/** A role newly given to a user: enabled, and one the caller may grant (shared `roleGrantRefusal`). */
export async function assertAssignable(request: Caller, role: RoleRow | null): Promise<void> {
  if (!role) return;
  if (role.status !== 0) throw appError('errors.roleDisabled');
  await assertMayGrantRole(request, role);
}

/** A user with the role it holds now. */
export interface RoleHolder {
  user: UserRow;
  role: RoleGrant | null;
}

/**
 * Users' role changing to `role` (null: none): never the caller's own (`cannotChangeOwnRole`), the
 * new role assignable, and the role each user loses one the caller could have given — taking a
 * role away is assigning too.
 */
export async function assertRoleChange(request: Caller, changing: readonly RoleHolder[], role: RoleRow | null): Promise<void> {
  if (changing.some((holder) => holder.user.id === request.caller.id)) throw appError('errors.cannotChangeOwnRole');
  await assertAssignable(request, role);
  const held = changing.flatMap((holder) => (holder.role ? [holder.role] : []));
  if (held.length === 0) return;
  const { grantRefusal } = await roleRules(request);
  for (const lost of held) {
    const refusal = grantRefusal(lost);
    if (refusal) throw appError(refusal);
  }
}
