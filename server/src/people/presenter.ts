import { isTopAdmin, type AdminUser, type InviteCode, type DepartmentNode, type PickerUser, type PositionNode, type Role } from '@peilian/shared';
import { permissionUser } from '../auth/functions.js';
import type { DepartmentRow, PositionRow, RoleRow } from '../db/schema/index.js';
import type { AdminUserRecord } from '../data/adminUsers.js';
import type { InviteCodeRecord } from '../data/inviteCodes.js';
import { inviteStatus } from './invites/status.js';
import { validDateOf } from './dates.js';

/**
 * A user as the people admin shows it: profile, placement, role, access state and what a
 * self-registration said — never the password hash, sessions or internal flags beyond `topadmin`.
 * `manageable` is the shared rule's answer for the caller, so the page offers only what it allows
 * without the rows carrying anyone's function list.
 */
export function presentAdminUser({ user, departmentName, role, position, managerName }: AdminUserRecord, manageable: boolean): AdminUser {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    avatar: user.avatar,
    sex: user.sex,
    mobile: user.mobile,
    workno: user.workNo,
    email: user.email,
    departmentid: user.departmentId ?? '',
    departmentname: departmentName ?? '',
    roleid: role?.id ?? '',
    rolename: role?.name ?? user.rolename,
    roletype: role?.type ?? -1,
    positionid: position?.id ?? '',
    positionname: position?.name ?? '',
    managerid: user.managerId ?? '',
    managername: managerName ?? '',
    wechatname: user.wechatName,
    memo: user.memo,
    disabled: user.disabled,
    voiceprint: user.voiceprint,
    reviewstatus: user.reviewStatus,
    validdate: validDateOf(user.validUntil),
    entrydate: user.entryDate ?? '',
    orgowner: user.orgowner,
    topadmin: isTopAdmin(permissionUser(user)) ? 1 : 0,
    manageable: manageable ? 1 : 0,
    company: user.company,
    jobtitle: user.jobTitle,
    createdate: user.createdAt.toISOString(),
  };
}

/** A user as the task range's picker shows it (admin §2 picker columns): no contact data, account or role. */
export function presentPickerUser({ user, departmentName }: AdminUserRecord): PickerUser {
  return { id: user.id, name: user.name, avatar: user.avatar, departmentname: departmentName ?? '', workno: user.workNo };
}

/** The organisation's departments as a tree, each counting its people with those of the departments below it (orphans, which cannot occur, would be left out). */
export function presentDepartmentTree(rows: readonly DepartmentRow[], counts: ReadonlyMap<string, number>): DepartmentNode[] {
  const nodes = new Map<string, DepartmentNode>(rows.map((row) => [row.id, presentDepartment(row, counts)]));
  const roots: DepartmentNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    // A department whose parent is left out (a tree cut to what the caller may use) stands at the top.
    if (!row.parentId || !nodes.has(row.parentId)) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  for (const root of roots) countWithin(root);
  return roots;
}

/** A department's count as its people and those of every department below it (总部 holds the whole company). */
function countWithin(node: DepartmentNode): number {
  node.usercount += node.children.reduce((sum, child) => sum + countWithin(child), 0);
  return node.usercount;
}

/** One department without its children (create and change answers). */
export function presentDepartment(row: DepartmentRow, counts: ReadonlyMap<string, number> = new Map()): DepartmentNode {
  return { id: row.id, name: row.name, parentid: row.parentId ?? '', sort: row.sort, usercount: counts.get(row.id) ?? 0, children: [] };
}

/** A role; `manageable` says whether the caller may edit or disable it (shared `roleChangeRefusal`). */
export function presentRole(row: RoleRow, manageable: boolean, userCount = 0): Role {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    status: row.status,
    funcs: [...row.funcs],
    apps: [...row.apps],
    audit: row.audit,
    notify: row.notify,
    usercount: userCount,
    createdate: row.createdAt.toISOString(),
    manageable: manageable ? 1 : 0,
  };
}

/** Positions as a tree (children by name), with their holder counts; the admin, the range and report pickers read it. */
export function presentPositionTree(rows: readonly PositionRow[], counts: ReadonlyMap<string, number>): PositionNode[] {
  const nodes = new Map<string, PositionNode>(rows.map((row) => [row.id, presentPosition(row, counts)]));
  const roots: PositionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentid ? nodes.get(node.parentid) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** One position without its children (create and change answers). */
export function presentPosition(row: PositionRow, counts: ReadonlyMap<string, number> = new Map()): PositionNode {
  return { id: row.id, name: row.name, parentid: row.parentId ?? '', usercount: counts.get(row.id) ?? 0, children: [] };
}

/** An invite code as the back office lists it, its state read on `day` (the organisation's today). */
export function presentInvite(invite: InviteCodeRecord, day: string, manageable: boolean): InviteCode {
  return {
    id: invite.id,
    code: manageable ? invite.code : '',
    title: invite.title,
    validdate: invite.validUntil ?? '',
    maxcount: invite.maxCount,
    usedcount: invite.usedCount,
    departmentid: invite.departmentId ?? '',
    departmentname: invite.departmentName,
    positionid: invite.positionId ?? '',
    positionname: invite.positionName,
    roleid: invite.roleId ?? '',
    rolename: invite.roleName,
    status: inviteStatus(invite, day),
    createdate: invite.createdAt.toISOString(),
    manageable: manageable ? 1 : 0,
  };
}
