import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startServer, type RunningServer } from './support/server';

// Where each role lands after login, what its sidebar offers and what the guard refuses (desktop).
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ webDist: requireDist() });
  browser = await launchChromium({ width: 1440, height: 900 });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const menuLabels = () => page.getByTestId('admin-sider').locator('.ant-menu-title-content').allTextContents();

async function signInAs(account: string) {
  await page.goto(`${server.url}/#/login`);
  await page.getByRole('heading', { name: '登录', exact: true }).waitFor();
  await signIn(page, account, DEMO_PASSWORD);
}

async function logOutOfAdmin() {
  await page.getByTestId('admin-user').click();
  await page.getByTestId('admin-logout').click();
  await page.getByRole('heading', { name: '登录', exact: true }).waitFor();
}

describe('landing per role', () => {
  it('takes superadmin to the admin home with every menu group and the user popover', async () => {
    await signInAs('superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect.poll(menuLabels).toEqual(['首页', '数据中心', '培训管理', '题库管理', '智能助手', '系统管理', '日志管理', '费用中心']);
    await page.getByTestId('admin-user').click();
    const card = page.getByTestId('admin-user-card');
    await card.waitFor();
    await expect(page.getByTestId('admin-user-name').textContent()).resolves.toBe('系统管理员');
    const text = (await card.textContent()) ?? '';
    for (const expected of ['企业', '演示企业', '部门', '总部', '角色', '超级管理员', '退出登录']) expect(text).toContain(expected);
    await expect(card.locator('.anticon-man').count()).resolves.toBe(1);
    await expect(page.getByTestId('watermark').getAttribute('data-text')).resolves.toMatch(/^系统管理员 \d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('admin-mini-qr').click();
    await expect(page.getByTestId('admin-mini-qr-card').textContent()).resolves.toBe('微信扫码使用小程序');
  });

  it('opens a function page from the sidebar', async () => {
    await page.getByTestId('admin-sider').locator('.ant-menu-item', { hasText: '日志管理' }).click();
    await waitForRoute(page, '/admin/log/loglogin');
    await expect(page.getByTestId('admin-function-title').textContent()).resolves.toBe('日志管理');
    await logOutOfAdmin();
  });

  it('takes the organisation owner to the admin home', async () => {
    await signInAs('owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect(page.getByTestId('admin-welcome').textContent()).resolves.toBe('欢迎使用陪练管理后台');
    await logOutOfAdmin();
  });

  it('shows a limited admin only the permitted groups and refuses the others with /404', async () => {
    await signInAs('admin01');
    // admin01 holds the home function, so the spec's landing is the admin home.
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect.poll(menuLabels).toEqual(['首页', '培训管理', '题库管理']);
    await page.getByTestId('admin-sider').locator('.ant-menu-item', { hasText: '题库管理' }).click();
    await waitForRoute(page, '/admin/voice/questionbank');
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await waitForRoute(page, '/404');
    await page.getByText('页面错误或无权限').waitFor();
  });

  it('follows a permitted redirect after login and ignores a refused one', async () => {
    await page.goto(`${server.url}/#/admin/homePage/homePage`);
    await logOutOfAdmin();
    await page.goto(`${server.url}/#/admin/voice/editbank?id=1`);
    await waitForRoute(page, `/login?redirect=${encodeURIComponent('/admin/voice/editbank?id=1')}`);
    await signIn(page, 'admin01', DEMO_PASSWORD);
    await waitForRoute(page, '/admin/voice/editbank?id=1');
    await logOutOfAdmin();
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await signIn(page, 'admin01', DEMO_PASSWORD);
    await waitForRoute(page, '/admin/homePage/homePage');
  });

  it('takes a learner to the training centre', async () => {
    await logOutOfAdmin();
    await signIn(page, 'learner02', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
  });
});
