import { readFileSync } from 'node:fs';
import { endpointPath, withQuery } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logOutOfAdmin, openSidebarEntry, signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { workbookRows } from './support/importWorkbook';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// The cost centre on a desktop (docs/billing.md, "The back office"): the demo organisation's owner
// reads its usage by department — two departments' metered use, recorded as the providers' calls
// record it — in the stacked chart and the table, and exports it; the platform's operator records a
// bank remittance for the organisation, and its balance and bill rows show it.
const usage = (account: string, service: string, quantity: number) => ({
  sql: `INSERT INTO usage_records (org_id, user_id, department_id, subject, subject_id, service, provider, quantity)
        SELECT org_id, id, department_id, 'practice', 'cost-centre-test', $1, 'fake', $2 FROM users WHERE account = $3`,
  params: [service, quantity, account],
});
const app = useAppUnderTest({
  data: [
    { sql: `INSERT INTO billing_prices (service, per, amount) VALUES ('asr', 60000, 30), ('tts', 10000, 20) ON CONFLICT (service) DO NOTHING` },
    usage('learner01', 'asr', 180_000),
    usage('learner02', 'tts', 20_000),
  ],
});
let server: RunningServer;
let page: Page;
const DEPARTMENTS = ['华东销售组', '客服部'];
const REMITTANCE = { yuan: '1234.56', fen: 123_456, reference: 'HX-20261129-001' };
const yuanText = (fen: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(fen / 100);

beforeAll(() => {
  ({ server, page } = app);
});

const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

describe('the cost centre', () => {
  it("shows the owner the organisation's account, capacity and usage by department in a chart, and exports it", async () => {
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.getByTestId('home-capacity').waitFor();
    await openSidebarEntry(page, '费用中心', '费用概览');
    await waitForRoute(page, '/admin/expenses/costbaseinfo');
    await expect(page.getByTestId('cost-title').textContent()).resolves.toBe('费用概览');
    await page.getByTestId('cost-account-balance').waitFor();
    await expect(page.getByTestId('cost-capacity-seats-figures').textContent()).resolves.toMatch(/^\d+ \/ /);
    // The chart's numbers: one stacked part per department that used something, one bar per day.
    const chart = page.getByTestId('cost-usage-chart-data');
    await expect.poll(() => chart.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(DEPARTMENTS));
    await page.getByTestId('cost-usage-chart').locator('canvas').first().waitFor();
    const table = (await rowsOf('cost-usage-table').allTextContents()).join('\n');
    expect(table).toMatch(/华东销售组\d{4}-\d{2}-\d{2}语音识别[\d,]+ 毫秒/);
    expect(table).toMatch(/客服部\d{4}-\d{2}-\d{2}语音合成[\d,]+ 字/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cost-usage-export').click()]);
    await page.getByTestId('cost-usage-export-done').waitFor();
    const file = (await workbookRows(readFileSync(await download.path()))).join('\n');
    for (const department of DEPARTMENTS) expect(file).toContain(department);

    await page.getByTestId('cost-pay-link').click();
    await waitForRoute(page, '/admin/expenses/costpay');
    await expect(page.getByTestId('cost-pay-online').textContent()).resolves.toContain('支付功能开发中');
    await expect(page.getByTestId('cost-pay-remittance').textContent()).resolves.toContain('2 至 24 小时内到账');
    await logOutOfAdmin(page);
  });

  it("lets the platform's operator record a remittance, which the organisation's balance and bill rows show", async () => {
    const { token } = await apiSignIn(server.url, 'superadmin');
    const listed = await callApi<{ rows: { id: string; name: string; balance: number }[] }>(
      server.url,
      'GET',
      withQuery(endpointPath(ADMIN_ENDPOINTS.cost.orgs, {}), { keyword: '演示企业' }),
      { token },
    );
    const org = listed.body.rows.find((row) => row.name === '演示企业');
    if (!org) throw new Error('the operator does not list the demo organisation');

    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await openSidebarEntry(page, '费用中心', '费用概览');
    await page.getByTestId('cost-pay-link').click();
    await waitForRoute(page, '/admin/expenses/costpay');
    await page.getByTestId('cost-orgs-search').locator('input').fill('演示企业');
    await page.getByTestId('cost-orgs-search').locator('input').press('Enter');
    const balance = page.getByTestId(`cost-org-balance-${org.id}`);
    await expect.poll(() => balance.textContent()).toBe(yuanText(org.balance));

    await page.getByRole('button', { name: '登记 演示企业' }).click();
    await page.getByTestId('cost-entry-amount').fill(REMITTANCE.yuan);
    await page.getByTestId('cost-entry-note').fill(REMITTANCE.reference);
    await page.getByTestId('cost-entry-save').click();
    const toastText = (await page.locator('.ant-message-notice', { hasText: '已登记，余额为' }).textContent()) ?? '';
    // Metered usage may be charged meanwhile: the balance after the entry is what the answer said, the remittance in it.
    const after = toastText.replace(/^.*余额为 /, '');
    expect(after).toMatch(/^-?¥[\d,]+\.\d{2}$/);
    await expect.poll(() => balance.textContent()).toBe(after);

    await page.getByRole('button', { name: '账单 演示企业' }).click();
    const newest = rowsOf('cost-org-bills-table').first();
    await expect.poll(() => newest.textContent()).toContain(REMITTANCE.reference);
    const cells = await newest.locator('td').allTextContents();
    expect(cells.slice(1, 5)).toEqual(['汇款', '银行汇款', yuanText(REMITTANCE.fen), '-']);

    // The organisation's own bill rows (the operator signs in to it) hold the same row.
    await page.keyboard.press('Escape');
    await openSidebarEntry(page, '费用中心', '费用明细');
    await waitForRoute(page, '/admin/expenses/costdetails');
    await expect.poll(() => rowsOf('cost-bills').first().textContent()).toContain(REMITTANCE.reference);
    await logOutOfAdmin(page);
  });
});
