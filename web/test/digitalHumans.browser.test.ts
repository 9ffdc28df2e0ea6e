import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import type { RunningServer } from './support/server';

// The digital humans on a desktop: one created on its editor, listened to before and after it is
// saved (the audio element loads the synthesised voice), the seeded charged one refused in the
// customer dialog, and the demo customer's details with its digital human and scenarios.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;

beforeAll(() => {
  ({ server, page } = app);
});

const rowOf = (table: string, text: string) => page.getByTestId(table).locator('tbody tr.ant-table-row', { hasText: text });

/** Waits until the player's audio has loaded the voice file's metadata, and answers its length in seconds. */
async function heard(): Promise<number> {
  const audio = page.getByTestId('voice-listen-audio');
  await audio.waitFor();
  await expect(audio.getAttribute('src')).resolves.toMatch(/^blob:/);
  return audio.evaluate(
    (element: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (element.readyState >= 1) return resolve(element.duration);
        element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
        element.addEventListener('error', () => reject(new Error(`the audio did not load: ${element.error?.code}`)), { once: true });
      }),
  );
}

describe('digital humans', () => {
  it('creates a digital human on its editor, refusing it without a name, and listens to it before and after saving', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/voicespeechdub`);
    await expect(page.getByTestId('human-title').textContent()).resolves.toBe('数字人');
    await rowOf('human-table', '粤语女声').waitFor();
    await expect(rowOf('human-table', '粤语女声').textContent()).resolves.toContain('收费');

    await page.getByTestId('human-add').click();
    await waitForRoute(page, '/admin/voice/editspeechdub');
    await page.getByTestId('human-save').click();
    await page.getByTestId('human-form').getByText('请输入数字人名称').waitFor();

    await page.getByTestId('human-name').fill('试听女声');
    await page.getByTestId('human-speechvoice').fill('f3');
    await page.getByTestId('human-example').fill('您好，我想约个时间试驾。');
    await page.getByTestId('human-listen').click();
    expect(await heard()).toBeGreaterThan(0.5);
    await expect(page.getByTestId('voice-player').textContent()).resolves.toContain('您好，我想约个时间试驾。');

    await page.getByTestId('human-save').click();
    await page.getByText('已保存').waitFor();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/editspeechdub\?id=[0-9a-f-]{36}$/);

    await page.getByTestId('human-back').click();
    await rowOf('human-table', '试听女声').waitFor();
    await expect(page.getByTestId('human-tasks-试听女声').getAttribute('href')).resolves.toMatch(
      /#\/admin\/voice\/voicetaskdetails\?templateid=[0-9a-f-]{36}$/,
    );
    await page.getByTestId('human-listen-试听女声').click();
    expect(await heard()).toBeGreaterThan(0.5);
  });
});

describe('customers', () => {
  it('refuses the charged digital human in the customer dialog with the spec’s message', async () => {
    await page.goto(`${server.url}/#/admin/voice/voicecustomer`);
    await page.getByTestId('customer-add').click();
    await page.getByTestId('customer-digitalhuman').click();
    await page.getByTestId('customer-digitalhuman-option-粤语女声').click();
    await page.getByText('该合成模板为收费模板，请联系管理员').waitFor();
    const modal = page.locator('.ant-modal:visible').last();
    await expect(modal.getByTestId('customer-digitalhuman').textContent()).resolves.toContain('不选择');
    await page.keyboard.press('Escape');
  });

  it("opens a customer's details: its digital human, listened to, and the scenarios that play it", async () => {
    await page.getByTestId('customer-details-王先生').click();
    await expect.poll(() => page.getByTestId('customer-details-title').textContent()).toBe('客户详情 · 王先生');
    await expect(page.getByTestId('customer-details-human').textContent()).resolves.toContain('沉稳男声');
    await expect(page.getByTestId('customer-details-scenes').textContent()).resolves.toContain('SUV展厅接待');
    await expect(page.getByTestId('customer-figure-sessions').textContent()).resolves.toMatch(/^\d+$/);
    await page.getByTestId('customer-details-listen').click();
    expect(await heard()).toBeGreaterThan(0.5);
  });
});
