import { readFileSync } from 'node:fs';
import { sealedPassword } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectListFits, openSidebarEntry, signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { workbookRows } from './support/importWorkbook';
import { apiSignIn, callApi } from './support/serverApi';

// Sign-in logs (admin §2 /admin/log; docs/security.md "Sign-in logs"): 刘洋 (learner02) types a
// wrong password, then the right one; the administrator opens 日志管理 → 学员登录日志, finds both,
// keeps the failures only and exports them.
const app = useAppUnderTest();
const page = (): Page => app.page;
const table = () => page().getByTestId('login-log-table');
/** The rows' texts once the table has its answer (no loading mask over it). */
async function rowTexts(): Promise<string[]> {
  await table().locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return table().locator('tbody tr.ant-table-row').allInnerTexts();
}

describe('sign-in logs', () => {
  it('an administrator sees a learner’s failed and successful sign-ins, keeps the failures and exports them', async () => {
    const base = app.server.url;
    const wrong = await callApi(base, 'POST', 'api/login', { body: { account: 'learner02', ...(await sealedPassword(base, 'Wrong@2026x')) } });
    expect(wrong.status).toBe(400);
    await apiSignIn(base, 'learner02');

    await signInAt(page(), base, 'superadmin');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await openSidebarEntry(page(), '日志管理', '学员登录日志');
    await waitForRoute(page(), '/admin/log/loglogin');
    await page().getByTestId('login-log-title').waitFor();

    await page().getByTestId('login-log-keyword').locator('input').fill('learner02');
    await page().getByTestId('login-log-keyword').locator('input').press('Enter');
    await expect
      .poll(async () => {
        const texts = await rowTexts();
        return texts.length >= 2 && texts.every((text) => text.includes('learner02'));
      })
      .toBe(true);
    // At 1440 px when, who, how and the outcome, without sideways scrolling; where from is behind 列设置.
    await expectListFits(page(), 'login-log-table', ['登录时间', '账号', '姓名', '登录方式', '结果'], ['IP 地址', '设备']);
    const [latest, earlier] = await rowTexts();
    expect(latest).toContain('成功');
    expect(latest).toContain('账号密码');
    expect(earlier).toContain('失败');
    expect(earlier).toContain('账号或密码错误');
    await a11yScan(page(), 'the learner sign-in log');

    await page().getByTestId('login-log-result-filter').click();
    await page().locator('.ant-select-item-option:visible[title="失败"]').click();
    await expect
      .poll(async () => {
        const texts = await rowTexts();
        return texts.length > 0 && texts.every((text) => text.includes('失败') && !text.includes('成功'));
      })
      .toBe(true);
    const failures = await rowTexts();
    expect(failures.length).toBeGreaterThan(0);

    const [download] = await Promise.all([page().waitForEvent('download'), page().getByTestId('login-log-export').click()]);
    await page().getByTestId('login-log-export-done').waitFor();
    // Cells from the first column on: time, account, name, method, result, reason, address, device, client.
    const cells = (await workbookRows(readFileSync(await download.path()))).map((row) => (JSON.parse(row) as string[]).slice(1));
    expect(cells).toHaveLength(failures.length);
    expect(cells.every((row) => row[1] === 'learner02' && row[4] === '失败')).toBe(true);
    expect(cells[0]?.[5]).toBe('账号或密码错误');
    await a11yScan(page(), 'the learner sign-in log, failures only');
  });
});
