import { ROLE_TYPES, TOP_ADMIN_LEVEL, type RoleApplication, type RoleType } from '@peilian/shared';
import { ALL_FUNCTION_KEYS } from '../auth/functions.js';
import { hashPassword } from '../auth/password.js';
import { seedInvites } from './invites.js';
import type { Db } from '../db/client.js';
import type { OrganisationRow, RoleRow } from '../db/schema/index.js';
import { assignRole } from '../data/adminUsers.js';
import { findDepartmentByName, insertDepartment } from '../data/departments.js';
import { findOrganisationByName, insertOrganisation, updateOrganisationLicence } from '../data/organisations.js';
import { findRoleByName, insertRole } from '../data/roles.js';
import { findUserByAccount, insertUser, type NewUser } from '../data/users.js';
import { roleGrants } from '../people/grants.js';
import { seedExam } from './exam.js';
import { seedFaq } from './faq.js';
import { seedLibrary } from './library.js';
import { seedKnowledge } from './knowledge.js';
import { seedTraining } from './training.js';
import { seedPractice } from './practice.js';
import { seedCarousel } from './carousel.js';
import { seedLevels } from './levels.js';
import { seedCheckins } from './checkins.js';
import { seedNotices } from './notices.js';
import { seedNotifications } from './notifications.js';
import { seedDialogCollect } from './dialogCollect.js';
import { seedAigc } from './aigc.js';
import { seedLoginLogs } from './loginLogs.js';
import { seedOperationLogs } from './operationLogs.js';
import { seedRecycleBin } from './recycleBin.js';
import { seedVoiceprints } from './voiceprints.js';
import { seedBilling } from './billing.js';
import { seedUsage } from './usage.js';
import { PENDING_REGISTRATION, seedPendingRegistration } from './registrations.js';
import type { FileStorage } from '../storage/files.js';

import { DEMO_ORGANISATION, DEMO_PASSWORD } from './accounts.js';

export { DEMO_ORGANISATION, DEMO_PASSWORD } from './accounts.js';

interface DepartmentNode {
  name: string;
  children?: DepartmentNode[];
}

const DEPARTMENTS: DepartmentNode = {
  name: '总部',
  children: [{ name: '销售部', children: [{ name: '华东销售组' }, { name: '华南销售组' }] }, { name: '客服部' }, { name: '人力资源部' }],
};

interface DemoRole {
  name: string;
  type: RoleType;
  description: string;
  funcs: string[];
  /** The applications it opens; all of them when left out. */
  apps?: RoleApplication[];
  notify?: number;
}

/** The demo organisation's roles; a user's rights are what their role grants (`people/grants.ts`). */
const ROLES: DemoRole[] = [
  { name: '超级管理员', type: ROLE_TYPES.superAdministrator, description: '拥有全部功能权限', funcs: [] },
  {
    name: '培训管理员',
    type: ROLE_TYPES.administrator,
    description: '首页、培训任务和问答题库',
    funcs: ['home', 'trainmanagement-train', 'questionbank'],
    notify: 1,
  },
  // Back office only: nobody holds it yet, so it may be deleted.
  {
    name: '报表查看员',
    type: ROLE_TYPES.administrator,
    description: '只看报表，不参加培训',
    funcs: ['home', 'taskReport', 'studentReport'],
    apps: [],
  },
  { name: '学员', type: ROLE_TYPES.ordinary, description: '使用培训中心', funcs: [], apps: ['training'] },
];

type DemoUser = Pick<NewUser, 'account' | 'name' | 'sex' | 'isadmin' | 'orgowner' | 'rolename' | 'openai' | 'aillm' | 'needChangePassword' | 'mobile'> & {
  department: string;
  /** A role of ROLES; the owner has none (their rights come from `orgowner`). */
  roleName?: string;
  role: { zh: string; en: string };
};

const USERS: DemoUser[] = [
  {
    account: 'superadmin',
    name: '系统管理员',
    sex: 1,
    isadmin: TOP_ADMIN_LEVEL,
    roleName: '超级管理员',
    openai: 1,
    aillm: 1,
    department: '总部',
    role: { zh: '超级管理员', en: 'super admin' },
  },
  {
    account: 'owner01',
    name: '王芳',
    sex: 2,
    orgowner: 1,
    rolename: '企业负责人',
    openai: 1,
    aillm: 1,
    department: '总部',
    role: { zh: '企业负责人', en: 'organisation owner' },
  },
  {
    account: 'admin01',
    name: '李强',
    sex: 1,
    roleName: '培训管理员',
    department: '销售部',
    role: { zh: '培训管理员', en: 'limited admin: home, training tasks, Q&A bank' },
  },
  {
    account: 'learner01',
    name: '张伟',
    sex: 1,
    mobile: '13800000001',
    roleName: '学员',
    department: '华东销售组',
    role: { zh: '学员', en: 'learner' },
  },
  {
    account: 'learner02',
    name: '刘洋',
    sex: 2,
    mobile: '13800000002',
    roleName: '学员',
    department: '客服部',
    role: { zh: '学员', en: 'learner' },
  },
  {
    account: 'learner03',
    name: '陈静',
    sex: 2,
    mobile: '13800000003',
    needChangePassword: 1,
    roleName: '学员',
    department: '华南销售组',
    role: { zh: '学员（须改密码）', en: 'learner, must change password' },
  },
];

/**
 * The demo organisation's settings: watermark on, no password strengthening, task messages not sent
 * through WeChat (no official account in the demo); every function licensed.
 */
export const DEMO_SETTINGS = { waterprint: 1, watertext: '', strongPassword: false, taskMessages: { isTaskMsgPush2wx: 0, url: '' } } as const;

/** The demo accounts as `main.ts` prints them for newcomers (their password is the README's). */
export const DEMO_ACCOUNTS = USERS.map(({ account, name, role }) => ({ account, name, role }));

async function ensureDepartments(db: Db, orgId: string, node: DepartmentNode, parentId: string | null, ids: Map<string, string>, sort = 0): Promise<void> {
  const existing = await findDepartmentByName(db, orgId, parentId, node.name);
  const department = existing ?? (await insertDepartment(db, { orgId, parentId, name: node.name, sort }));
  ids.set(node.name, department.id);
  for (const [index, child] of (node.children ?? []).entries()) {
    await ensureDepartments(db, orgId, child, department.id, ids, index);
  }
}

async function ensureRoles(db: Db, orgId: string): Promise<Map<string, RoleRow>> {
  const roles = new Map<string, RoleRow>();
  for (const role of ROLES) {
    roles.set(role.name, (await findRoleByName(db, orgId, role.name)) ?? (await insertRole(db, { orgId, ...role })));
  }
  return roles;
}

/** Fills in settings and the licence of a demo organisation made before they existed (keeps set values). */
async function completeOrganisation(db: Db, org: OrganisationRow): Promise<void> {
  const settings = { ...DEMO_SETTINGS, ...org.settings };
  const missingSettings = Object.keys(DEMO_SETTINGS).some((key) => !(key in org.settings));
  const missingLicence = org.licensedFunctions.length === 0;
  if (!missingSettings && !missingLicence) return;
  await updateOrganisationLicence(db, org.id, {
    settings,
    licensedFunctions: missingLicence ? [...ALL_FUNCTION_KEYS] : org.licensedFunctions,
  });
}

/**
 * Creates the demo organisation, its department tree, its roles and the demo accounts, and one
 * enterprise registration waiting for review, adding only what is missing: running it again changes
 * nothing (existing passwords are left alone; a demo account made before roles existed gets its
 * role). Files it makes (the demo's call sounds) go to `files`, the data directory's storage; without
 * it (the test suites' template database) they are left out. Returns the accounts it created.
 */
export async function seedDemoData(db: Db, files?: FileStorage): Promise<string[]> {
  return db.transaction(async (tx) => {
    const org =
      (await findOrganisationByName(tx, DEMO_ORGANISATION)) ??
      (await insertOrganisation(tx, {
        name: DEMO_ORGANISATION,
        businessType: 1,
        settings: { ...DEMO_SETTINGS },
        licensedFunctions: [...ALL_FUNCTION_KEYS],
      }));
    await completeOrganisation(tx, org);
    const departmentIds = new Map<string, string>();
    await ensureDepartments(tx, org.id, DEPARTMENTS, null, departmentIds);
    const roles = await ensureRoles(tx, org.id);

    const created: string[] = [];
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const { department, roleName, role: _banner, ...user } of USERS) {
      const role = roleName ? roles.get(roleName) : undefined;
      const existing = await findUserByAccount(tx, user.account);
      if (existing) {
        if (role && !existing.user.roleId) await assignRole(tx, org.id, existing.user.id, role.id, roleGrants(role));
        continue;
      }
      await insertUser(tx, {
        ...user,
        ...(role ? { roleId: role.id, ...roleGrants(role) } : {}),
        orgId: org.id,
        departmentId: departmentIds.get(department) ?? null,
        passwordHash,
        passwordChangedAt: user.needChangePassword ? null : new Date(),
      });
      created.push(user.account);
    }
    const creatorId = (await findUserByAccount(tx, 'superadmin'))?.user.id ?? null;
    await seedLibrary(tx, org.id, creatorId);
    await seedKnowledge(tx, org.id, creatorId);
    await seedTraining(tx, org.id, creatorId);
    await seedExam(tx, org.id, creatorId);
    await seedFaq(tx, org.id, creatorId);
    await seedPractice(tx, org.id, creatorId, files);
    await seedCarousel(tx, org.id);
    await seedLevels(tx, org.id);
    await seedCheckins(tx, org.id, creatorId, new Date());
    await seedNotices(tx, org.id, new Date());
    await seedNotifications(tx, org.id, creatorId, new Date());
    await seedDialogCollect(tx, org.id, creatorId, files);
    await seedAigc(tx, org.id, creatorId);
    await seedLoginLogs(tx, org.id, new Date());
    await seedOperationLogs(tx, org.id, new Date());
    await seedRecycleBin(tx, org.id, new Date());
    await seedVoiceprints(tx, org.id, files);
    await seedUsage(tx, org.id, new Date());
    await seedInvites(tx, org.id, creatorId, { departmentId: departmentIds.get('华东销售组'), role: roles.get('学员') });
    await seedBilling(tx, org.id, new Date());
    if (await seedPendingRegistration(tx)) created.push(PENDING_REGISTRATION.account);
    return created;
  });
}
