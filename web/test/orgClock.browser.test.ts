import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, signedOutLogin, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// The organisation's one clock, seen from a browser in New York: a package's window reads in China
// time (the organisation's zone) on the learner's centre and task page and in the back office's task
// list; once the owner sets the organisation's zone to London on 系统设置, the back office reads it
// in London time — never in the browser's own zone.
const app = useAppUnderTest({ timezoneId: 'America/New_York' });
const TITLE = '时区一致的任务包';
const START = '2030-03-01T01:30:00.000Z';
const END = '2030-03-31T10:00:00.000Z';
let packageId = '';

const page = (): Page => app.page;

beforeAll(async () => {
  const { token } = await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD);
  const media = await callApi<{ rows: { id: string }[] }>(app.server.url, 'GET', 'api/admin/v3/media?kind=file&text=产品手册', { token });
  const range = { departments: [], positions: [], users: [await userIdOf(app.server.url, token, 'learner01')] };
  const created = await callApi<{ package: { id: string } }>(app.server.url, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: TITLE, passscore: 60, sort: 0, starttime: START, endtime: END, range },
  });
  expect(created.status).toBe(200);
  packageId = created.body.package.id;
  const child = { type: 4, title: '阅读产品手册', weight: 100, starttime: START, endtime: END, refs: [{ mediaid: media.body.rows[0]!.id, seconds: 30 }] };
  expect((await callApi(app.server.url, 'POST', `api/admin/task/package/${packageId}/child`, { token, body: child })).status).toBe(200);
  expect((await callApi(app.server.url, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } })).status).toBe(200);
});

describe("the organisation's clock in a browser in another zone", () => {
  it('shows the learner a window in China time, on the centre and on the task page', async () => {
    await expect(page().evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).resolves.toBe('America/New_York');
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    const card = page().getByTestId(`package-${packageId}`);
    await expect(card.locator('.package-period').textContent()).resolves.toBe('2030-03-01 09:30 至 2030-03-31 18:00');
    await card.click();
    await expect.poll(() => page().locator('.task-meta').first().textContent()).toBe('2030-03-01 09:30 至 2030-03-31 18:00');
  });

  it("shows the back office the organisation's time, and follows the zone its owner sets", async () => {
    await signedOutLogin(page(), app.server.url);
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    const row = page().locator('tbody tr.ant-table-row', { hasText: TITLE });
    await expect.poll(() => row.textContent()).toContain('2030-03-01 09:30');

    await page().goto(`${app.server.url}/#/admin/system/adminsetting`);
    await expect(page().getByTestId('settings-title').textContent()).resolves.toBe('系统设置');
    await page().getByTestId('setting-timezone-select').click();
    await page().keyboard.type('Europe/London');
    await page().locator('.ant-select-item-option[title="Europe/London"]').click();
    await page().getByTestId('setting-timezone-save').click();
    await expect.poll(() => page().getByTestId('setting-timezone-now').textContent()).toContain('已保存');

    await page().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await expect.poll(() => row.textContent()).toContain('2030-03-01 01:30');
  });
});
