import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sealedPassword } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { logOutOfAdmin, openSidebarEntry, sidebarEntries, signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { DIST_DIR } from './support/dist';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// The provider's review of enterprise self-registrations on a desktop: the seeded registration and a
// new one waiting, one rejected with a reason, one approved — each registrant told by SMS — and the
// page out of reach of an organisation's own owner.
const app = useAppUnderTest();
let server: RunningServer;
let page: Page;
const LOGO = readFileSync(join(DIST_DIR, 'icons', 'icon-192.png'));
const SEEDED = { orgname: '星河汽车销售服务有限公司', account: 'pending01', mobile: '13800000009' };
const suffix = Date.now().toString(36);
const NEWCOMER = { orgname: `待拒绝企业${suffix}`, contact: '钱多多', mobile: '13912340000', account: `boss${suffix}` };

beforeAll(async () => {
  ({ server, page } = app);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(LOGO)], { type: 'image/png' }), 'logo.png');
  const upload = (await (await fetch(`${server.url}/api/file/upload?filetype=logo`, { method: 'POST', body: form })).json()) as { path: string };
  const registered = await callApi(server.url, 'POST', 'api/register', {
    body: { ...NEWCOMER, business: 2, logo: upload.path, ...(await sealedPassword(server.url, 'Owner@2026')) },
  });
  expect(registered.status).toBe(200);
});

const table = () => page.getByTestId('registration-table');
const row = (text: string) => table().locator('tbody tr.ant-table-row', { hasText: text });
const toast = (text: string) => page.locator('.ant-message-notice', { hasText: text });
const dialog = () => page.locator('.ant-modal:visible');
const smsTo = (mobile: string) =>
  readFileSync(join(server.dataDir, 'outbox', 'sms.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; text?: string })
    .filter((message) => message.mobile === mobile && message.text)
    .map((message) => message.text);

describe('enterprise registration review', () => {
  it('lists the registrations waiting, oldest first, with logo, contact and mobile, for the platform top administrator', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await openSidebarEntry(page, '系统管理', '企业注册审核');
    await waitForRoute(page, '/admin/system/registrationreview');
    await expect(page.getByTestId('registration-review-title').textContent()).resolves.toBe('企业注册审核');
    await row(NEWCOMER.orgname).waitFor();
    await expect(table().locator('tbody tr.ant-table-row').first().textContent()).resolves.toContain(SEEDED.orgname);
    const seeded = await row(SEEDED.orgname).locator('td').allTextContents();
    expect(seeded.slice(1, 6)).toEqual([SEEDED.orgname, '汽车', '赵敏', SEEDED.mobile, SEEDED.account]);
    const newcomer = await row(NEWCOMER.orgname).locator('td').allTextContents();
    expect(newcomer.slice(1, 6)).toEqual([NEWCOMER.orgname, '汽车', NEWCOMER.contact, NEWCOMER.mobile, NEWCOMER.account]);
    for (const name of [SEEDED.orgname, NEWCOMER.orgname]) {
      await expect
        .poll(() =>
          row(name)
            .locator('img')
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
    }
    await expect(page.locator('.ant-pagination-total-text').textContent()).resolves.toBe('共 2 条');
  });

  it('rejects with a reason, which the registrant receives by SMS, and lists it under 已拒绝', async () => {
    await page.getByTestId(`registration-reject-${NEWCOMER.orgname}`).click();
    await page.getByTestId('registration-reject-confirm').click();
    await dialog().locator('.ant-form-item-explain-error', { hasText: '请输入拒绝原因' }).waitFor();
    await page.getByTestId('registration-reject-reason').fill('营业执照与企业名称不符');
    await page.getByTestId('registration-reject-confirm').click();
    await toast('已拒绝，已短信通知联系人').waitFor();
    await row(NEWCOMER.orgname).waitFor({ state: 'detached' });
    expect(smsTo(NEWCOMER.mobile)).toEqual([`您好，您注册的企业“${NEWCOMER.orgname}”未通过审核，原因：营业执照与企业名称不符。`]);

    await page.getByTestId('registration-tab-rejected').click();
    await expect(row(NEWCOMER.orgname).textContent()).resolves.toContain('营业执照与企业名称不符');
    await expect(page.getByTestId(`registration-reject-${NEWCOMER.orgname}`).count()).resolves.toBe(0);
    await page.getByTestId('registration-tab-pending').click();
    await row(SEEDED.orgname).waitFor();
  });

  it('approves after confirming; the registrant is told by SMS and can sign in', async () => {
    await expect(apiSignIn(server.url, SEEDED.account)).rejects.toThrow(/40324/);
    await page.getByTestId(`registration-approve-${SEEDED.orgname}`).click();
    await page.getByTestId('registration-approve-confirm').click();
    await toast('已通过，已短信通知联系人').waitFor();
    await row(SEEDED.orgname).waitFor({ state: 'detached' });
    await expect(table().textContent()).resolves.toContain('暂无待审核的企业注册');
    expect(smsTo(SEEDED.mobile)).toEqual([`您好，您注册的企业“${SEEDED.orgname}”已审核通过，现在可以使用管理员账号${SEEDED.account}登录。`]);
    await expect(apiSignIn(server.url, SEEDED.account)).resolves.toMatchObject({ orgname: SEEDED.orgname, orgowner: 1 });
  });

  it('ends an organisation’s account on a day, which refuses its sign-ins, and renews it; never the platform’s own', async () => {
    await page.getByTestId('registration-tab-approved').click();
    await row(SEEDED.orgname).waitFor();
    await expect(row(SEEDED.orgname).textContent()).resolves.toContain('长期有效');
    // The platform's own organisation (the demo's, the top administrator's) is offered no last day.
    await expect(row('演示企业').textContent()).resolves.toContain('平台自身企业，不设到期日');
    await expect(page.getByTestId('registration-expiry-演示企业').count()).resolves.toBe(0);
    await page.getByTestId(`registration-expiry-${SEEDED.orgname}`).click();
    await page.getByTestId('registration-expiry-none').click();
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    await page.locator('#registration-expiry-day').fill(yesterday);
    await page.locator('#registration-expiry-day').press('Tab');
    await a11yScan(page, 'the account end dialog');
    await page.getByTestId('registration-expiry-save').click();
    await toast('已保存账号到期日').waitFor();
    await expect.poll(() => row(SEEDED.orgname).textContent()).toContain(yesterday);
    await expect(row(SEEDED.orgname).getByTestId('registration-expired').textContent()).resolves.toBe('已到期');
    await expect(apiSignIn(server.url, SEEDED.account)).rejects.toThrow(/40371/);

    await page.getByTestId(`registration-expiry-${SEEDED.orgname}`).click();
    await page.getByTestId('registration-expiry-none').click();
    await page.getByTestId('registration-expiry-save').click();
    await expect.poll(() => row(SEEDED.orgname).textContent()).toContain('长期有效');
    await expect(row(SEEDED.orgname).getByTestId('registration-expired').count()).resolves.toBe(0);
    await expect(apiSignIn(server.url, SEEDED.account)).resolves.toMatchObject({ orgname: SEEDED.orgname });
  });

  it("is not an organisation owner's page: no menu entry, and the address leads to /404", async () => {
    await logOutOfAdmin(page);
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await expect(sidebarEntries(page, '系统管理')).resolves.not.toContain('企业注册审核');
    await page.goto(`${server.url}/#/admin/system/registrationreview`);
    await waitForRoute(page, '/404');
  });
});
