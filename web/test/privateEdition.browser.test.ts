import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, route } from './support/app';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startServer, type RunningServer } from './support/server';

// A private deployment (EDITION=private): only the account tab, a captcha, the agreement ticked.
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ webDist: requireDist(), env: { EDITION: 'private' } });
  browser = await launchChromium({ width: 390, height: 844, isMobile: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('login page of a private deployment', () => {
  it('shows only the account tab, with the captcha and the agreement ticked', async () => {
    await page.goto(`${server.url}/#/login`);
    const captcha = page.getByTestId('captcha-image');
    await captcha.waitFor();
    await expect(page.locator('.login-tabs [role="tab"]').allTextContents()).resolves.toEqual(['账号登录']);
    await expect(page.locator('input[name="captcha"]').getAttribute('maxlength')).resolves.toBe('4');
    await expect(page.getByTestId('agreement').getAttribute('class')).resolves.toContain('adm-checkbox-checked');
    await expect(page.getByTestId('open-register').count()).resolves.toBe(0);
    const image = await page.request.get(new URL((await captcha.getAttribute('src')) ?? '', server.url).toString());
    expect(image.headers()['content-type']).toContain('image/svg+xml');
  });

  it('requires the captcha text, and refreshes the captcha on click', async () => {
    await page.locator('input[name="account"]').fill('learner01');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('captcha-error').textContent()).resolves.toBe('请输入图形验证码');
    const before = await page.getByTestId('captcha-image').getAttribute('src');
    await page.getByTestId('captcha-image').click();
    await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
  });

  it('refuses a wrong captcha with the server message and shows a new one', async () => {
    const before = await page.getByTestId('captcha-image').getAttribute('src');
    await page.locator('input[name="captcha"]').fill('zzzz');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe('图形验证码错误');
    await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
    await expect(page.locator('input[name="captcha"]').inputValue()).resolves.toBe('');
    expect(route(page)).toBe('/login');
  });
});
