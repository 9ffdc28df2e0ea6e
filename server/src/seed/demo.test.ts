import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TREE } from '@peilian/shared';
import { departments, organisations, roles, users } from '../db/schema/index.js';
import { countOrganisations, findOrganisationByName, updateOrganisationLicence } from '../data/organisations.js';
import { verifyPassword } from '../auth/password.js';
import { seededDatabase } from '../../test/harness.js';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, DEMO_PASSWORD, seedDemoData } from './demo.js';
import { formatDemoAccounts } from './banner.js';
import { PENDING_REGISTRATION } from './registrations.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
beforeAll(async () => {
  database = await seededDatabase();
});
afterAll(() => database?.dispose());

describe('demo seed', () => {
  it('creates the department tree under 总部', async () => {
    const rows = await database.db.select().from(departments).orderBy(asc(departments.sort));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const pathOf = (name: string) => {
      const names: string[] = [];
      let node = rows.find((row) => row.name === name);
      while (node) {
        names.unshift(node.name);
        node = node.parentId ? byId.get(node.parentId) : undefined;
      }
      return names.join(' → ');
    };
    expect(pathOf('华东销售组')).toBe('总部 → 销售部 → 华东销售组');
    expect(pathOf('客服部')).toBe('总部 → 客服部');
  });

  it('stores argon2id hashes of the documented demo password', async () => {
    const [row] = await database.db.select().from(users).where(eq(users.account, 'owner01'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await database.db.select().from(users);
    expect(await seedDemoData(database.db)).toEqual([]);
    expect(await database.db.select().from(users)).toHaveLength(before.length);
    expect(await countOrganisations(database.db)).toBe(2);
  });

  it('adds one enterprise registration waiting for review, whose owner cannot sign in yet, and keeps the demo organisation in use', async () => {
    const pending = await findOrganisationByName(database.db, PENDING_REGISTRATION.orgname);
    expect(pending).toMatchObject({ reviewStatus: 'pending', contactName: '赵敏', contactMobile: '13800000009', reviewedAt: null });
    const [owner] = await database.db.select().from(users).where(eq(users.account, PENDING_REGISTRATION.account));
    expect(owner).toMatchObject({ orgId: pending!.id, orgowner: 1, reviewStatus: 'pending', mobile: '13800000009' });
    expect((await findOrganisationByName(database.db, DEMO_ORGANISATION))?.reviewStatus).toBe('approved');
  });

  it('turns the watermark on, leaves passwords unstrengthened and licenses every function', async () => {
    const org = await findOrganisationByName(database.db, DEMO_ORGANISATION);
    expect(org?.settings).toMatchObject({ waterprint: 1, watertext: '', strongPassword: false });
    expect(org?.licensedFunctions).toEqual(FUNCTION_TREE.map((node) => node.key));
  });

  it('makes learner03 change the password at first login, the others not', async () => {
    const rows = await database.db.select().from(users);
    const flags = Object.fromEntries(rows.map((row) => [row.account, row.needChangePassword]));
    expect(flags).toMatchObject({ learner03: 1, learner01: 0, owner01: 0, superadmin: 0 });
  });

  it('completes an organisation seeded before settings and licences existed, keeping set values', async () => {
    const org = await findOrganisationByName(database.db, DEMO_ORGANISATION);
    await updateOrganisationLicence(database.db, org!.id, { settings: { watertext: '保密' }, licensedFunctions: [] });
    await seedDemoData(database.db);
    const [after] = await database.db.select().from(organisations).where(eq(organisations.id, org!.id));
    expect(after?.settings).toEqual({ waterprint: 1, watertext: '保密', strongPassword: false, taskMessages: { isTaskMsgPush2wx: 0, url: '' } });
    expect(after?.licensedFunctions).toHaveLength(FUNCTION_TREE.length);
  });

  it('gives the demo accounts their roles, whose grants are what the banner says', async () => {
    const rows = await database.db
      .select({ account: users.account, funcs: users.funcs, adminuser: users.adminuser, rolename: users.rolename, role: roles.name })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.roleId));
    const byAccount = Object.fromEntries(rows.map(({ account, ...rest }) => [account, rest]));
    expect(byAccount).toMatchObject({
      superadmin: { role: '超级管理员', adminuser: 1, funcs: '', rolename: '超级管理员' },
      owner01: { role: null, adminuser: 0, funcs: '', rolename: '企业负责人' },
      admin01: { role: '培训管理员', adminuser: 0, funcs: 'home,trainmanagement-train,questionbank', rolename: '培训管理员' },
      learner01: { role: '学员', adminuser: 0, funcs: '' },
      learner03: { role: '学员', adminuser: 0, funcs: '' },
    });
  });

  it('gives a demo account made before roles existed its role on the next run', async () => {
    await database.db.update(users).set({ roleId: null, rolename: '', funcs: '' }).where(eq(users.account, 'admin01'));
    await seedDemoData(database.db);
    const [row] = await database.db.select().from(users).where(eq(users.account, 'admin01'));
    expect(row).toMatchObject({ rolename: '培训管理员', funcs: 'home,trainmanagement-train,questionbank' });
    expect(row?.roleId).not.toBeNull();
  });

  it('lists every demo account for the start banner, without the password', () => {
    const table = formatDemoAccounts(DEMO_ACCOUNTS);
    for (const account of ['superadmin', 'owner01', 'admin01', 'learner01', 'learner02', 'learner03']) {
      expect(table).toContain(account);
    }
    expect(table).not.toContain(DEMO_PASSWORD);
  });
});
