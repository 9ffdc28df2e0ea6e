import { FUNCTION_TREE } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logOutOfAdmin, sider, sidebarEntries, sidebarGroups, signInAt } from './support/admin';
import { signIn, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';

// The demo organisation licensed without the admin home and the Q&A bank (its editor follows the
// bank): what admin01 (home, training tasks, Q&A bank) may use shrinks; the owner passes licensing.
const UNLICENSED = ['home', 'questionbank', 'editbank'];
const LICENSED = FUNCTION_TREE.map((node) => node.key).filter((key) => !UNLICENSED.includes(key));
const app = useAppUnderTest({
  data: [{ sql: 'UPDATE organisations SET licensed_functions = $1::jsonb WHERE name = $2', params: [JSON.stringify(LICENSED), '演示企业'] }],
});

let page: Page;
const licenceCalls: string[] = [];
beforeAll(() => {
  page = app.page;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/organization/org/applications')) licenceCalls.push(request.url());
  });
});

describe("the organisation's licence in the back office", () => {
  it('lands a limited admin on the first licensed function, with only licensed entries from the first render', async () => {
    await signInAt(page, app.server.url, 'admin01');
    await waitForRoute(page, '/admin/train/trainmanagement-train');
    await sider(page).waitFor();
    await expect(sidebarGroups(page)).resolves.toEqual(['培训管理']);
    await expect(sidebarEntries(page, '培训管理')).resolves.toEqual(['培训任务']);
    expect(licenceCalls).toHaveLength(1);
  });

  it('sends routes of unlicensed functions, hidden detail routes included, to /404', async () => {
    for (const path of ['/admin/voice/questionbank', '/admin/voice/editbank?id=1', '/admin/homePage/homePage']) {
      await page.goto(`${app.server.url}/#${path}`);
      await waitForRoute(page, '/404');
      await page.getByText('页面错误或无权限').waitFor();
    }
  });

  it('replaces an unlicensed redirect after login by the landing page', async () => {
    await page.goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await logOutOfAdmin(page);
    await page.goto(`${app.server.url}/#/admin/voice/questionbank`);
    await waitForRoute(page, `/login?redirect=${encodeURIComponent('/admin/voice/questionbank')}`);
    await signIn(page, 'admin01', 'Peilian@2026');
    await waitForRoute(page, '/admin/train/trainmanagement-train');
    await logOutOfAdmin(page);
  });

  it('lets the organisation owner past the licence', async () => {
    await signInAt(page, app.server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect.poll(() => sidebarGroups(page)).toContain('题库管理');
    await expect(sidebarEntries(page, '题库管理')).resolves.toContain('问答题库');
    await logOutOfAdmin(page);
  });

  it('never asks for the licence on behalf of a learner', async () => {
    const before = licenceCalls.length;
    await signInAt(page, app.server.url, 'learner01');
    await waitForRoute(page, '/user/dashboard/center');
    await page.getByRole('heading', { name: '培训中心' }).waitFor();
    await page.goto(`${app.server.url}/#/admin/system/adminuser`);
    await waitForRoute(page, '/404');
    expect(licenceCalls).toHaveLength(before);
  });
});
