import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import type { RunningServer } from './support/server';

// The voice-practice libraries on a desktop: a speech refused for a keyword written twice, then
// saved with a good expression, found by its filters and disabled; a customer refused for a
// repeated attribute, then created with a digital human and attributes.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const modal = () => page.locator('.ant-modal:visible').last();
const rowOf = (table: string, text: string) => page.getByTestId(table).locator('tbody tr.ant-table-row', { hasText: text });
const SPEECH = '这个价格能不能再优惠一点？';

describe('speech library', () => {
  it('opens the speech library with the demo speeches', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicespeech`);
    await expect(page.getByTestId('speech-title').textContent()).resolves.toBe('话术库');
    await expect.poll(() => page.getByTestId('speech-table').locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
  });

  it('refuses an empty speech and a keyword expression naming a term twice, then saves a good one', async () => {
    await page.getByTestId('speech-add').click();
    await page.getByTestId('speech-save').click();
    await modal().getByText('请输入分类').waitFor();
    await modal().getByText('请输入话术内容').waitFor();

    await page.getByTestId('speech-category').fill('价格异议');
    await page.getByTestId('speech-text').fill(SPEECH);
    await page.getByTestId('speech-keywords').fill('价格,优惠|价格');
    await page.getByTestId('speech-save').click();
    await modal().getByText('关键词不能重复').waitFor();
    await expect(modal().getByText('请输入话术内容').count()).resolves.toBe(0);

    await page.getByTestId('speech-keywords').fill('价格,优惠|折扣');
    await page.getByTestId('speech-save').click();
    await rowOf('speech-table', SPEECH).waitFor();
    await expect(rowOf('speech-table', SPEECH).textContent()).resolves.toContain('价格,优惠|折扣');
  });

  it('finds the speech by its text and disables it', async () => {
    await page.getByTestId('speech-search').fill('优惠一点');
    await page.getByTestId('speech-query').click();
    await expect.poll(() => page.getByTestId('speech-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId(`speech-toggle-${SPEECH}`).click();
    await page.getByTestId('speech-toggle-confirm').click();
    await expect.poll(() => page.getByTestId(`speech-toggle-${SPEECH}`).getAttribute('aria-checked')).toBe('false');
  });
});
