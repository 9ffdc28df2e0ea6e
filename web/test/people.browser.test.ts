import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { HR_FILES } from '@peilian/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectListFits, logOutOfAdmin, openSidebarEntry, sidebarGroups, signInAt } from './support/admin';
import { signedOutLogin, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { templateWithRows, workbookRows } from './support/importWorkbook';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// The people admin on a desktop: departments, roles and users as superadmin, then the new user's
// own sign-in, and what a limited admin without the adminuser function gets.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const dialog = () => page.locator('.ant-modal:visible');
const fieldError = (text: string) => dialog().locator('.ant-form-item-explain-error', { hasText: text });
const tableRow = (text: string) => page.getByTestId('user-table').locator('tbody tr.ant-table-row', { hasText: text });
/** The open dialog's width once its opening animation has finished. */
const dialogWidth = () =>
  dialog()
    .boundingBox()
    .then((box) => Math.round(box?.width ?? 0));

async function chooseOption(selector: string, label: string) {
  await dialog().locator(selector).click();
  await page.locator('.ant-select-item-option:visible, .ant-select-tree-node-content-wrapper:visible', { hasText: label }).first().click();
}

describe('people admin', () => {
  /** Shows columns of the user list through 列设置 (they stay shown for this admin). */
  const showColumns = async (...names: string[]) => {
    await page.getByTestId('column-choice').click();
    for (const name of names) await page.getByTestId('column-choice-options').getByLabel(name).check();
    await page.keyboard.press('Escape');
  };

  it('opens the user list with the department tree for superadmin', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await openSidebarEntry(page, '系统管理', '用户管理');
    await waitForRoute(page, '/admin/system/adminuser');
    await expect(page.getByTestId('people-users-title').textContent()).resolves.toBe('用户管理');
    await page.getByTestId('department-总部').waitFor();
    await tableRow('learner01').waitFor();
    await expect(page.locator('.ant-pagination-total-text').textContent()).resolves.toBe('共 6 条');
    await expect(page.locator('.admin-breadcrumb').textContent()).resolves.toContain('用户管理');
  });

  it('shows what a manager needs first at 1440 px without sideways scrolling, and the rest through 列设置, kept', async () => {
    await expectListFits(page, 'user-table', ['账号', '姓名', '部门', '岗位', '角色', '状态'], ['手机号']);
    const headers = () => page.getByTestId('user-table').locator('thead th').allInnerTexts();
    await page.getByTestId('column-choice').click();
    await page.getByTestId('column-choice-options').getByText('手机号').click();
    await expect.poll(headers).toContain('手机号');
    await page.reload();
    await tableRow('learner01').waitFor();
    await expect.poll(headers).toContain('手机号');
    await page.getByTestId('column-choice').click();
    await page.getByTestId('column-choice-options').getByText('手机号').click();
    await expect.poll(headers).not.toContain('手机号');
    await page.keyboard.press('Escape');
  });

  it('disables and enables chosen users in one batch, then clears the choice', async () => {
    const choose = (account: string) => tableRow(account).locator('.ant-checkbox-wrapper').click();
    const status = (account: string) => tableRow(account).locator('.ant-tag').first().textContent();
    await expect(page.getByTestId('batch-bar').count()).resolves.toBe(0);
    await choose('learner02');
    await choose('learner03');
    await expect(page.getByTestId('batch-count').textContent()).resolves.toBe('已选择 2 项');
    await page.getByTestId('user-batch-disable').click();
    await page.locator('.ant-popconfirm:visible').getByText('确定要禁用所选的 2 个用户吗？他们将立即退出登录').waitFor();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await page.locator('.ant-message', { hasText: '已禁用 2 个用户' }).waitFor();
    await expect(page.getByTestId('batch-bar').count()).resolves.toBe(0);
    await expect.poll(() => status('learner02')).toBe('禁用');
    await expect.poll(() => status('learner03')).toBe('禁用');
    await choose('learner02');
    await choose('learner03');
    await page.getByTestId('user-batch-enable').click();
    await page.locator('.ant-message', { hasText: '已启用 2 个用户' }).waitFor();
    await expect.poll(() => status('learner03')).toBe('启用');
  });

  it('creates a department under the selected one', async () => {
    await page.getByTestId('department-销售部').click();
    await expect.poll(() => page.getByTestId('user-table').locator('tbody tr.ant-table-row').count()).toBe(3);
    await tableRow('admin01').waitFor();
    await page.getByTestId('department-add').click();
    await dialog().locator('#department-name').fill('培训部');
    await page.getByTestId('department-dialog-save').click();
    await page.getByTestId('department-培训部').waitFor();
    await dialog()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect(page.locator('.ant-tree-node-selected').textContent()).resolves.toBe('培训部');
  });

  it('creates a lower position, places a user in it under a manager, and filters the list by position', async () => {
    await page.getByTestId('placement-position').click();
    await page.getByTestId('position-销售经理').click();
    await expect.poll(() => page.getByTestId('user-table').locator('tbody tr.ant-table-row').count()).toBe(3);
    await page.getByTestId('position-add').click();
    await dialog().locator('#position-name').fill('销售组长');
    await page.getByTestId('position-dialog-save').click();
    await page.getByTestId('position-销售组长').waitFor();
    await dialog()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect.poll(() => page.getByTestId('user-table').locator('tbody tr.ant-table-row').count()).toBe(0);

    await page.getByTestId('position-all').click();
    await page.getByTestId('user-edit-learner02').click();
    await chooseOption('#user-position', '销售组长');
    await dialog().locator('#user-manager').fill('李');
    await page.locator('.ant-select-item-option:visible', { hasText: '李强' }).click();
    await page.getByTestId('user-dialog-save').click();
    const row = tableRow('learner02');
    await expect.poll(() => row.textContent()).toContain('销售组长');
    await showColumns('上级');
    await expect.poll(() => row.textContent()).toContain('李强');
    await page.getByTestId('position-销售组长').click();
    await expect.poll(() => page.getByTestId('user-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId('placement-department').click();
    await page.getByTestId('department-总部').waitFor();
  });

  it('creates a role whose functions come from the function tree', async () => {
    await openSidebarEntry(page, '系统管理', '角色管理');
    await waitForRoute(page, '/admin/system/adminrole');
    await page.getByTestId('role-table').locator('tbody tr.ant-table-row', { hasText: '培训管理员' }).waitFor();
    await page.getByTestId('role-add').click();
    await expect.poll(dialogWidth).toBe(1100);
    await dialog().locator('#role-name').fill('考试管理员');
    // Only what a role can give: no unbuilt page, nor the top administrator's own recycle bin and review.
    for (const key of ['recyclebin', 'registrationreview', 'auditaccount']) {
      await expect(page.getByTestId(`function-${key}`).count(), key).resolves.toBe(0);
    }
    await page.getByTestId('function-home').click();
    await page.getByTestId('function-exammanagement').click();
    await page.getByTestId('role-dialog-save').click();
    const row = page.getByTestId('role-table').locator('tbody tr.ant-table-row', { hasText: '考试管理员' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('考试管理');
  });

  it('gives the focus back to 新增用户 when its dialog closes, for the keyboard to go on from there', async () => {
    await openSidebarEntry(page, '系统管理', '用户管理');
    const add = page.getByTestId('user-add');
    await add.focus();
    await page.keyboard.press('Enter');
    await dialog().locator('#user-account').waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("shows the spec's rule messages, then creates a user with a role in the new department", async () => {
    await openSidebarEntry(page, '系统管理', '用户管理');
    await page.getByTestId('department-培训部').click();
    await page.getByTestId('user-add').click();
    await expect.poll(dialogWidth).toBe(1100);

    await dialog().locator('#user-account').fill('abc');
    await dialog().locator('#user-account').press('Tab');
    await fieldError('账号长度为6到50个字符').waitFor();
    await dialog().locator('#user-password').fill('abc123');
    await dialog().locator('#user-confirm-password').fill('abc124');
    await dialog().locator('#user-confirm-password').press('Tab');
    await fieldError('两次输入的密码不一致!').waitFor();
    await dialog().locator('#user-workno').fill('A-01');
    await page.getByTestId('user-dialog-save').click();
    await fieldError('工号只能包含字母和数字，最多12位').waitFor();
    await fieldError('请先输入姓名').waitFor();

    await dialog().locator('#user-account').fill('trainer01');
    await dialog().locator('#user-confirm-password').fill('abc123');
    await dialog().locator('#user-name').fill('赵六');
    await dialog().locator('#user-workno').fill('A01');
    await chooseOption('#user-role', '培训管理员');
    await page.getByTestId('user-dialog-save').click();
    const row = tableRow('trainer01');
    await row.waitFor();
    await showColumns('工号', '有效期');
    await expect.poll(() => row.textContent()).toContain('A01');
    const text = (await row.textContent()) ?? '';
    for (const expected of ['赵六', '培训部', '培训管理员', 'A01', '永久', '启用']) expect(text).toContain(expected);
  });

  it('answers a taken account with the server message inside the dialog', async () => {
    await page.getByTestId('user-add').click();
    await dialog().locator('#user-account').fill('learner01');
    await dialog().locator('#user-password').fill('abc123');
    await dialog().locator('#user-confirm-password').fill('abc123');
    await dialog().locator('#user-name').fill('重复');
    await page.getByTestId('user-dialog-save').click();
    await expect(page.getByTestId('user-form-error').textContent()).resolves.toContain('账号已存在');
    await dialog().locator('.ant-modal-close').click();
  });

  it('offers an administrator holding only user and role management only the users, roles and functions it holds, never its own role', async () => {
    const superadmin = await apiSignIn(server.url, 'superadmin');
    const role = await callApi<{ role: { id: string } }>(server.url, 'POST', 'api/admin/organization/role', {
      token: superadmin.token,
      body: { name: '人事管理员', type: 1, funcs: ['adminuser', 'adminrole'] },
    });
    const id = await userIdOf(server.url, superadmin.token, 'learner02');
    const assigned = await callApi(server.url, 'PUT', `api/admin/organization/user/${id}`, {
      token: superadmin.token,
      body: { account: 'learner02', name: '人事', roleid: role.body.role.id },
    });
    expect(assigned.status).toBe(200);
    await logOutOfAdmin(page);
    await signInAt(page, server.url, 'learner02');
    await waitForRoute(page, '/admin/system/adminuser');
    await tableRow('learner01').waitFor();
    // admin01 holds functions this administrator lacks; superadmin and the owner are out of reach.
    for (const account of ['admin01', 'superadmin', 'owner01']) await expect(page.getByTestId(`user-edit-${account}`).count()).resolves.toBe(0);
    await page.getByTestId('user-edit-learner01').waitFor();
    await expect(page.getByTestId('user-disable-learner02').count()).resolves.toBe(0);
    await page.getByTestId('user-edit-learner02').click();
    await expect(dialog().locator('.ant-select-disabled #user-role').count()).resolves.toBe(1);
    await dialog().locator('.ant-modal-close').click();
    await page.getByTestId('user-add').click();
    await dialog().locator('#user-role').click();
    await expect.poll(() => page.locator('.ant-select-item-option:visible').allTextContents()).toEqual(['无角色', '人事管理员', '学员']);
    await page.keyboard.press('Escape');
    await dialog().locator('.ant-modal-close').click();

    await page.goto(`${server.url}/#/admin/system/adminrole`);
    await page.getByTestId('role-edit-学员').waitFor();
    for (const name of ['人事管理员', '培训管理员', '超级管理员']) await expect(page.getByTestId(`role-edit-${name}`).count()).resolves.toBe(0);
    await page.getByTestId('role-add').click();
    const offered = () =>
      dialog()
        .locator('[data-testid^="function-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    await expect.poll(offered).toEqual(['function-checklist', 'function-group-system', 'function-adminuser', 'function-adminrole']);
    await dialog().locator('.ant-modal-close').click();
  });

  it('lets the new user sign in and land where the role takes them, without the people pages', async () => {
    await logOutOfAdmin(page);
    await signInAt(page, server.url, 'trainer01', 'abc123');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect.poll(() => sidebarGroups(page)).toEqual(['首页', '培训管理', '题库管理']);
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await waitForRoute(page, '/404');
    await page.getByText('页面错误或无权限').waitFor();
  });

  it('refuses the people API to an admin without the function (403) and gives the role its keys', async () => {
    const user = await apiSignIn(server.url, 'trainer01', 'abc123');
    expect(user).toMatchObject({ funcs: 'home,trainmanagement-train,questionbank', rolename: '培训管理员', departmentname: '培训部' });
    const list = await callApi(server.url, 'GET', 'api/admin/organization/user/roles', { token: user.token });
    expect(list).toMatchObject({ status: 403, body: { errcode: 40300 } });
    const roles = await callApi(server.url, 'GET', 'api/admin/organization/role', { token: user.token });
    expect(roles.status).toBe(403);
  });
});

describe('the user import', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const modal = () => page.locator('.ant-modal:visible');
  const choose = (name: string, buffer: Buffer) => modal().locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
  /** The preview's row of an account, as the dialog shows it. */
  const previewRow = (account: RegExp) => modal().getByTestId('import-rows').getByRole('row', { name: account }).textContent();
  const searchUsers = async (text: string) => {
    await page.getByPlaceholder('姓名/账号/手机号/工号').fill(text);
    await page.getByPlaceholder('姓名/账号/手机号/工号').press('Enter');
  };
  const download = async (testId: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), modal().getByTestId(testId).click()]);
    return readFileSync(await file.path());
  };
  /** One employee per row in the template's columns: name, workno, sex, department, account, password, mobile, role, mail, valid until, position, note. */
  const employee = (n: number, department = '销售部/华东销售组') => [
    `员工${n}`,
    `E${n}`,
    n % 2,
    department,
    `staff${String(n).padStart(5, '0')}`,
    'Start2026',
    '',
    '学员',
    '',
    '',
    '销售代表',
    '入职批次A',
  ];

  it('imports 3,000 employees with some bad rows, then the fixed failed rows', async () => {
    // Whoever the tests before signed in as, this one starts as superadmin.
    await signedOutLogin(page, server.url);
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await page.getByTestId('user-import').click();
    const template = await download('import-template');
    const bad = new Set([17, 555, 1200, 2999]);
    const rows = Array.from({ length: 3000 }, (_, i) => employee(i + 1, bad.has(i + 1) ? '不存在的部门' : undefined));
    await choose('员工.xlsx', await templateWithRows(template, rows));
    await modal().getByTestId('import-next').click();
    await expect.poll(() => modal().getByTestId('import-summary').textContent(), { timeout: 60_000 }).toBe('共3000行：新增2996行，错误4行');
    await modal().getByText('导入时将跳过有错误的行，可下载错误行修改后重新导入').waitFor();
    // The rows scroll inside the dialog: 导入 stays in view.
    const runBox = await modal().getByTestId('import-run').boundingBox();
    expect(runBox!.y + runBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await modal().getByTestId('import-run').click();
    await expect.poll(() => modal().getByTestId('import-result').textContent(), { timeout: 60_000 }).toContain('新增2996条');
    await expect(modal().getByTestId('import-result-failed').textContent()).resolves.toContain('4行有错误，未导入');
    const failed = await workbookRows(await download('import-error-file'));
    expect(failed.map((row) => (JSON.parse(row) as unknown[])[5])).toEqual(['staff00017', 'staff00555', 'staff01200', 'staff02999']);
    expect(failed[0]).toContain('部门“不存在的部门”不存在');
    await modal().getByTestId('import-finish').click();

    await page.getByTestId('user-import').click();
    await choose(
      '修正.xlsx',
      await templateWithRows(
        template,
        // The fixed rows, and one employee imported already: 仅新增 skips it, and the preview says so.
        [...[...bad].map((n) => employee(n, '客服部')), employee(1)],
      ),
    );
    await modal().getByTestId('import-next').click();
    await expect.poll(() => modal().getByTestId('import-summary').textContent()).toBe('共5行：新增4行，跳过1行');
    await expect(modal().getByTestId('import-row-check-6').textContent()).resolves.toBe('跳过账号：账号已存在，已跳过');
    await expect(previewRow(/staff00001/)).resolves.toContain('员工1');
    await modal().getByTestId('import-run').click();
    await expect.poll(() => modal().getByTestId('import-result').textContent()).toContain('新增4条，更新0条，跳过1条');
    await modal().getByTestId('import-finish').click();
    await page.getByTestId('user-table').locator('tbody tr.ant-table-row', { hasText: 'staff02999' }).waitFor();
    await searchUsers('staff');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toBe('共 3000 条');
    // Two imports of 3,000 rows, the heaviest requests of the suite: 13 s on a quiet machine, 38 s for
    // the import alone with two other test runs beside it.
  }, 240_000);

  it('imports an HR system’s .xls as it is: an empty first sheet, a merged title, a two-row header', async () => {
    await page.getByTestId('user-import').click();
    await modal()
      .locator('input[type=file]')
      .setInputFiles({ name: '新员工花名册.xls', mimeType: 'application/vnd.ms-excel', buffer: readFileSync(HR_FILES.roster) });
    await modal().getByTestId('import-next').click();
    await expect.poll(() => modal().getByTestId('import-summary').textContent()).toBe('共2行：新增2行');
    // The rows as the sheet numbers them, below the title and the two header rows.
    await expect(modal().getByTestId('import-row-check-4').textContent()).resolves.toContain('新增');
    await expect(previewRow(/hr_xls_lilei/)).resolves.toContain('李雷');
    await modal().getByTestId('import-run').click();
    await expect.poll(() => modal().getByTestId('import-result').textContent()).toContain('新增2条');
    await modal().getByTestId('import-finish').click();
    await searchUsers('hr_xls');
    await expect.poll(() => page.locator('.ant-pagination-total-text').textContent()).toBe('共 2 条');
  });
});

describe('deleting users', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const modal = () => page.locator('.ant-modal:visible');
  const search = async (text: string) => {
    await page.getByPlaceholder('姓名/账号/手机号/工号').fill(text);
    await page.getByPlaceholder('姓名/账号/手机号/工号').press('Enter');
  };
  const download = async (testId: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), modal().getByTestId(testId).click()]);
    return readFileSync(await file.path());
  };

  it('lets the owner delete one user from the list, after a confirm naming them', async () => {
    await logOutOfAdmin(page);
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    // Neither oneself nor the owner can be deleted.
    await search('owner01');
    await tableRow('owner01').waitFor();
    await expect(page.getByTestId('user-remove-owner01').count()).resolves.toBe(0);
    await search('trainer01');
    await tableRow('trainer01').waitFor();
    await page.getByTestId('user-remove-trainer01').click();
    await page.locator('.ant-popconfirm:visible').getByText('确定删除用户“赵六”吗？删除后该用户不能登录，可在回收站恢复').waitFor();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await page.locator('.ant-message', { hasText: '用户已删除' }).waitFor();
    await expect.poll(() => tableRow('trainer01').count()).toBe(0);
    // Gone for the server too: the account no longer signs in.
    await expect(apiSignIn(server.url, 'trainer01', 'abc123')).rejects.toThrow();
  });

  it('disables one user and deletes another by a batch-user import, and keeps the failed row for download', async () => {
    await page.getByTestId('user-batch-import').click();
    await modal().getByText('批量操作用户（启用、禁用、删除）').waitFor();
    const template = await download('import-template');
    const rows = [
      ['员工2', '销售部/华东销售组', 'staff00002', '禁用'],
      ['员工3', '销售部/华东销售组', 'staff00003', '删除'],
      ['无此人', '销售部', 'nobody99', '删除'],
    ];
    await modal()
      .locator('input[type=file]')
      .setInputFiles({ name: '批量.xlsx', mimeType: XLSX, buffer: await templateWithRows(template, rows) });
    await modal().getByTestId('import-next').click();
    await expect.poll(() => modal().getByTestId('import-summary').textContent()).toBe('共3行：禁用1行，删除1行，错误1行');
    await expect(modal().getByTestId('import-mode').count()).resolves.toBe(0);
    await modal().getByTestId('import-run').click();
    await expect.poll(() => modal().getByTestId('import-result').textContent()).toBe('操作完成：启用0个，禁用1个，删除1个，跳过0行');
    await expect(modal().getByTestId('import-result-failed').textContent()).resolves.toContain('1行有错误，未导入');
    const failed = await workbookRows(await download('import-error-file'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('nobody99');
    await modal().getByTestId('import-finish').click();

    await search('staff0000');
    await tableRow('staff00002').waitFor();
    await expect.poll(() => tableRow('staff00002').locator('.ant-tag').first().textContent()).toBe('禁用');
    await expect(tableRow('staff00003').count()).resolves.toBe(0);
    await expect(page.locator('.ant-pagination-total-text').textContent()).resolves.toBe('共 8 条');
  });
});
