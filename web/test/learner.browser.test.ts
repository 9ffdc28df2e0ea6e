import { appendFileSync, cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, chooseLearnerLanguage, controlled, DEMO_PASSWORD, followApiCalls, route, signedInToken, signIn, waitForRoute } from './support/app';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';
import { freshDir, removeDir } from './support/tmp';

// One phone, one real server serving a copy of the built app (the update test edits sw.js in it).
let server: RunningServer;
let browser: Browser;
let page: Page;
let webDist: string;

beforeAll(async () => {
  const dist = requireDist();
  webDist = freshDir('web-dist');
  cpSync(dist, webDist, { recursive: true });
  server = await startServer({ webDist });
  browser = await launchChromium({ width: 390, height: 844, isMobile: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (webDist) removeDir(webDist);
});

const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const loginTab = (name: string) => page.locator('.login-tabs [role="tab"]', { hasText: name });

describe('learner PWA on a phone', () => {
  it('sends an unauthenticated visit to the personal centre to login with a redirect', async () => {
    await page.goto(`${server.url}/#/user/mine`);
    await waitForRoute(page, '/login?redirect=%2Fuser%2Fmine');
    await heading('登录').waitFor();
    await expect(page.getByTestId('version-label').textContent()).resolves.toBe('版本 2.1.0604');
  });

  it('refuses a wrong password with the server message', async () => {
    await signIn(page, 'learner01', 'wrong-password');
    await expect(page.getByTestId('login-error').textContent()).resolves.toMatch(/\S/);
    expect(route(page)).toBe('/login?redirect=%2Fuser%2Fmine');
  });

  it('says once that WeChat sign-in is not enabled on a server without WeChat, with no spinner or retry', async () => {
    await loginTab('微信扫码').click();
    try {
      await agree(page);
      const unavailable = page.getByTestId('qr-unavailable');
      await unavailable.waitFor();
      await expect(unavailable.textContent()).resolves.toBe('微信登录未开通');
      await expect(page.getByText('微信登录未开通').count()).resolves.toBe(1);
      for (const part of ['qr-retry', 'qr-status', 'qr-box']) await expect(page.getByTestId(part).count()).resolves.toBe(0);
      await expect(page.locator('.qr-panel .spinner').count()).resolves.toBe(0);
    } finally {
      await loginTab('账号登录').click();
    }
  });

  it('signs learner01 in through the form and follows the redirect to the personal centre', async () => {
    await signIn(page, 'learner01', DEMO_PASSWORD);
    await waitForRoute(page, '/user/mine');
    await heading('个人中心').waitFor();
    await expect(page.getByTestId('mine-name').textContent()).resolves.toBe('张伟');
    await expect(page.getByTestId('learning-time').textContent()).resolves.toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect(page.getByTestId('version-label').textContent()).resolves.toBe('版本 2.1.0604');
    // The learner's own figures arrive after the page, from the learner table's call.
    await expect(page.getByTestId('figure-tasks').textContent()).resolves.toMatch(/^\d+\/\d+$/);
    await page.getByTestId('my-recent').waitFor();
  });

  it('shows the training centre in zh-CN with learner tabs only', async () => {
    await page.locator('.adm-tab-bar-item', { hasText: '培训中心' }).click();
    await waitForRoute(page, '/user/dashboard/center');
    await heading('培训中心').waitFor();
    await page.getByTestId('group-inprogress').waitFor();
    await expect(page.locator('.adm-tab-bar-item').allTextContents()).resolves.toEqual(['培训中心', '个人中心']);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-CN');
  });

  it('switches to zh-TW and en, and keeps the choice across reloads', async () => {
    await chooseLearnerLanguage(page, '繁體中文');
    await heading('培訓中心').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-TW');
    await page.reload();
    await heading('培訓中心').waitFor();

    await chooseLearnerLanguage(page, 'English');
    await heading('Training Centre').waitFor();
    await page.reload();
    await heading('Training Centre').waitFor();
    await expect(page.locator('.adm-tab-bar-item').allTextContents()).resolves.toEqual(['Training Centre', 'Personal Centre']);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  });

  it('is controlled by the service worker after a reload and still loads with the network off', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await heading('Training Centre').waitFor();
    await expect(controlled(page)).resolves.toBe(true);

    await browser.context.setOffline(true);
    try {
      await page.reload();
      await heading('Training Centre').waitFor();
      await expect(page.locator('.adm-tab-bar-item').allTextContents()).resolves.toEqual(['Training Centre', 'Personal Centre']);
      const apiReachable = await page.evaluate(() =>
        fetch('/api/health').then(
          () => true,
          () => false,
        ),
      );
      expect(apiReachable).toBe(false);
      // The other language files come from the precache too.
      await chooseLearnerLanguage(page, '繁體中文');
      await heading('培訓中心').waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
    await chooseLearnerLanguage(page, '简体中文');
    await heading('培训中心').waitFor();
  });

  it('keeps the last watermark setting when it cannot be fetched, and with none known shows the name and date', async () => {
    const setting = '**/api/common/setting/waterconfig';
    const watermark = page.getByTestId('watermark');
    const marked = (text: string) => page.locator(`[data-testid="watermark"][data-text="${text}"]`);
    await page.route(setting, (request) => request.fulfill({ json: { successed: true, waterconfig: { waterprint: 1, watertext: '内部资料 严禁外传' } } }));
    await page.reload();
    await marked('内部资料 严禁外传').waitFor({ state: 'attached' });
    await page.unroute(setting);
    await page.route(setting, (request) => request.abort('internetdisconnected'));
    try {
      await page.reload();
      await heading('培训中心').waitFor();
      await marked('内部资料 严禁外传').waitFor({ state: 'attached' });
      await page.evaluate(() => localStorage.removeItem('peilian-watermark'));
      await page.reload();
      await watermark.waitFor({ state: 'attached' });
      await expect(watermark.getAttribute('data-text')).resolves.toMatch(/^张伟 \d{4}-\d{2}-\d{2}$/);
    } finally {
      await page.unroute(setting);
    }
  });

  it('sends a learner opening the admin area to the 404 page', async () => {
    await page.goto(`${server.url}/#/admin/homePage/homePage`);
    await waitForRoute(page, '/404');
    await page.getByText('页面错误或无权限').waitFor();
    await page.getByTestId('back-home').click();
    await waitForRoute(page, '/user/dashboard/center');
  });

  it('serves the web manifest with its icons', async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('陪练');
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, `${server.url}/`));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/manifest.webmanifest');
  });

  it('logs out from the user menu back to the login page', async () => {
    await page.evaluate(() => ((window as { beforeLogout?: boolean }).beforeLogout = true));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    // Logout restarts the app (spec §4): a fresh document on exactly /login, no redirect query.
    await page.waitForFunction(() => !(window as { beforeLogout?: boolean }).beforeLogout);
    await heading('登录').waitFor();
    expect(route(page)).toBe('/login');
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state?.user ?? null)).resolves.toBeNull();
  });

  it('still logs out when the server never answers the logout call', async () => {
    await signIn(page, 'learner01', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    let held = 0;
    // A weak signal: the request leaves and no answer ever comes back.
    await page.route('**/api/admin/system/online/logout', () => {
      held += 1;
    });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await heading('登录').waitFor({ timeout: 12_000 });
    expect(held).toBe(1);
    expect(route(page)).toBe('/login');
    await page.unroute('**/api/admin/system/online/logout');
  });

  it('offers a new version and reloads into it when the learner accepts', async () => {
    // Deploy a "new version": any byte change to sw.js makes the browser install it.
    appendFileSync(join(webDist, 'sw.js'), '\n// next deployment\n');
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    await page.getByTestId('pwa-update').waitFor();
    await expect(page.getByTestId('pwa-update').textContent()).resolves.toBe('有新版本可用');
    await page.getByText('立即更新', { exact: true }).click();
    await page.waitForFunction(() => !(window as { beforeUpdate?: boolean }).beforeUpdate, undefined, { timeout: 20_000 });
    await heading('登录').waitFor();
    await expect(controlled(page)).resolves.toBe(true);
    await expect(page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).resolves.toBeNull();
  });

  it('ends the session and returns to login when the server refuses the token', async () => {
    const calls = followApiCalls(page);
    await signIn(page, 'learner02', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    const token = await signedInToken(page);
    // Once the centre's own calls are answered (one answered 10000 would reload the page under the
    // test's reload), the session ends elsewhere; the app's next call is answered with logout code 10000.
    await calls.settled();
    calls.stop();
    const ended = await fetch(`${server.url}/api/admin/system/online/logout`, { method: 'POST', headers: { token } });
    expect(ended.status).toBe(200);
    await page.reload();
    await page.waitForFunction(() => window.location.hash === '#/login' && document.querySelector('h1')?.textContent === '登录');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state);
    expect(stored).toMatchObject({ user: null, logoutCode: 10000 });
  });

  it('signs in in the language saved on the account, though the login page showed another', async () => {
    // learner02 chose English on another device.
    const elsewhere = await apiSignIn(server.url, 'learner02');
    const saved = await callApi(server.url, 'POST', 'api/trainning/user/changelanguage', { token: elsewhere.token, body: { language: 'en' } });
    expect(saved.status).toBe(200);
    await heading('登录').waitFor();
    await signIn(page, 'learner02', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
    await heading('Training Centre').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await expect(page.locator('.adm-tab-bar-item').allTextContents()).resolves.toEqual(['Training Centre', 'Personal Centre']);
  });
});
