import { checkPasswordPair, FILE_REFERENCE_RULES, type AdminUserFields, type UserListQuery, type UserPickerQuery } from '@peilian/shared';
import { assertMayActOnUser } from '../../auth/actOnUser.js';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import type { RoleRow, UserRow } from '../../db/schema/index.js';
import { HELD_NAME_KEY } from '../../data/heldNames.js';
import { uniqueViolation } from '../../db/errors.js';
import { findAdminUser, listAdminUsers, setUserPasswordByAdmin, updateUserProfile, type AdminUserRecord, type UserProfile } from '../../data/adminUsers.js';
import { listDepartments } from '../../data/departments.js';
import { findOrganisationById } from '../../data/organisations.js';
import { listRoles } from '../../data/roles.js';
import { liveSessionIds, revokeUserSessions } from '../../data/sessions.js';
import { approvePendingUser, findUserByAccount, findUsersInOrg, insertUser, updateUserAccess } from '../../data/users.js';
import { listPositions } from '../../data/positions.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { openSealedPasswordPair, sendApprovalSms } from '../../identity/index.js';
import { identitySettings } from '../../organisation/index.js';
import { validUntilOf } from '../dates.js';
import { descendantIds } from '../tree.js';
import { roleGrants, roleRules } from '../grants.js';
import type { Caller } from '../../auth/caller.js';
import { checkFileReference } from '../../storage/fileReferences.js';
import { loadRecord, recordLoader, type RecordLoader } from '../../http/records.js';
import { positionRecord } from '../positions/commands.js';
import { roleRecord } from '../roles/commands.js';
import { assertAssignable, assertRoleChange, assertStillSeen, departmentRecord, writePositions } from './placement.js';
import { assertSeats } from '../../usage/capacity.js';

export interface SealedPair {
  randomkey: string;
  password: string;
  confirmpassword: string;
}

/** A user the caller sees by id, else 404 (ids of other organisations, and with data permission of people not under the caller, are unknown here); its routes load it for `:id`. */
export const userRecord = recordLoader('errors.notFound', (db, _orgId, id, request) => findAdminUser(db, request.viewer, id));

/** A user of the caller's organisation by id, else 404 (ids of other organisations are unknown here). */
export function userInOrg(request: Caller, id: string): Promise<AdminUserRecord> {
  return loadRecord(userRecord, request, id);
}

/** A department filter: that department and the ones below it (an unknown one matches nobody); '' = any. */
async function departmentFilter(db: Db, orgId: string, department: string): Promise<string[] | undefined> {
  if (!department) return undefined;
  return isUuid(department) ? descendantIds(await listDepartments(db, orgId), department) : [];
}

/** A position filter: that position and the ones below it (an unknown one matches nobody); '' = any. */
async function positionFilter(db: Db, orgId: string, position: string): Promise<string[] | undefined> {
  if (!position) return undefined;
  return isUuid(position) ? descendantIds(await listPositions(db, orgId), position) : [];
}

/** `GET userlist`: a page of users; a department filter includes the departments below it. */
export async function listUsers({ deps, caller, viewer }: Caller, query: UserListQuery): Promise<{ rows: AdminUserRecord[]; total: number }> {
  const { db } = deps;
  const departmentIds = await departmentFilter(db, caller.orgId, query.department);
  const positionIds = await positionFilter(db, caller.orgId, query.position);
  if (query.role && !isUuid(query.role)) return { rows: [], total: 0 };
  return listAdminUsers(
    db,
    viewer,
    {
      search: query.name || undefined,
      departmentIds,
      positionIds,
      roleId: query.role || undefined,
      disabled: query.disabled === '' ? undefined : query.disabled,
      reviewStatus: query.reviewstatus || undefined,
    },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
  );
}

/** `GET userpicker`: a page of users for the task range's picker; the text matches name or work number only. */
export async function pickUsers({ deps, caller, viewer }: Caller, query: UserPickerQuery): Promise<{ rows: AdminUserRecord[]; total: number }> {
  const departmentIds = await departmentFilter(deps.db, caller.orgId, query.department);
  return listAdminUsers(deps.db, viewer, { shownSearch: query.name || undefined, departmentIds }, { offset: (query.page - 1) * query.rows, limit: query.rows });
}

/**
 * The roles this caller may hand out (admin §6 "limited to assignable roles"): enabled ones it may
 * grant — super-administrator roles only for top admins and owners, and no role granting a function
 * the caller does not hold.
 */
export async function assignableRoles(request: Caller): Promise<RoleRow[]> {
  const { deps, caller } = request;
  const { grantRefusal } = await roleRules(request);
  return (await listRoles(deps.db, caller.orgId)).filter((role) => role.status === 0 && grantRefusal(role) === null);
}

/** The form's references resolved inside the organisation (unknown → 404). */
interface References {
  departmentId: string | null;
  role: RoleRow | null;
  positionId: string | null;
  managerId: string | null;
}

/** A manager chain is followed at most this far up; a longer one is refused like a loop. */
const MANAGER_CHAIN_MAX = 50;

/**
 * The manager chosen for `userId` (undefined for a new user): another user of the organisation
 * whose own chain of managers does not lead back to this user (else `managerInvalid`).
 */
async function checkManager(db: Db, orgId: string, managerId: string, userId: string | undefined): Promise<void> {
  let next: string | null = managerId;
  for (let step = 0; next; step += 1) {
    if (next === userId || step > MANAGER_CHAIN_MAX) throw appError('errors.managerInvalid');
    const [manager]: UserRow[] = await findUsersInOrg(db, orgId, [next]);
    if (!manager) throw appError(step === 0 ? 'errors.notFound' : 'errors.managerInvalid');
    next = manager.managerId;
  }
}

async function resolveReferences(request: Caller, fields: AdminUserFields, userId?: string): Promise<References> {
  const optional = <Row>(loader: RecordLoader<Row>, id: string): Promise<Row | null> => (id ? loadRecord(loader, request, id) : Promise.resolve(null));
  const department = await optional(departmentRecord, fields.departmentid);
  const role = await optional(roleRecord, fields.roleid);
  const position = await optional(positionRecord, fields.positionid);
  if (fields.managerid) {
    if (!isUuid(fields.managerid)) throw appError('errors.notFound');
    await checkManager(request.deps.db, request.caller.orgId, fields.managerid, userId);
  }
  return { departmentId: department?.id ?? null, role, positionId: position?.id ?? null, managerId: fields.managerid || null };
}

/** The avatar must be empty or an avatar uploaded into this organisation (the current one may stay though its file is gone). */
async function assertAvatar({ deps, caller }: Caller, avatar: string, kept?: string): Promise<void> {
  if (avatar) await checkFileReference(deps.storage, caller.orgId, avatar, FILE_REFERENCE_RULES.userAvatar, 'avatar', { kept });
}

function profileOf(fields: AdminUserFields, { departmentId, managerId }: References): UserProfile {
  return {
    account: fields.account,
    name: fields.name,
    sex: fields.sex,
    mobile: fields.mobile,
    workNo: fields.workno,
    email: fields.email,
    departmentId,
    avatar: fields.avatar,
    validUntil: validUntilOf(fields.validdate),
    entryDate: fields.entrydate || null,
    managerId,
    wechatName: fields.wechatname,
    memo: fields.memo,
  };
}

/**
 * Opens an administrator-typed password pair and checks it: 6–15 (admin §5), strong when the
 * organisation strengthens passwords, both equal. Returns the hash and whether the user must
 * change it at the next login (with strengthening on: admin-set passwords are changed at first login).
 */
async function passwordFromAdmin(request: Caller, sealed: SealedPair): Promise<{ passwordHash: string; needChangePassword: number }> {
  const { deps, log, caller } = request;
  const org = await findOrganisationById(deps.db, caller.orgId);
  const { strongPassword } = identitySettings(org?.settings);
  const { password, confirm } = await openSealedPasswordPair(deps, log, sealed);
  const issue = checkPasswordPair(password, confirm, 'admin', { strong: strongPassword });
  if (issue) throw invalidInput(issue.key, issue.params, issue.key === 'validation.passwordMismatch' ? 'confirmpassword' : 'password');
  return { passwordHash: await hashPassword(password), needChangePassword: strongPassword ? 1 : 0 };
}

/** Maps a second holder of the account (two writers of one account at once) to `accountExists`. */
export function accountTaken(error: unknown): never {
  if (uniqueViolation(error) === HELD_NAME_KEY) throw appError('errors.accountExists');
  throw error;
}

/** `POST user`: a new user of the caller's organisation, approved, with the role's grants. */
export async function createUser(request: Caller, fields: AdminUserFields, sealed: SealedPair): Promise<AdminUserRecord> {
  const { deps, log, caller } = request;
  const references = await resolveReferences(request, fields);
  const { role } = references;
  await assertAssignable(request, role);
  await assertAvatar(request, fields.avatar);
  if (await findUserByAccount(deps.db, fields.account)) throw appError('errors.accountExists');
  await assertSeats(request, 1);
  const password = await passwordFromAdmin(request, sealed);
  const created = await deps.db
    .transaction(async (tx) => {
      if (await findUserByAccount(tx, fields.account)) throw appError('errors.accountExists');
      const user = await insertUser(tx, {
        orgId: caller.orgId,
        ...profileOf(fields, references),
        ...password,
        passwordChangedAt: deps.clock.now(),
        roleId: role?.id ?? null,
        ...(role ? roleGrants(role) : {}),
      });
      await writePositions(tx, caller.orgId, [user.id], references.positionId);
      await assertStillSeen(tx, request, [user.id]);
      return user;
    })
    .catch(accountTaken);
  log.info({ orgId: caller.orgId, userId: created.id, by: caller.id }, 'user created');
  return userInOrg(request, created.id);
}

/** `PUT user/{id}`: profile fields, and the role when it changes (never one's own). */
export async function updateUser(request: Caller, target: AdminUserRecord, fields: AdminUserFields): Promise<AdminUserRecord> {
  const { deps, log, caller } = request;
  await assertMayActOnUser(request, target.user);
  const references = await resolveReferences(request, fields, target.user.id);
  const { role } = references;
  const roleChanged = (role?.id ?? null) !== target.user.roleId;
  if (roleChanged) await assertRoleChange(request, [target], role);
  await assertAvatar(request, fields.avatar, target.user.avatar);
  await deps.db
    .transaction(async (tx) => {
      const holder = await findUserByAccount(tx, fields.account);
      if (holder && holder.user.id !== target.user.id) throw appError('errors.accountExists');
      await updateUserProfile(
        tx,
        caller.orgId,
        target.user.id,
        profileOf(fields, references),
        roleChanged ? { roleId: role?.id ?? null, grants: roleGrants(role) } : undefined,
      );
      await writePositions(tx, caller.orgId, [target.user.id], references.positionId);
      await assertStillSeen(tx, request, [target.user.id]);
    })
    .catch(accountTaken);
  deps.sessionCache.dropUsers(caller.orgId, [target.user.id]);
  log.info({ orgId: caller.orgId, userId: target.user.id, by: caller.id, roleChanged }, 'user updated');
  return userInOrg(request, target.user.id);
}

/**
 * `POST user/{id}/disable`: nobody disables themselves or the organisation owner. A disabled
 * user's next request answers 9999; their sockets are dropped now.
 */
export async function setUserDisabled(request: Caller, target: AdminUserRecord, disabled: number): Promise<AdminUserRecord> {
  const { deps, log, caller } = request;
  await assertMayActOnUser(request, target.user);
  if (disabled === 1 && target.user.id === caller.id) throw appError('errors.cannotDisableSelf');
  if (disabled === 1 && target.user.orgowner === 1) throw appError('errors.cannotDisableOwner');
  await updateUserAccess(deps.db, caller.orgId, target.user.id, { disabled });
  deps.sessionCache.dropUsers(caller.orgId, [target.user.id]);
  if (disabled === 1) {
    for (const sessionId of await liveSessionIds(deps.db, caller.orgId, target.user.id)) deps.realtime.disconnectSession(sessionId);
  }
  log.info({ orgId: caller.orgId, userId: target.user.id, by: caller.id, disabled }, 'user disabled flag set');
  return userInOrg(request, target.user.id);
}

/** `POST user/{id}/reset`: a new password typed by the administrator; the user's sessions end (9100). */
export async function resetUserPassword(request: Caller, target: AdminUserRecord, sealed: SealedPair): Promise<void> {
  const { deps, log, caller } = request;
  await assertMayActOnUser(request, target.user);
  const password = await passwordFromAdmin(request, sealed);
  const revoked = await deps.db.transaction(async (tx) => {
    await setUserPasswordByAdmin(tx, caller.orgId, target.user.id, { ...password, passwordChangedAt: deps.clock.now() });
    return revokeUserSessions(tx, caller.orgId, target.user.id, 'password');
  });
  deps.sessionCache.dropUsers(caller.orgId, [target.user.id]);
  for (const sessionId of revoked) deps.realtime.disconnectSession(sessionId);
  log.info({ orgId: caller.orgId, userId: target.user.id, by: caller.id, revoked: revoked.length }, 'password reset by admin');
}

/**
 * `POST user/{id}/approve`: a self-registration waiting for review may sign in from now on, and
 * is told so by SMS. Approving again changes nothing and sends nothing.
 */
export async function approveUser(request: Caller, target: AdminUserRecord): Promise<AdminUserRecord> {
  const { deps, log, caller } = request;
  await assertMayActOnUser(request, target.user);
  const approved = await approvePendingUser(deps.db, caller.orgId, target.user.id);
  if (approved) {
    deps.sessionCache.dropUsers(caller.orgId, [approved.id]);
    const org = await findOrganisationById(deps.db, caller.orgId);
    const notified = await sendApprovalSms(deps, log, approved, org?.name ?? '');
    log.info({ orgId: caller.orgId, userId: approved.id, by: caller.id, notified }, 'registration approved');
  }
  return userInOrg(request, target.user.id);
}
