import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a11yScan } from './support/a11y';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { startFakeWechat, type FakeWechatProcess } from './support/fakes';
import { departmentId, mediaId, publishedPackage } from './support/learnerTraining';
import { apiSignIn } from './support/serverApi';
import { smallTargets } from './support/touchTargets';

// The learner's notices on a 390 px phone against the real server: learner01 (who has the demo
// notices) keeps the personal centre open while an administrator publishes a package to the sales
// department; the notice arrives over socket.io at once — the row's unread count goes up and a toast
// says what it is — and 消息通知 lists it first, where all are marked read. Then the PC subscription
// verification page, opened by the official account's OAuth callback (the fake WeChat), by account
// and password: the missing fields first, then 'verification passed'.
let wechat: FakeWechatProcess | undefined;
beforeAll(async () => {
  wechat = await startFakeWechat();
});
afterAll(async () => {
  await wechat?.stop();
});
const app = useAppUnderTest({ viewport: PHONE, env: () => wechat!.env });
const page = (): Page => app.page;
const TITLE = '实时推送的任务包';

/** The personal centre row's unread count (0 when the badge is not shown). */
async function unreadOnRow(): Promise<number> {
  const badge = page().getByTestId('mine-notices-unread');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

describe('notices on the personal centre', () => {
  it('shows a notice the moment a package is published to the learner', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByTestId('centre-notices').waitFor();
    await page().goto(`${app.server.url}/#/user/mine`);
    await page().getByTestId('mine-notices').waitFor();
    // The demo notices have loaded (the row's count is the server's).
    await expect.poll(() => unreadOnRow(), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await unreadOnRow();

    const base = app.server.url;
    const { token } = await apiSignIn(base, 'superadmin', DEMO_PASSWORD);
    const media = { pdf: await mediaId(base, token, 'file', '产品手册'), video: await mediaId(base, token, 'video', '新员工入职视频') };
    await publishedPackage(base, token, {
      title: TITLE,
      departments: [await departmentId(base, token, '销售部')],
      seconds: 4,
      ...media,
      fileTitle: `${TITLE}·阅读`,
      videoTitle: `${TITLE}·视频`,
    });

    await expect.poll(() => unreadOnRow(), { timeout: 15_000 }).toBe(before + 1);
    await page()
      .locator('.adm-toast-main', { hasText: `新消息：培训任务「${TITLE}」已发布给您` })
      .waitFor();
  });

  it('lists the new notice first in 消息通知 and marks all read', async () => {
    await page().getByTestId('mine-notices').click();
    await waitForRoute(page(), '/user/notices');
    const first = page().getByTestId('notice-row').first();
    await expect.poll(() => first.getByTestId('notice-text').textContent()).toBe(`培训任务「${TITLE}」已发布给您`);
    await expect(first.getByTestId('notice-unread').count()).resolves.toBe(1);
    await expect(smallTargets(page())).resolves.toEqual([]);
    // The personal centre's toast of the notice has gone (it fades through colours no scan passes);
    // on this page a new notice goes to the top of the list instead.
    await page().locator('.adm-toast-main').waitFor({ state: 'detached' });
    await a11yScan(page(), 'the notices');

    await page().getByTestId('notices-read-all').click();
    await expect.poll(() => page().getByTestId('notice-unread').count()).toBe(0);
    await expect(page().getByTestId('notices-unread').textContent()).resolves.toBe('0条未读');
    // The server agrees: the personal centre's row has no count after a reload.
    await page().goto(`${app.server.url}/#/user/mine`);
    const listed = page().waitForResponse((response) => response.url().includes('/api/trainning/v3/notice?'));
    await page().reload();
    await listed;
    await page().getByTestId('mine-notices').waitFor();
    expect(await unreadOnRow()).toBe(0);
  });
});

describe('the PC subscription verification page', () => {
  it('asks who the follower is by account and password, then says verification passed', async () => {
    await page().goto(`${app.server.url}/#/wxcallback/subscrib?code=code-wx-pc-follower`);
    await page().reload();
    await page().getByTestId('subscribe-verify').waitFor();
    await expect(page().getByRole('tab', { name: '账号密码验证' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(smallTargets(page())).resolves.toEqual([]);
    await a11yScan(page(), 'the subscription verification');

    await page().getByTestId('verify-submit').click();
    await expect.poll(() => page().getByTestId('account-error').textContent()).toBe('请先输入账号');
    await page().getByRole('textbox', { name: '账号' }).fill('learner01');
    await page().getByTestId('verify-submit').click();
    await expect.poll(() => page().getByTestId('password-error').textContent()).toBe('请输入确认密码');

    // The other mode by keyboard, and back.
    await page().getByRole('tab', { name: '账号密码验证' }).focus();
    await page().keyboard.press('ArrowRight');
    await page().getByRole('textbox', { name: '手机号' }).waitFor();
    await page().getByTestId('verify-submit').click();
    await expect.poll(() => page().getByTestId('mobile-error').textContent()).toBe('请输入手机号');
    await page().getByRole('tab', { name: '手机验证码验证' }).focus();
    await page().keyboard.press('ArrowLeft');

    await page().getByRole('textbox', { name: '账号' }).fill('learner01');
    await page().locator('input[name="password"]').fill('wrong-password');
    await page().getByTestId('verify-submit').click();
    await page().getByTestId('verify-error').waitFor();
    await page().locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page().getByTestId('verify-submit').click();
    await page().getByTestId('page-message').filter({ hasText: '验证通过' }).waitFor();
  });
});
