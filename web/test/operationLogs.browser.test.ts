import { readFileSync } from 'node:fs';
import { zonedSecondsText } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSidebarEntry, signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { workbookRows } from './support/importWorkbook';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// The operation log (admin §2 /admin/log logoperation; docs/security.md "Operation log"): the owner
// keeps the logs a year on 系统设置; under 日志管理 → 操作日志 the change is there, by her, through
// 系统设置, and its changes show the retention before and after.
const app = useAppUnderTest();
const page = (): Page => app.page;
const table = () => page().getByTestId('operation-log-table');

async function rowTexts(): Promise<string[]> {
  await table().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return table().locator('tbody tr.ant-table-row').allInnerTexts();
}

describe('the operation log', () => {
  it('shows the owner’s change of a setting, by whom and through which function, with the value before and after', async () => {
    const base = app.server.url;
    await signInAt(page(), base, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${base}/#/admin/system/adminsetting`);
    const days = page().getByTestId('setting-logretention-days');
    await expect.poll(() => days.inputValue()).toBe('180');
    await days.fill('365');
    await page().getByTestId('setting-logretention-save').click();
    await page().getByTestId('setting-logretention').getByText('已保存').waitFor();

    await openSidebarEntry(page(), '日志管理', '操作日志');
    await waitForRoute(page(), '/admin/log/logoperation');
    await page().getByTestId('operation-log-title').waitFor();
    await page().getByTestId('operation-log-function').click();
    await page().getByTestId('operation-log-function').locator('input').fill('系统设置');
    await page().locator('.ant-select-item-option:visible[title="系统设置"]').click();
    await expect.poll(async () => (await rowTexts())[0] ?? '').toContain('owner01');
    const [latest] = await rowTexts();
    expect(latest).toContain('系统设置');
    expect(latest).toContain('设置日志保留');
    await a11yScan(page(), 'the operation log');

    await table().getByTestId('operation-log-changes').first().click();
    const change = page().getByTestId('operation-change').filter({ hasText: '企业' });
    await change.waitFor();
    const field = change.locator('tbody tr', { hasText: '日志保留天数' });
    await expect.poll(() => field.innerText()).toMatch(/^设置 · 日志保留天数\s+(—|180)\s+365$/);
    await a11yScan(page(), 'an operation’s changes');
  });

  it('says what a batch delete and its restore did to whom, by name, in China time, in Chinese and English; the export is the page', async () => {
    const base = app.server.url;
    const owner = await apiSignIn(base, 'owner01');
    const superadmin = await apiSignIn(base, 'superadmin');
    const ids = [await userIdOf(base, owner.token, 'learner02'), await userIdOf(base, owner.token, 'learner03')];
    expect((await callApi(base, 'POST', 'api/admin/organization/user/batchdelete', { token: owner.token, body: { ids } })).status).toBe(200);
    const bin = await callApi<{ rows: { id: string }[] }>(base, 'GET', 'api/admin/system/recyclebin?kind=user', { token: superadmin.token });
    expect((await callApi(base, 'POST', `api/admin/system/recyclebin/${bin.body.rows[0]!.id}/restore`, { token: superadmin.token, body: {} })).status).toBe(
      200,
    );
    const listed = await callApi<{ rows: { time: string }[] }>(base, 'GET', 'api/admin/log/operation?rows=30', { token: owner.token });
    const [restoredAt, deletedAt] = listed.body.rows.map((row) => zonedSecondsText(row.time, 'Asia/Shanghai'));

    // The owner's sign-in through the API ended the page's session: she signs in again.
    await signInAt(page(), base, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${base}/#/admin/log/logoperation`);
    await page().getByTestId('operation-log-title').waitFor();
    await expect.poll(async () => (await rowTexts())[0] ?? '').toContain('恢复 用户');
    const [restore, remove] = await rowTexts();
    // The deletion names the two in the order it took them; the restore, undoing it newest first, the other way round.
    const taken = /批量删除 用户 (\S+)、(\S+)/.exec(remove ?? '')?.slice(1) ?? [];
    expect([...taken].sort()).toEqual(['刘洋', '陈静'].sort());
    const givenBack = [...taken].reverse();
    expect(restore).toContain(`${restoredAt}\t`);
    expect(restore).toContain(`恢复 用户 ${givenBack.join('、')}`);
    expect(remove).toContain(`${deletedAt}\t`);
    expect(remove).toContain('用户管理');
    // Its changes name the people and the field, the time in China time.
    await table().getByTestId('operation-log-changes').nth(1).click();
    const card = page().getByTestId('operation-change').filter({ hasText: '刘洋' });
    await card.waitFor();
    await expect(card.getByTestId('operation-change-title').innerText()).resolves.toMatch(/^修改\s*用户 刘洋$/);
    await expect(card.locator('tbody tr', { hasText: '删除时间' }).innerText()).resolves.toMatch(/^删除时间\s+—\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page().keyboard.press('Escape');
    await page().getByTestId('operation-changes').waitFor({ state: 'detached' });

    // The export holds the page's words.
    const [download] = await Promise.all([page().waitForEvent('download'), page().getByTestId('operation-log-export').click()]);
    const exported = await workbookRows(readFileSync(await download.path()));
    expect(JSON.parse(exported[0]!)).toEqual(expect.arrayContaining([restoredAt, `恢复 用户 ${givenBack.join('、')}`]));

    await page().getByTestId('admin-language').click();
    await page().locator('.ant-dropdown-menu-item:visible', { hasText: 'English' }).click();
    await expect.poll(async () => (await rowTexts())[0] ?? '').toContain(`Restore user: ${givenBack.join(', ')}`);
    expect((await rowTexts())[1]).toContain(`Batch delete user: ${taken.join(', ')}`);
  });
});
