import { describe, expect, it } from 'vitest';
import { logOutOfAdmin, openSidebarEntry, sidebarEntries, sidebarGroups, sidebarHighlight, signInAt } from './support/admin';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';

// Where each role lands after login, what its sidebar offers and what the guard refuses (desktop).
const app = useAppUnderTest();
// Groups whose functions all wait for their pages (the cost centre) are not offered yet.
const ALL_GROUPS = ['首页', '数据中心', '培训管理', '题库管理', '智能助手', '系统管理', '日志管理', '费用中心'];

describe('landing per role', () => {
  it('takes superadmin to the admin home with every menu group and the user popover', async () => {
    const { page, server } = app;
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect.poll(() => sidebarGroups(page)).toEqual(ALL_GROUPS);
    await expect(sidebarHighlight(page)).resolves.toEqual({ open: [], selected: ['首页'] });
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

  it('opens a function page from its group in the sidebar, the banners among them', async () => {
    const { page } = app;
    await expect(sidebarEntries(page, '系统管理')).resolves.toEqual([
      '系统设置',
      '用户管理',
      '角色管理',
      '等级勋章',
      'Banner 管理',
      '声纹审核',
      '算法配置',
      '消息通知',
      '回收站',
      '企业注册审核',
    ]);
    await openSidebarEntry(page, '系统管理', 'Banner 管理');
    await waitForRoute(page, '/admin/system/banner');
    await expect(page.getByTestId('banners-title').textContent()).resolves.toBe('Banner 管理');
    await expect(page.locator('.admin-breadcrumb').textContent()).resolves.toBe('管理后台/系统管理/Banner 管理');
    await expect(sidebarHighlight(page)).resolves.toEqual({ open: ['系统管理'], selected: ['Banner 管理'] });
  });

  it('answers an unbuilt function by URL with the 404 page, not an empty list', async () => {
    const { page, server } = app;
    await page.goto(`${server.url}/#/admin/voice/editstudy`);
    await waitForRoute(page, '/404');
    await page.getByText('页面错误或无权限').waitFor();
    await page.goto(`${server.url}/#/admin/homePage/homePage`);
    await waitForRoute(page, '/admin/homePage/homePage');
    await logOutOfAdmin(page);
  });

  it('takes the organisation owner to the admin home', async () => {
    const { page, server } = app;
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect(page.getByTestId('admin-welcome').textContent()).resolves.toBe('欢迎使用陪练管理后台');
    await logOutOfAdmin(page);
  });

  it('shows a limited admin only the permitted functions and refuses the others with /404', async () => {
    const { page, server } = app;
    await signInAt(page, server.url, 'admin01');
    // admin01 holds the home function, so the spec's landing is the admin home.
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect.poll(() => sidebarGroups(page)).toEqual(['首页', '培训管理', '题库管理']);
    await expect(sidebarEntries(page, '培训管理')).resolves.toEqual(['培训任务']);
    await expect(sidebarEntries(page, '题库管理')).resolves.toEqual(['问答题库']);
    await openSidebarEntry(page, '题库管理', '问答题库');
    await waitForRoute(page, '/admin/voice/questionbank');
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await waitForRoute(page, '/404');
    await page.getByText('页面错误或无权限').waitFor();
  });

  it('follows a permitted redirect after login, highlighting the parent of a hidden route, and ignores a refused one', async () => {
    const { page, server } = app;
    await page.goto(`${server.url}/#/admin/homePage/homePage`);
    await logOutOfAdmin(page);
    await page.goto(`${server.url}/#/admin/voice/editbank?id=1`);
    await waitForRoute(page, `/login?redirect=${encodeURIComponent('/admin/voice/editbank?id=1')}`);
    await signIn(page, 'admin01', DEMO_PASSWORD);
    await waitForRoute(page, '/admin/voice/editbank?id=1');
    await expect.poll(() => sidebarHighlight(page)).toEqual({ open: ['题库管理'], selected: ['问答题库'] });
    await logOutOfAdmin(page);
    await page.goto(`${server.url}/#/admin/system/adminuser`);
    await signIn(page, 'admin01', DEMO_PASSWORD);
    await waitForRoute(page, '/admin/homePage/homePage');
  });

  it('takes a learner to the training centre', async () => {
    const { page } = app;
    await logOutOfAdmin(page);
    await signIn(page, 'learner02', DEMO_PASSWORD);
    await waitForRoute(page, '/user/dashboard/center');
  });
});
