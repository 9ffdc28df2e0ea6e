import { gatedEspeak, type GatedEspeak } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// A digital human's dubbing tasks on a desktop (`voicetaskdetails`): a new task voicing the demo
// scenario, watched on the page as the background job voices it — the provider held after three
// lines shows the task mid-way with the spec's wait, then let go it runs to its end, and a voiced
// line plays.
let espeak: GatedEspeak;
beforeAll(async () => {
  espeak = await gatedEspeak({ holdAfter: 3 });
});
afterAll(() => espeak?.remove());
const app = useAppUnderTest({ env: () => ({ ESPEAK_PATH: espeak.path }) });
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const text = (testId: string) => page.getByTestId(testId).textContent();

describe('dubbing tasks', () => {
  it("voices a scenario's lines as a dubbing task and shows its progress to the end", async () => {
    // Made through the API before the page signs in (an API sign-in ends the page's session of the account).
    const { token } = await apiSignIn(server.url, 'owner01');
    const created = await callApi<{ digitalhuman: { id: string } }>(server.url, 'POST', 'api/admin/voice/digitalhuman', {
      token,
      body: { name: '配音页数字人', speechvoice: '配音页数字人' },
    });
    const templateId = created.body.digitalhuman.id;

    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicetaskdetails?templateid=${templateId}`);
    await expect(text('dubbing-title')).resolves.toBe('配音任务');
    await page.getByTestId('dubbing-tasks').getByText('该数字人还没有配音任务').waitFor();

    await page.getByTestId('dubbing-add').click();
    await page.getByTestId('dubbing-scene').click();
    await page.locator('.ant-select-dropdown:visible').getByText('SUV展厅接待', { exact: false }).first().click();
    await page.getByTestId('dubbing-create').click();

    // Three lines voiced, the provider holding the fourth: running, with the wait said.
    await expect.poll(() => text('dubbing-progress'), { timeout: 15_000 }).toMatch(/^已完成3\/\d+$/);
    await expect(text('dubbing-detail-status')).resolves.toBe('配音中');
    await expect(text('dubbing-wait')).resolves.toContain('1-5分钟');
    const total = Number(/\/(\d+)$/.exec((await text('dubbing-progress')) ?? '')![1]);
    expect(total).toBeGreaterThan(3);

    await espeak.open();
    await expect.poll(() => text('dubbing-detail-status'), { timeout: 15_000 }).toBe('已完成');
    await expect(text('dubbing-progress')).resolves.toBe(`已完成${total}/${total}`);
    await expect(page.getByTestId('dubbing-wait').count()).resolves.toBe(0);
    const rows = page.getByTestId('dubbing-lines').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(total);
    await expect.poll(() => rows.filter({ hasText: '已配音' }).count()).toBe(total);
    await expect(page.getByTestId('dubbing-tasks').locator('tbody tr.ant-table-row').first().textContent()).resolves.toContain('已完成');

    await page.getByTestId('dubbing-play-1').click();
    await expect.poll(() => page.getByTestId('dubbing-play-1').getAttribute('aria-pressed')).toBe('true');
  });
});
