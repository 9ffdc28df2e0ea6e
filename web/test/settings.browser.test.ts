import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, signedInToken, signedOutLogin, signIn, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// Data permission (admin §6): the owner turns it on in 系统设置; the sales manager 李强 (admin01,
// 销售经理 in 销售部), given a role with the user list and the student report, then sees only the
// sales representatives of 销售部's groups — 张伟 and 陈静 — and himself; the customer-service
// learner 刘洋 and the history's learners are out of his sight, in the list and in the report.
const app = useAppUnderTest();
const page = (): Page => app.page;

const PEOPLE = ['张伟', '陈静', '李强', '刘洋'];
/** Who of the demo's people each row of a table shows ('?' for anyone else). */
const shownPeople = async (rows: ReturnType<Page['locator']>) => {
  await rows.first().waitFor();
  return (await rows.allTextContents()).map((text) => PEOPLE.find((name) => text.includes(name)) ?? '?').sort();
};

beforeAll(async () => {
  const { token } = await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD);
  const role = await callApi<{ role: { id: string } }>(app.server.url, 'POST', 'api/admin/organization/role', {
    token,
    body: { name: '销售经理（数据权限）', type: 1, funcs: ['home', 'studentReport', 'adminuser', 'adminsetting'] },
  });
  expect(role.status).toBe(200);
  const ids = [await userIdOf(app.server.url, token, 'admin01')];
  expect((await callApi(app.server.url, 'POST', 'api/admin/organization/user/batchset', { token, body: { ids, roleid: role.body.role.id } })).status).toBe(200);
});

describe('data permission and the ranking among a department', () => {
  it('the owner turns it on in the settings', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/system/adminsetting`);
    const toggle = page().getByTestId('setting-datapermission-switch');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await page().getByTestId('setting-datapermission').getByText('已保存').waitFor();
    await a11yScan(page(), 'settings with data permission');
  });

  it('the owner ranks learners among their own department only, and a learner is ranked there', async () => {
    await page().getByTestId('setting-rank-scope').getByText('仅本部门').click();
    await page().getByTestId('setting-rank-save').click();
    await page().getByTestId('setting-rank').getByText('已保存').waitFor();
    await a11yScan(page(), 'settings with the ranking visibility');
    const { token } = await apiSignIn(app.server.url, 'learner01', DEMO_PASSWORD);
    const ranking = await callApi<{ rows: { departmentname: string }[]; total: number }>(app.server.url, 'GET', 'api/trainning/v3/ranking', { token });
    expect(ranking.body.total).toBeGreaterThan(0);
    expect(new Set(ranking.body.rows.map((row) => row.departmentname))).toEqual(new Set(['华东销售组']));
  });

  it('the sales manager sees only the people under his position, in the user list and the student report', async () => {
    await signedOutLogin(page(), app.server.url);
    await signInAt(page(), app.server.url, 'admin01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/system/adminuser`);
    await expect.poll(() => shownPeople(page().getByTestId('user-table').locator('tbody tr.ant-table-row'))).toEqual(['张伟', '李强', '陈静'].sort());

    await page().goto(`${app.server.url}/#/admin/view/studentReport`);
    await expect.poll(() => shownPeople(page().locator('main tbody tr.ant-table-row'))).toEqual(['张伟', '李强', '陈静'].sort());

    // The setting is there to read, but not his to lift.
    await page().goto(`${app.server.url}/#/admin/system/adminsetting`);
    await expect.poll(() => page().getByTestId('setting-datapermission-switch').isDisabled()).toBe(true);
    // Nor is the log retention his to cut: he holds the settings, not the logs it purges.
    await page().getByTestId('setting-logretention-needslogs').getByText('修改保留天数需要同时拥有学员登录日志、管理员登录日志和操作日志的权限').waitFor();
    expect(await page().getByTestId('setting-logretention-days').isDisabled()).toBe(true);
    expect(await page().getByTestId('setting-logretention-save').isDisabled()).toBe(true);
  });
});

// Password strength (admin §3, §5) and the voiceprint and scene options: the owner turns strength on; the user forms then refuse a weak password
// before sending it, a strong one set for 张伟 is accepted, and 张伟 is asked to change it at his next
// sign-in (a password set by someone else), on the phone.
describe('password strength, voiceprint and scene options', () => {
  const dialog = () => page().locator('.ant-modal:visible');
  const fieldError = (text: string) => dialog().locator('.ant-form-item-explain-error', { hasText: text });

  it('the owner turns it on and the user forms refuse a weak password', async () => {
    await signedOutLogin(page(), app.server.url);
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/system/adminsetting`);
    const toggle = page().getByTestId('setting-password-switch');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page().getByTestId('setting-password').getByText('已保存').waitFor();
    await a11yScan(page(), 'settings with password strength');

    // The voiceprint pass mark is checked before it is sent; the scene options save as chosen.
    const threshold = page().locator('#voiceprint-threshold');
    await threshold.fill('120');
    await page().getByTestId('setting-voiceprint-save').click();
    await page().getByTestId('setting-voiceprint').getByText('核验通过分数为50到100之间的整数').waitFor();
    await threshold.fill('90');
    await page().getByTestId('setting-voiceprint-save').click();
    await page().getByTestId('setting-voiceprint').getByText('已保存').waitFor();
    await page().getByTestId('setting-scene-pause').click();
    await page().getByTestId('setting-scene-save').click();
    await page().getByTestId('setting-scene').getByText('已保存').waitFor();
    const token = await signedInToken(page());
    expect((await callApi(app.server.url, 'GET', 'api/admin/system/setting/voiceprint', { token })).body).toMatchObject({ threshold: 90 });
    expect((await callApi(app.server.url, 'GET', 'api/admin/system/setting/scene', { token })).body).toMatchObject({ pause: 0, reference: 1 });

    await page().goto(`${app.server.url}/#/admin/system/adminuser`);
    await page().getByTestId('user-add').click();
    await dialog().locator('#user-password').fill('abc12345');
    await dialog().locator('#user-password').press('Tab');
    await fieldError('密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格').waitFor();
    await dialog().locator('#user-password').fill('Ab1#xyz');
    await dialog().locator('#user-password').press('Tab');
    await fieldError('密码长度为8到15个字符').waitFor();
    await dialog().locator('.ant-modal-close').click();

    await page().getByTestId('user-reset-learner01').click();
    await dialog().locator('#reset-password').fill('zhangwei2026');
    await dialog().locator('#reset-confirm-password').fill('zhangwei2026');
    await page().getByTestId('reset-save').click();
    await fieldError('密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格').first().waitFor();
    await dialog().locator('#reset-password').fill('Zhangwei#2026');
    await dialog().locator('#reset-confirm-password').fill('Zhangwei#2026');
    await page().getByTestId('reset-save').click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('the learner changes the password set for him at his next sign-in', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await signedOutLogin(page(), app.server.url);
    await signIn(page(), 'learner01', 'Zhangwei#2026');
    await page().getByTestId('password-dialog').waitFor();
    await expect(page().getByTestId('password-reason').textContent()).resolves.toBe('首次登录需要修改密码');
    await page().locator('input[name="newPassword"]').fill('zhangwei2027');
    await page().locator('input[name="confirmPassword"]').fill('zhangwei2027');
    await page().getByTestId('password-submit').click();
    await expect(page().getByTestId('newPassword-error').textContent()).resolves.toBe('密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格');
  });
});
