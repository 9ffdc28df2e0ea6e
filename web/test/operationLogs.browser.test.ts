import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSidebarEntry, signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';

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
    expect(latest).toContain('修改');
    await a11yScan(page(), 'the operation log');

    await table().getByTestId('operation-log-changes').first().click();
    const change = page().getByTestId('operation-change').filter({ hasText: 'organisations' });
    await change.waitFor();
    const field = change.locator('tbody tr', { hasText: 'loginLogRetentionDays' });
    await expect.poll(() => field.innerText()).toMatch(/^settings\.loginLogRetentionDays\s+(—|180)\s+365$/);
    await a11yScan(page(), 'an operation’s changes');
  });
});
