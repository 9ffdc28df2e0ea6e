import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { refersTo } from './references.js';
import { holdRenamedAccount } from './users.js';
import { seenBy, type Viewer } from './dataScope.js';
import { departments, positions, roles, userPositions, users, type RoleRow, type UserRow } from '../db/schema/index.js';
import { containing } from './like.js';

/** A user as the people admin lists it: the row plus its department name, role, position and manager. */
export interface AdminUserRecord {
  user: UserRow;
  departmentName: string | null;
  role: Pick<RoleRow, 'id' | 'name' | 'type' | 'status' | 'funcs'> | null;
  position: { id: string; name: string } | null;
  managerName: string | null;
}

const managers = alias(users, 'managers');

export interface AdminUserFilter {
  /** Matched against name, account, mobile and work number (case-insensitive, substring). */
  search?: string;
  /** Matched against name and work number only: a picker searches what it shows. */
  shownSearch?: string;
  /** Users placed in any of these departments. */
  departmentIds?: readonly string[];
  /** Users holding any of these positions. */
  positionIds?: readonly string[];
  roleId?: string;
  disabled?: number;
  reviewStatus?: UserRow['reviewStatus'];
}

/** The grants a role puts on its users' rows (see `src/people/grants.ts`). */
export type UserGrants = Pick<UserRow, 'funcs' | 'adminuser' | 'rolename' | 'apps'>;

/** The editable profile fields of the admin user form. */
export type UserProfile = Pick<
  UserRow,
  'account' | 'name' | 'sex' | 'mobile' | 'workNo' | 'email' | 'departmentId' | 'avatar' | 'validUntil' | 'entryDate' | 'managerId' | 'wechatName' | 'memo'
>;

function whereOf(db: Db, viewer: Viewer, filter: AdminUserFilter): SQL | undefined {
  const { orgId } = viewer;
  const search = filter.search ? containing(filter.search) : undefined;
  const shown = filter.shownSearch ? containing(filter.shownSearch) : undefined;
  return and(
    eq(users.orgId, orgId),
    isNull(users.deletedAt),
    seenBy(viewer, users.id),
    search ? or(ilike(users.name, search), ilike(users.account, search), ilike(users.mobile, search), ilike(users.workNo, search)) : undefined,
    shown ? or(ilike(users.name, shown), ilike(users.workNo, shown)) : undefined,
    filter.departmentIds ? inArray(users.departmentId, [...filter.departmentIds]) : undefined,
    filter.positionIds
      ? inArray(
          users.id,
          db
            .select({ id: userPositions.userId })
            .from(userPositions)
            .where(and(eq(userPositions.orgId, orgId), inArray(userPositions.positionId, [...filter.positionIds]))),
        )
      : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.disabled === undefined ? undefined : eq(users.disabled, filter.disabled),
    filter.reviewStatus ? eq(users.reviewStatus, filter.reviewStatus) : undefined,
  );
}

function selectRecords(db: Db) {
  return db
    .select({
      user: users,
      departmentName: departments.name,
      role: { id: roles.id, name: roles.name, type: roles.type, status: roles.status, funcs: roles.funcs },
      position: { id: positions.id, name: positions.name },
      managerName: managers.name,
    })
    .from(users)
    .leftJoin(departments, refersTo(users, users.departmentId, departments))
    .leftJoin(roles, refersTo(users, users.roleId, roles))
    .leftJoin(userPositions, and(eq(userPositions.orgId, users.orgId), eq(userPositions.userId, users.id)))
    .leftJoin(positions, refersTo(userPositions, userPositions.positionId, positions))
    .leftJoin(managers, refersTo(users, users.managerId, managers));
}

/** One page of the users the viewer sees (deleted ones are the recycle bin's), newest first, and how many match in all. */
export async function listAdminUsers(
  db: Db,
  viewer: Viewer,
  filter: AdminUserFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminUserRecord[]; total: number }> {
  if (filter.departmentIds?.length === 0 || filter.positionIds?.length === 0) return { rows: [], total: 0 };
  const where = whereOf(db, viewer, filter);
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectRecords(db).where(where).orderBy(desc(users.createdAt), desc(users.id)).offset(page.offset).limit(page.limit);
  return { rows, total: totalRow?.n ?? 0 };
}

/** A user the viewer sees, by id (a deleted one is not found). */
export async function findAdminUser(db: Db, viewer: Viewer, userId: string): Promise<AdminUserRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(and(eq(users.orgId, viewer.orgId), isNull(users.deletedAt), seenBy(viewer, users.id), eq(users.id, userId)))
    .limit(1);
  return row;
}

/** The users among `userIds` the viewer sees, as the people admin shows them (those of other organisations and deleted ones are not found). */
export async function findAdminUsers(db: Db, viewer: Viewer, userIds: readonly string[]): Promise<AdminUserRecord[]> {
  if (userIds.length === 0) return [];
  return selectRecords(db).where(and(eq(users.orgId, viewer.orgId), isNull(users.deletedAt), seenBy(viewer, users.id), inArray(users.id, [...userIds])));
}

/**
 * Deletes users of the organisation, in one statement per table: the rows stay for the recycle bin,
 * marked deleted and disabled (every sign-in and session check refuses a disabled account), and the
 * manager field of those they managed is cleared. Answers the ids it deleted (not already deleted).
 */
export async function markUsersDeleted(db: Db, orgId: string, userIds: readonly string[], now: Date): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ deletedAt: now, disabled: 1 })
    .where(and(eq(users.orgId, orgId), inArray(users.id, [...userIds]), isNull(users.deletedAt)))
    .returning({ id: users.id });
  await db
    .update(users)
    .set({ managerId: null })
    .where(and(eq(users.orgId, orgId), inArray(users.managerId, [...userIds])));
  return rows.map((row) => row.id);
}

/** Places several users of the organisation at once, in one statement: the department and/or the role with its grants. */
export async function updateUsersPlacement(
  db: Db,
  orgId: string,
  userIds: readonly string[],
  placement: { departmentId?: string; role?: { roleId: string | null; grants: UserGrants } },
): Promise<void> {
  const { departmentId, role } = placement;
  if (userIds.length === 0 || (departmentId === undefined && role === undefined)) return;
  await db
    .update(users)
    .set({ ...(departmentId === undefined ? {} : { departmentId }), ...(role ? { roleId: role.roleId, ...role.grants } : {}) })
    .where(and(eq(users.orgId, orgId), inArray(users.id, [...userIds])));
}

/** Writes the profile fields of the admin form (a new account held), and the role with its grants when given. */
export async function updateUserProfile(
  db: Db,
  orgId: string,
  userId: string,
  profile: UserProfile,
  role?: { roleId: string | null; grants: UserGrants },
): Promise<void> {
  await holdRenamedAccount(db, orgId, userId, profile.account);
  await db
    .update(users)
    .set({ ...profile, ...(role ? { roleId: role.roleId, ...role.grants } : {}) })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

/** Puts a role's (new) grants on every user holding it; returns those users' ids. */
export async function applyRoleGrants(db: Db, orgId: string, roleId: string, grants: UserGrants): Promise<string[]> {
  const rows = await db
    .update(users)
    .set(grants)
    .where(and(eq(users.orgId, orgId), eq(users.roleId, roleId)))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Assigns a role (with its grants) to a user; used by the seed for accounts made before roles. */
export async function assignRole(db: Db, orgId: string, userId: string, roleId: string, grants: UserGrants): Promise<void> {
  await db
    .update(users)
    .set({ roleId, ...grants })
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}

/** Stores a password an administrator set, with whether it must be changed at the next login. */
export async function setUserPasswordByAdmin(
  db: Db,
  orgId: string,
  userId: string,
  values: { passwordHash: string; needChangePassword: number; passwordChangedAt: Date },
): Promise<void> {
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
}
