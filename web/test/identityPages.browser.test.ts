import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, route, waitForRoute } from './support/app';
import { a11yScan } from './support/a11y';
import { launchChromium, type Browser } from './support/chromium';
import { DIST_DIR, requireDist } from './support/dist';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// Registration, sign-in by authorisation code, the third-party landing page and the WeChat side pages.
let server: RunningServer;
let browser: Browser;
let page: Page;
const LOGO = readFileSync(join(DIST_DIR, 'icons', 'icon-192.png'));

beforeAll(async () => {
  server = await startServer({ webDist: requireDist() });
  browser = await launchChromium({ width: 390, height: 844, isMobile: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const errorOf = (name: string) => page.getByTestId(`${name}-error`);
const toast = (text: string) => page.locator('.adm-toast-main', { hasText: text });
// Hash navigation keeps the document: wait for the new page's own text, not whatever is on screen.
const message = (text: string) => page.getByTestId('page-message').filter({ hasText: new RegExp(`^${text}$`) });

describe('enterprise registration', () => {
  it('opens from the login page and checks every rule before sending', async () => {
    await page.goto(`${server.url}/#/login`);
    await page.getByTestId('open-register').click();
    const form = page.getByTestId('register-form');
    await form.waitFor();
    await page.getByRole('heading', { name: '企业注册', exact: true }).waitFor();
    await page.getByTestId('register-submit').click();
    await expect(errorOf('orgname').textContent()).resolves.toBe('此项为必填项');
    await expect(errorOf('business').textContent()).resolves.toBe('此项为必填项');
    await expect(errorOf('logo').textContent()).resolves.toBe('请上传用户头像');
    await expect(errorOf('account').textContent()).resolves.toBe('此项为必填项');
    await expect(errorOf('contact').textContent()).resolves.toBe('此项为必填项');
    await a11yScan(page, 'registration, its rules said');
    await expect(errorOf('mobile').textContent()).resolves.toBe('此项为必填项');
    await form.locator('input[name="mobile"]').fill('1391234');
    await form.locator('input[name="account"]').fill('abc');
    await form.locator('input[name="password"]').fill('secret12');
    await form.locator('input[name="conformPassword"]').fill('secret13');
    await page.getByTestId('register-submit').click();
    await expect(errorOf('account').textContent()).resolves.toBe('账号长度为6到50个字符');
    await expect(errorOf('mobile').textContent()).resolves.toBe('请输入正确的11位手机号');
    await expect(errorOf('conformPassword').textContent()).resolves.toBe('两次输入的密码不一致!');
    await page.getByTestId('register-cancel').click();
    await form.waitFor({ state: 'detached' });
  });

  it('refuses a logo that is not jpg or png, or larger than 2 MB', async () => {
    await page.goto(`${server.url}/#/register`);
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await toast('仅支持 jpg、png 格式的图片').waitFor();
    await page.getByTestId('logo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await toast('文件大小超过2M').waitFor();
    await expect(page.getByTestId('cropper').count()).resolves.toBe(0);
  });

  it('registers an enterprise with a cropped logo, for the provider to review', async () => {
    const suffix = Date.now().toString(36);
    const form = page.getByTestId('register-form');
    await form.locator('input[name="orgname"]').fill(`测试企业${suffix}`);
    await form.locator('select[name="business"]').selectOption({ label: '汽车' });
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await page.getByTestId('cropper').waitFor();
    await page.getByTestId('crop-done').click();
    await page.locator('[data-testid="logo-tile"][data-uploaded="yes"]').waitFor();
    await form.locator('input[name="contact"]').fill('吴经理');
    await form.locator('input[name="mobile"]').fill('13912345678');
    await form.locator('input[name="account"]').fill(`boss${suffix}`);
    await form.locator('input[name="password"]').fill('secret12');
    await form.locator('input[name="conformPassword"]').fill('secret12');
    await expect(page.getByTestId('register-review-notice').textContent()).resolves.toBe('注册后由平台审核，审核结果将以短信通知联系手机');
    await page.getByTestId('register-submit').click();
    await toast('企业注册成功').waitFor();
    // 500 ms later the page returns to login.
    await waitForRoute(page, '/login');
  });
});

describe('sign-in by authorisation code', () => {
  let learner: { id: string };
  let authcode = '';

  beforeAll(async () => {
    const admin = await apiSignIn(server.url, 'superadmin', DEMO_PASSWORD);
    learner = await apiSignIn(server.url, 'learner02', DEMO_PASSWORD);
    const issued = await callApi<{ authcode: string }>(server.url, 'POST', 'api/admin/organization/authcode', {
      token: admin.token,
      body: { userid: learner.id },
    });
    expect(issued.status).toBe(200);
    authcode = issued.body.authcode;
  });

  it('signs the user in and continues to the returnUrl page (pageType 7: training centre)', async () => {
    const returnUrl = encodeURIComponent(encodeURIComponent('https://host.example/entry?pageType=7&id=1'));
    await page.goto(`${server.url}/#/authcode?authcode=${authcode}&userid=${learner.id}&returnUrl=${returnUrl}&fp=1`);
    await waitForRoute(page, '/user/dashboard/center');
    await expect(page.locator('.user-name').textContent()).resolves.toBe('刘洋');
    await page.evaluate(() => localStorage.removeItem('peilian-user'));
  });

  it('shows the error, clears the user and returns to login for a used code', async () => {
    await page.goto(`${server.url}/#/authcode?authcode=${authcode}&userid=${learner.id}`);
    await waitForRoute(page, '/login');
    await toast('授权码无效或已过期').waitFor();
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state?.user ?? null)).resolves.toBeNull();
  });
});

describe('third-party landing page', () => {
  it('signs in with the host token, keeps third-party mode and tells the host when the token expires', async () => {
    const user = await apiSignIn(server.url, 'learner01', DEMO_PASSWORD);
    await page.goto(`${server.url}/#/pages/thirdparty/index?token=${user.token}&userid=${user.id}&simple=2&returnUrl=${encodeURIComponent('/user/mine')}`);
    await waitForRoute(page, '/user/mine');
    await page.getByTestId('mine-name').filter({ hasText: '张伟' }).waitFor();
    await expect(page.getByTestId('version-label').count()).resolves.toBe(0);
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state?.user)).resolves.toMatchObject({
      thirdparty: 1,
      simple: 2,
    });

    await page.evaluate(() => {
      const marker = window as unknown as { messages: unknown[]; sameDocument: boolean };
      marker.messages = [];
      marker.sameDocument = true;
      window.addEventListener('message', (event) => marker.messages.push(event.data));
    });
    const ended = await callApi(server.url, 'POST', 'api/admin/system/online/logout', { token: user.token });
    expect(ended.status).toBe(200);
    // The next heartbeat (a visibility regain more than 5 s after the last) meets the ended session.
    await page.waitForTimeout(5_200);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(() => (window as unknown as { messages: { type?: string }[] }).messages.some((m) => m.type === 'tokenExpired'));
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(true);
    await page.getByRole('heading', { name: '登录', exact: true }).waitFor();
    expect(route(page)).toMatch(/^\/login\?redirect=/);
  });

  it('shows the server message and clears the user for a token that is not a session', async () => {
    await page.goto(`${server.url}/#/pages/thirdparty/index?token=not-a-token&userid=nobody`);
    await message('登录已失效，请重新登录').waitFor();
    await expect(page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state?.user ?? null)).resolves.toBeNull();
  });
});

describe('WeChat side pages', () => {
  it('says the registration was submitted', async () => {
    await page.goto(`${server.url}/#/wxcall/registersucess`);
    await message('审核已提交，将很快完成，审核通过后将以短信通知您').waitFor();
  });

  it('asks to follow the official account with both "I know" buttons', async () => {
    await page.goto(`${server.url}/#/wxcallback/minisubscrib`);
    await message('请关注公众号以接收消息通知').waitFor();
    await expect(page.getByTestId('i-know-web').textContent()).resolves.toBe('我知道了（网页）');
    await expect(page.getByTestId('i-know-mini').textContent()).resolves.toBe('我知道了（小程序）');
  });

  it('asks before unsubscribing from the daily push and reports the outcome', async () => {
    await page.goto(`${server.url}/#/wxcall/unsubscribe?id=sub-1&org=${encodeURIComponent('演示企业')}`);
    await message('确定取消订阅演示企业的每日运营数据推送吗？').waitFor();
    await page.getByTestId('unsubscribe').click();
    const outcome = page.getByTestId('unsubscribe-error').or(page.getByTestId('page-message').filter({ hasText: '取消订阅成功，请关闭此页面' }));
    await outcome.waitFor();
    await expect(outcome.textContent()).resolves.toMatch(/\S/);
  });

  it('reports a failed WeChat login callback', async () => {
    await page.goto(`${server.url}/#/wxcallback/login`);
    await message('登录失败，请先绑定微信').waitFor();
  });
});
