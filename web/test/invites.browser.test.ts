import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { agree, signIn, waitForRoute } from './support/app';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { launchChromium, type Browser } from './support/chromium';
import { outboxCode } from './support/serverApi';
import { smallTargets } from './support/touchTargets';

// Invite codes (admin §3 Invite code): the owner issues one on a desktop from the users page and
// opens its QR code; a new person opens its link on a phone, joins with an SMS code and a password of
// their own, and signs in with the mobile number as account and that password (the mobile number is
// not a password); the owner sees the join counted, then revokes the code, which the join page
// refuses from then on.
const app = useAppUnderTest({ viewport: DESKTOP });
let phone: Browser;
let person: Page;
let code = '';
const MOBILE = '13912340001';
const CHOSEN = 'Chosen#2026';
const TITLE = '春季新人';

const admin = (): Page => app.page;
const dialog = () => admin().locator('.ant-modal:visible');
const row = () => admin().getByTestId('invite-table').locator('tbody tr.ant-table-row', { hasText: TITLE });

async function chooseOption(selector: string, label: string) {
  await dialog().locator(selector).click();
  await admin().locator('.ant-select-item-option:visible, .ant-select-tree-node-content-wrapper:visible', { hasText: label }).first().click();
}

beforeAll(async () => {
  phone = await launchChromium(PHONE);
  person = phone.context.pages()[0] ?? (await phone.context.newPage());
});

afterAll(async () => {
  await phone?.close();
});

describe('invite codes', () => {
  it('the owner creates a code from the users page, sees it listed and opens its QR code', async () => {
    await signInAt(admin(), app.server.url, 'owner01');
    await admin().waitForFunction(() => window.location.hash.startsWith('#/admin/'));
    await admin().goto(`${app.server.url}/#/admin/system/adminuser`);
    await admin().getByTestId('invite-codes-open').click();
    await waitForRoute(admin(), '/admin/system/invitecode');
    await admin().getByTestId('invite-add').click();
    await dialog().locator('#invite-title').fill('春季入职的新人们呀');
    await dialog().getByText('最多8个字符').waitFor();
    await dialog().locator('#invite-title').fill(TITLE);
    await admin().getByTestId('invite-dialog-save').click();
    await dialog().getByText('请选择加入的部门').waitFor();
    await dialog().locator('#invite-maxcount').fill('5');
    await chooseOption('#invite-department', '销售部');
    await chooseOption('#invite-position', '销售代表');
    await chooseOption('#invite-role', '学员');
    await admin().getByTestId('invite-dialog-save').click();
    await row().waitFor();
    const cells = await row().locator('td').allTextContents();
    code = cells[1] ?? '';
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(cells.slice(0, 8)).toEqual([TITLE, code, '销售部', '销售代表', '学员', '永久有效', '0/5', '可用']);
    await a11yScan(admin(), 'invite codes');

    await admin().getByTestId(`invite-qr-${code}`).click();
    await expect(admin().getByTestId('invite-qr-image').getAttribute('data-value')).resolves.toBe(`${app.server.url}/#/invite/${code}`);
    await expect(admin().getByTestId('invite-qr-code').textContent()).resolves.toBe(code);
    await a11yScan(admin(), 'invite QR code');
    await dialog().getByRole('button', { name: '关闭' }).click();
  });

  it('a new person joins on a phone with an SMS code and a password of their own, and signs in with it', async () => {
    await person.goto(`${app.server.url}/#/invite/${code}`);
    await expect(person.getByTestId('invite-summary').textContent()).resolves.toMatch(new RegExp(`^加入.+邀请码“${TITLE}” · 加入部门：销售部$`));
    await person.getByTestId('invite-join-submit').click();
    await person.getByTestId('agreement-error').waitFor();
    await expect(person.getByTestId('password-error').textContent()).resolves.toBe('请输入密码');
    await expect(person.getByLabel(/^密码/).getAttribute('type')).resolves.toBe('password');
    await expect(person.getByLabel(/^确认密码/).getAttribute('type')).resolves.toBe('password');
    await expect(smallTargets(person)).resolves.toEqual([]);
    await a11yScan(person, 'invite join page');

    await person.locator('input[name="mobile"]').fill(MOBILE);
    await person.getByTestId('send-code').click();
    await person.locator('input[name="code"]').fill(await outboxCode(app.server.dataDir, MOBILE));
    await person.locator('input[name="name"]').fill('陈新');
    await agree(person);
    // Refused on the phone before anything is sent: the mobile number as password, then a confirmation that differs.
    let joins = 0;
    person.on('request', (request) => void (request.url().endsWith('/join') && (joins += 1)));
    await person.getByLabel(/^密码/).fill(MOBILE);
    await person.getByLabel(/^确认密码/).fill(MOBILE);
    await person.getByTestId('invite-join-submit').click();
    await person.getByTestId('password-error').filter({ hasText: '密码不能是手机号' }).waitFor();
    await person.getByLabel(/^密码/).fill(CHOSEN);
    await person.getByTestId('invite-join-submit').click();
    await person.getByTestId('confirm-error').filter({ hasText: '两次输入的密码不一致!' }).waitFor();
    expect(joins).toBe(0);
    await person.getByLabel(/^确认密码/).fill(CHOSEN);
    await person.getByTestId('invite-join-submit').click();
    await person
      .getByTestId('page-message')
      .filter({ hasText: `请用手机号 ${MOBILE} 和刚设置的密码登录` })
      .waitFor();
    expect(joins).toBe(1);
    await person.getByTestId('invite-to-login').click();
    await waitForRoute(person, '/login');
    await signIn(person, MOBILE, MOBILE);
    await person.getByTestId('login-error').filter({ hasText: '账号或密码错误' }).waitFor();
    await signIn(person, MOBILE, CHOSEN);
    await person.waitForFunction(() => !window.location.hash.startsWith('#/login'));
    await expect(person.getByTestId('password-reason').count()).resolves.toBe(0);
  });

  it('asks for the captcha before another SMS code when the address has asked for many, and sends its answer', async () => {
    // A whole intake joins from one office address: after five codes within the hour the next needs the captcha.
    for (let sent = 1; sent <= 5; sent += 1) await fetch(`${app.server.url}/api/wechat/mini/user/register/verifycode?mobile=1390000${2000 + sent}`);
    await person.goto(`${app.server.url}/#/invite/${code}`);
    await person.locator('input[name="mobile"]').fill('13912340002');
    await person.getByTestId('send-code').click();
    await person.getByText('请先完成验证，再获取短信验证码').waitFor();
    const captcha = person.getByTestId('captcha-image');
    const before = await captcha.getAttribute('src');
    const sent = person.waitForRequest((request) => request.url().includes('/register/verifycode'));
    await person.locator('input[name="captcha"]').fill('zzzz');
    await person.getByTestId('send-code').click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('randomcode')).toBe('zzzz');
    expect(before).toContain(`randomkey=${query.get('randomkey') ?? ''}`);
    await person.getByText('图形验证码错误').waitFor();
  });

  it('counts the join, and a revoked code is refused on the join page', async () => {
    await admin().reload();
    await expect.poll(() => admin().getByTestId(`invite-usage-${code}`).textContent()).toBe('1/5');
    await admin().getByTestId(`invite-revoke-${code}`).click();
    await admin().locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => row().locator('.ant-tag').textContent()).toBe('已停用');
    await expect(admin().getByTestId(`invite-edit-${code}`).count()).resolves.toBe(0);

    await person.goto('about:blank');
    await person.goto(`${app.server.url}/#/invite/${code}`);
    await person.getByTestId('invitecode-error').filter({ hasText: '邀请码不存在或已停用' }).waitFor();
  });
});
