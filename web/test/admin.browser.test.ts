import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openGroup, openSidebarEntry, sidebarGroups, sidebarHighlight, sider as siderOf } from './support/admin';
import { controlled, DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';

const app = useAppUnderTest();
let page: Page;
const adminChunkRequests: string[] = [];

beforeAll(() => {
  page = app.page;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/admin/')) adminChunkRequests.push(request.url());
  });
});

const sider = () => siderOf(page);
const menuLabels = () => sidebarGroups(page);
const siderCollapsed = () => sider().getAttribute('data-collapsed');

describe('admin back office on a desktop', () => {
  it('does not load admin code for the login page', async () => {
    await page.goto(`${app.server.url}/#/login`);
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(adminChunkRequests).toEqual([]);
  });

  it('signs superadmin in to the admin home page with the sidebar in zh-CN', async () => {
    await signIn(page, 'superadmin', DEMO_PASSWORD);
    await waitForRoute(page, '/admin/homePage/homePage');
    await sider().waitFor();
    await expect(menuLabels()).resolves.toEqual(['首页', '数据中心', '培训管理', '题库管理', '智能助手', '系统管理', '日志管理', '费用中心']);
    await expect(page.getByTestId('admin-welcome').textContent()).resolves.toBe('欢迎使用陪练管理后台');
    await expect(page.locator('.admin-breadcrumb').textContent()).resolves.toContain('管理后台');
    await expect(page.getByTestId('back-to-learner').textContent()).resolves.toBe('返回培训中心');
    await expect(page.getByTestId('admin-user').textContent()).resolves.toContain('系统管理员');
    expect(adminChunkRequests.length).toBeGreaterThan(0);
  });

  it('keeps one submenu open at a time', async () => {
    await openGroup(page, '系统管理');
    await expect(sidebarHighlight(page)).resolves.toEqual({ open: ['系统管理'], selected: ['首页'] });
    await openGroup(page, '数据中心');
    await expect(sidebarHighlight(page)).resolves.toEqual({ open: ['数据中心'], selected: ['首页'] });
    await openSidebarEntry(page, '系统管理', '角色管理');
    await waitForRoute(page, '/admin/system/adminrole');
    await expect.poll(() => sidebarHighlight(page)).toEqual({ open: ['系统管理'], selected: ['角色管理'] });
  });

  it('collapses the sidebar to icons and keeps that in a cookie across a reload', async () => {
    await page.getByTestId('sider-toggle').click();
    await expect.poll(siderCollapsed).toBe('true');
    await expect
      .poll(() =>
        sider()
          .boundingBox()
          .then((box) => box?.width),
      )
      .toBe(80);
    await page.reload();
    await sider().waitFor();
    await expect(siderCollapsed()).resolves.toBe('true');
    const cookies = await page.context().cookies(app.server.url);
    expect(cookies.find((cookie) => cookie.name === 'sidebarStatus')?.value).toBe('0');
    await page.getByTestId('sider-toggle').click();
    await expect.poll(siderCollapsed).toBe('false');
  });

  it('below 992 px opens the sidebar over the page and closes it on a route change', async () => {
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(siderCollapsed).toBe('true');
    await page.getByTestId('sider-toggle').click();
    await expect.poll(siderCollapsed).toBe('false');
    await page.getByTestId('admin-sider-mask').waitFor();
    await openSidebarEntry(page, '系统管理', '用户管理');
    await waitForRoute(page, '/admin/system/adminuser');
    await expect.poll(siderCollapsed).toBe('true');
    await expect(page.getByTestId('admin-sider-mask').count()).resolves.toBe(0);
    await page.getByTestId('sider-toggle').click();
    await page.getByTestId('admin-sider-mask').click({ position: { x: 800, y: 400 } });
    await expect.poll(siderCollapsed).toBe('true');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(siderCollapsed).toBe('false');
    await openSidebarEntry(page, '首页', '首页');
    await waitForRoute(page, '/admin/homePage/homePage');
  });

  it('switches the back office to English and keeps it after a reload', async () => {
    await page.getByTestId('admin-language').click();
    await page.locator('.ant-dropdown-menu-item:visible', { hasText: 'English' }).click();
    await page.getByTestId('admin-welcome').filter({ hasText: 'Welcome to the Peilian back office' }).waitFor();
    await expect(menuLabels()).resolves.toEqual([
      'Home',
      'Data centre',
      'Training management',
      'Question bank',
      'Intelligent assistant',
      'System',
      'Logs',
      'Cost centre',
    ]);
    // The sidebar is wide enough for the English names: none is cut off.
    await expect
      .poll(() =>
        sider()
          .locator('.ant-menu-title-content')
          .evaluateAll((nodes) => nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent)),
      )
      .toEqual([]);
    await page.reload();
    await page.getByTestId('admin-welcome').filter({ hasText: 'Welcome to the Peilian back office' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  });

  it('runtime-caches admin chunks but keeps them out of the precache', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await sider().waitFor();
    await expect(controlled(page)).resolves.toBe(true);
    // The runtime cache is written after the response reaches the page.
    await page.waitForFunction(async () => {
      const cache = await window.caches.open('peilian-admin-chunks');
      return (await cache.keys()).some((request) => new URL(request.url).pathname.startsWith('/assets/admin/'));
    });
    const caches = await page.evaluate(async () => {
      const names = await window.caches.keys();
      const listing: Record<string, string[]> = {};
      for (const name of names) {
        const keys = await (await window.caches.open(name)).keys();
        listing[name] = keys.map((request) => new URL(request.url).pathname);
      }
      return listing;
    });
    const precache = Object.entries(caches).find(([name]) => name.includes('precache'));
    expect(precache?.[1]).toContain('/index.html');
    expect(precache?.[1].some((path) => path.startsWith('/assets/admin/'))).toBe(false);
    expect(caches['peilian-admin-chunks']?.some((path) => path.startsWith('/assets/admin/'))).toBe(true);
  });

  it('links back to the training centre, which offers the way back to the admin area', async () => {
    await page.getByTestId('back-to-learner').click();
    await waitForRoute(page, '/user/dashboard/center');
    await page.getByRole('heading', { name: 'Training Centre' }).waitFor();
    await page.locator('.adm-tab-bar-item', { hasText: 'Admin' }).click();
    await waitForRoute(page, '/admin/homePage/homePage');
    await sider().waitFor();
  });

  it('logs out from the user popover', async () => {
    await page.getByTestId('admin-user').click();
    await page.getByTestId('admin-logout').click();
    await waitForRoute(page, '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
  });
});
