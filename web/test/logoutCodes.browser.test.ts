import { ONLINE_HEARTBEAT_MS } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { agree, DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { apiSignIn, callApi, changePasswordElsewhere, disableUser, outboxCode, setValidity } from './support/serverApi';

// Each forced-logout code caused for real through the server's API while a learner's phone is
// signed in; the phone's next heartbeat meets it. The page clock is faked so that heartbeat can be
// brought forward instead of waited for.
const app = useAppUnderTest({ viewport: PHONE });
let page: Page;
let adminToken: string;

beforeAll(async () => {
  page = app.page;
  await app.browser.context.clock.install();
  // Counts the documents this tab has loaded: a logout ends in exactly one reload.
  await app.browser.context.addInitScript(() => {
    sessionStorage.setItem('documentLoads', String(Number(sessionStorage.getItem('documentLoads') ?? 0) + 1));
  });
  adminToken = (await apiSignIn(app.server.url, 'superadmin', DEMO_PASSWORD)).token;
});

const documentLoads = () => page.evaluate(() => Number(sessionStorage.getItem('documentLoads')));
const storedSession = () => page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state as { user: unknown; logoutCode?: number });
const storedToken = () => page.evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state?.user?.token as string);

async function openLogin() {
  await page.goto(`${app.server.url}/#/login`);
  await page.getByRole('heading', { name: '登录', exact: true }).waitFor();
}

async function signInWithPassword(account: string, password = DEMO_PASSWORD) {
  await openLogin();
  await signIn(page, account, password);
  await waitForRoute(page, '/user/dashboard/center');
}

/** Causes the condition, brings the next heartbeat forward and checks the one logout it ends in. */
async function expectForcedLogout(code: number, cause: () => Promise<void>) {
  const loads = await documentLoads();
  await cause();
  await page.clock.fastForward(ONLINE_HEARTBEAT_MS);
  await page.waitForFunction(() => window.location.hash === '#/login' && document.querySelector('h1')?.textContent === '登录');
  await page.waitForLoadState('networkidle');
  await expect(documentLoads()).resolves.toBe(loads + 1);
  await expect(storedSession()).resolves.toMatchObject({ user: null, logoutCode: code });
}

async function expectLoginRefused(account: string, message: string) {
  await signIn(page, account, DEMO_PASSWORD);
  await page.getByTestId('login-error').filter({ hasText: message }).waitFor();
}

describe('forced logout by each logout code', () => {
  it('10000: the session was ended from another client', async () => {
    await signInWithPassword('learner01');
    const token = await storedToken();
    await expectForcedLogout(10000, async () => {
      expect((await callApi(app.server.url, 'POST', 'api/admin/system/online/logout', { token })).status).toBe(200);
    });
  });

  it('10001: a newer sign-in elsewhere, with the logged-out-elsewhere alert', async () => {
    await signInWithPassword('learner01');
    await expectForcedLogout(10001, async () => {
      await apiSignIn(app.server.url, 'learner01', DEMO_PASSWORD);
    });
    await expect(page.getByTestId('logged-out-elsewhere').textContent()).resolves.toContain('您的账号已在其他地方登录，已被强制下线');
  });

  it('9999: an administrator disabled the account', async () => {
    await signInWithPassword('learner01');
    await expectForcedLogout(9999, () => disableUser(app.server.url, adminToken, 'learner01'));
    await expectLoginRefused('learner01', '账号已被禁用，请联系管理员');
  });

  it('9998: an administrator set a validity date in the past', async () => {
    await signInWithPassword('learner02');
    await expectForcedLogout(9998, () => setValidity(app.server.url, adminToken, 'learner02', '2020-01-01'));
    await expectLoginRefused('learner02', '账号已过有效期，请联系管理员');
  });

  it('9100: the same user changed the password on another client', async () => {
    // learner03 must change the password: signed in by SMS, the phone shows the change dialog.
    await openLogin();
    await page.locator('.login-tabs [role="tab"]', { hasText: '短信登录' }).click();
    await page.locator('input[name="mobile"]').fill('13800000003');
    await page.getByTestId('send-code').click();
    await page.locator('input[name="code"]').fill(await outboxCode(app.server.dataDir, '13800000003'));
    await agree(page);
    await page.getByTestId('mobile-submit').click();
    await waitForRoute(page, '/user/dashboard/center');
    await page.getByTestId('password-dialog').waitFor();
    await expectForcedLogout(9100, () => changePasswordElsewhere(app.server.url, 'learner03', DEMO_PASSWORD, 'Changed@2026'));
    await expect(page.getByTestId('password-dialog').count()).resolves.toBe(0);
    await signInWithPassword('learner03', 'Changed@2026');
  });
});
