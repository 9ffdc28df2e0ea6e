import { sealedPassword } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, chooseLearnerLanguage, DEMO_PASSWORD, route, signedInToken, signIn, waitForRoute } from './support/app';
import { a11yScan } from './support/a11y';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startFakeWechat, type FakeWechatProcess } from './support/fakes';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, callApi, outboxCode } from './support/serverApi';

// A phone signing in every way the hosted edition offers, against the real server and a fake WeChat.
let wechat: FakeWechatProcess;
let server: RunningServer;
let phone: Browser;
let otherPhone: Browser;
let page: Page;

beforeAll(async () => {
  wechat = await startFakeWechat();
  // Behind a trusted proxy, so the test can sign in from other addresses (X-Forwarded-For) than the browser.
  server = await startServer({ webDist: requireDist(), env: { ...wechat.env, TRUST_PROXY: 'true' } });
  phone = await launchChromium({ width: 390, height: 844, isMobile: true });
  otherPhone = await launchChromium({ width: 390, height: 844, isMobile: true });
  page = phone.context.pages()[0] ?? (await phone.context.newPage());
});

afterAll(async () => {
  await otherPhone?.close();
  await phone?.close();
  await server?.stop();
  await wechat?.stop();
});

const heading = (target: Page, name: string) => target.getByRole('heading', { name, exact: true });
const tabTitles = () => page.locator('.login-tabs [role="tab"]').allTextContents();
const chooseTab = (name: string) => page.locator('.login-tabs [role="tab"]', { hasText: name }).click();

async function openLogin(target: Page = page) {
  await target.goto(`${server.url}/#/login`);
  await heading(target, '登录').waitFor();
}

/** A password sign-in from outside the browser (from `address`, else the browser's own); its errcode, 0 on success. */
async function apiPasswordLogin(account: string, password: string, address?: string): Promise<number> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(address ? { 'X-Forwarded-For': address } : {}) },
    body: JSON.stringify({ account, ...(await sealedPassword(server.url, password)) }),
  });
  expect(response.status).toBeLessThan(500);
  return ((await response.json()) as { errcode?: number }).errcode ?? 0;
}

async function logout() {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await heading(page, '登录').waitFor();
}

describe('signing in on a phone (hosted edition)', () => {
  it('offers the account, SMS and WeChat tabs with the agreement unticked', async () => {
    await openLogin();
    await page.waitForFunction(() => document.querySelectorAll('.login-tabs [role="tab"]').length === 3);
    await expect(tabTitles()).resolves.toEqual(['账号登录', '短信登录', '微信扫码']);
    await expect(page.getByTestId('agreement').getAttribute('class')).resolves.not.toContain('adm-checkbox-checked');
    await expect(page.getByTestId('agreement').textContent()).resolves.toContain('我已阅读并同意');
    await expect(page.getByText('《用户协议和隐私政策》').count()).resolves.toBe(1);
    await expect(page.getByTestId('icp-record').count()).resolves.toBe(0);
    await expect(page.getByTestId('captcha-image').count()).resolves.toBe(0);
    await expect(page.getByTestId('open-register').textContent()).resolves.toBe('企业注册');
    await a11yScan(page, 'the sign-in page');
  });

  it('opens the join of a typed invite code from the sign-in page, by keyboard, refusing a malformed one first', async () => {
    const owner = (await apiSignIn(server.url, 'owner01', DEMO_PASSWORD)).token;
    const departments = await callApi<{ data: { id: string }[] }>(server.url, 'GET', 'api/admin/organization/department', { token: owner });
    expect(departments.status, JSON.stringify(departments.body)).toBe(200);
    const tree = departments.body.data;
    const created = await callApi<{ invite: { code: string } }>(server.url, 'POST', 'api/admin/organization/invitecode', {
      token: owner,
      body: { title: '登录页邀请', validdate: '', maxcount: 2, departmentid: tree[0]!.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { code } = created.body.invite;
    await openLogin();
    const entry = page.getByTestId('open-invite');
    await expect(entry.textContent()).resolves.toBe('邀请码加入');
    const box = (await entry.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await entry.focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: '邀请码' });
    await field.fill('abc');
    await page.keyboard.press('Enter');
    await page.getByText('请输入 8 位邀请码').waitFor();
    expect(route(page)).toBe('/invite');
    await field.fill(code);
    await page.keyboard.press('Enter');
    await page.getByTestId('invite-summary').waitFor();
    expect(route(page)).toBe(`/invite/${code}`);
    await openLogin();
  });

  it('checks the fields, then the agreement, before calling the server', async () => {
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('account-error').textContent()).resolves.toBe('请先输入账号');
    await expect(page.getByTestId('password-error').textContent()).resolves.toBe('请输入密码');
    await page.locator('input[name="account"]').fill('abc');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('account-error').textContent()).resolves.toBe('账号长度为6到50个字符');
    await page.locator('input[name="account"]').fill('learner01');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('agreement-error').textContent()).resolves.toBe('请先勾选同意隐私协议');
    expect(route(page)).toBe('/login');
  });

  it('signs learner01 in with account and password, lands in the training centre and starts the heartbeat', async () => {
    const heartbeat = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/trainning/system/online'));
    await agree(page);
    const asked: string[] = [];
    const record = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.getByTestId('login-submit').click();
    await waitForRoute(page, '/user/dashboard/center');
    page.off('request', record);
    // The one-time key was fetched while the form was being filled: 登录 sends the sign-in at once.
    expect(asked).toContain('/api/login');
    expect(asked).not.toContain('/api/login/randomcode');
    await heading(page, '培训中心').waitFor();
    await page.getByText('登录成功！').waitFor();
    // The sign-in's answer named the centre's first banner: it started loading beside the centre's call.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => new URL(link.href).pathname),
    );
    expect(preloaded).toEqual([await page.locator('.banner-slide img').first().getAttribute('src')]);
    await expect(heartbeat.then((request) => request.headers().token)).resolves.toMatch(/\S/);
  });

  it('tells the server when the signed-in learner changes the language', async () => {
    const call = page.waitForRequest((request) => request.url().endsWith('/api/trainning/user/changelanguage'));
    await chooseLearnerLanguage(page, 'English');
    await heading(page, 'Training Centre').waitFor();
    await expect(call.then((request) => request.postData())).resolves.toBe('language=en');
    const token = await signedInToken(page);
    const info = await callApi<{ user: { language: string }[] }>(server.url, 'GET', 'api/trainning/user/logininfo', { token });
    expect(info.body.user[0]?.language).toBe('en');
    await chooseLearnerLanguage(page, '简体中文');
    await heading(page, '培训中心').waitFor();
  });

  it('shows the profile popover and the organisation watermark', async () => {
    await page.getByTestId('user-menu').click();
    const card = page.getByTestId('user-card');
    await card.waitFor();
    await expect(page.getByTestId('user-card-name').textContent()).resolves.toBe('张伟');
    const text = (await card.textContent()) ?? '';
    for (const expected of ['男', '部门', '华东销售组', '经验星', '累计学习时长', '退出登录']) expect(text).toContain(expected);
    await page.getByTestId('user-menu').click();
    const watermark = page.getByTestId('watermark');
    await watermark.waitFor({ state: 'attached' });
    await expect(watermark.getAttribute('data-text')).resolves.toMatch(/^张伟 \d{4}-\d{2}-\d{2}$/);
    await expect(watermark.evaluate((canvas) => getComputedStyle(canvas).pointerEvents)).resolves.toBe('none');
    // The cell is drawn: the background the browser kept is the SVG image of the text.
    const background = await watermark.evaluate((layer) => getComputedStyle(layer).backgroundImage);
    expect(background).toMatch(/^url\("data:image\/svg\+xml/);
    expect(decodeURIComponent(background)).toContain('>张伟 ');
  });

  it('logs this phone out with the logged-out-elsewhere alert when the account signs in on another phone (10001)', async () => {
    const other = otherPhone.context.pages()[0] ?? (await otherPhone.context.newPage());
    await openLogin(other);
    await signIn(other, 'learner01', DEMO_PASSWORD);
    await waitForRoute(other, '/user/dashboard/center');
    // The next call of the first phone (here the user refresh of a reload) is answered 10001.
    await page.reload();
    await page.getByTestId('logged-out-elsewhere').waitFor();
    await expect(page.getByTestId('logged-out-elsewhere').textContent()).resolves.toContain('您的账号已在其他地方登录，已被强制下线');
    expect(route(page)).toBe('/login');
    await other.close();
  });

  it('signs in with an SMS code after a visible resend countdown', async () => {
    await chooseTab('短信登录');
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('mobile-error').textContent()).resolves.toBe('请先输入手机号');
    await page.locator('input[name="mobile"]').fill('138000000021234');
    await expect(page.locator('input[name="mobile"]').inputValue()).resolves.toBe('13800000002');
    await page.getByTestId('send-code').click();
    await page
      .getByTestId('send-code')
      .filter({ hasText: /^\d+秒后重新获取$/ })
      .waitFor();
    await expect(page.getByTestId('send-code').isDisabled()).resolves.toBe(true);
    await page.getByText('验证码已发送，请注意查收').waitFor();
    const code = await outboxCode(server.dataDir, '13800000002');
    await page.locator('input[name="code"]').fill(code);
    await agree(page);
    await page.getByTestId('mobile-submit').click();
    await waitForRoute(page, '/user/dashboard/center');
    await expect(page.locator('.user-name').textContent()).resolves.toBe('刘洋');
  });

  it('binds WeChat for the signed-in learner through the OAuth pages', async () => {
    await wechat.setScanner('wx-learner02');
    await page.goto(`${server.url}/#/wxcall/bind`);
    // The browser leaves for the (fake) WeChat authorise page, which returns to the server's callback.
    await page.waitForURL(/#\/wxcallback\/bind\?code=/, { waitUntil: 'commit' });
    await page.getByTestId('page-message').filter({ hasText: '绑定成功' }).waitFor();
    await wechat.setScanner(null);
    await page.goto(`${server.url}/#/user/dashboard/center`);
    await heading(page, '培训中心').waitFor();
    await logout();
  });

  it('signs in by WeChat QR code once the phone confirms', async () => {
    await chooseTab('微信扫码');
    await expect(page.getByTestId('qr-needs-agreement').textContent()).resolves.toBe('请先勾选同意隐私协议');
    await agree(page);
    const qr = page.getByTestId('qr-code');
    await qr.waitFor();
    await expect(page.getByTestId('qr-status').textContent()).resolves.toBe('请使用微信扫一扫登录');
    const ticket = new URL((await qr.getAttribute('data-value')) ?? '').searchParams.get('state');
    expect(ticket).toBeTruthy();

    const scanner = await otherPhone.context.newPage();
    await scanner.goto(`${server.url}/wxcallback/login?code=code-wx-learner02&state=${ticket}`);
    await scanner.getByTestId('page-message').filter({ hasText: '登录成功' }).waitFor();
    await scanner.close();

    await waitForRoute(page, '/user/dashboard/center');
    await expect(page.locator('.user-name').textContent()).resolves.toBe('刘洋');
    await logout();
  });

  it('tells both screens when the scanning WeChat is not bound', async () => {
    await chooseTab('微信扫码');
    await agree(page);
    const qr = page.getByTestId('qr-code');
    await qr.waitFor();
    const ticket = new URL((await qr.getAttribute('data-value')) ?? '').searchParams.get('state');
    const scanner = await otherPhone.context.newPage();
    await scanner.goto(`${server.url}/wxcallback/login?code=code-wx-nobody&state=${ticket}`);
    await scanner.getByTestId('page-message').filter({ hasText: '登录失败，请先绑定微信' }).waitFor();
    await scanner.close();
    await page.getByTestId('qr-status').filter({ hasText: '该微信未绑定账号，请先绑定微信' }).waitFor();
    // The code can be replaced with a click.
    await page.getByTestId('qr-box').click();
    await page.getByTestId('qr-status').filter({ hasText: '请使用微信扫一扫登录' }).waitFor();
    expect(route(page)).toBe('/login');
  });

  it('says once why no QR code came, without a spinner, and fetches one again on retry', async () => {
    const create = '**/api/login/wxqrcode';
    await chooseTab('账号登录');
    await page.route(create, (request) => request.abort('internetdisconnected'));
    try {
      await chooseTab('微信扫码');
      await page.getByTestId('qr-unavailable').waitFor();
      await expect(page.getByText('网络不可用，请检查网络后重试').count()).resolves.toBe(1);
      await expect(page.locator('.qr-panel .spinner').count()).resolves.toBe(0);
    } finally {
      await page.unroute(create);
    }
    await page.getByTestId('qr-retry').click();
    await page.getByTestId('qr-code').waitFor();
    await expect(page.getByTestId('qr-status').textContent()).resolves.toBe('请使用微信扫一扫登录');
  });

  it('makes learner03 change the password at first login, then lands after 2 s', async () => {
    await chooseTab('账号登录');
    await signIn(page, 'learner03', DEMO_PASSWORD);
    const dialog = page.getByTestId('password-dialog');
    await dialog.waitFor();
    await expect(page.getByTestId('password-reason').textContent()).resolves.toBe('首次登录需要修改密码');
    await a11yScan(page, 'change password');
    const submit = () => page.getByTestId('password-submit').click();
    await submit();
    await expect(page.getByTestId('newPassword-error').textContent()).resolves.toBe('请输入密码');
    await expect(page.getByTestId('confirmPassword-error').textContent()).resolves.toBe('请输入密码');
    await page.locator('input[name="newPassword"]').fill('Ab1!');
    await page.locator('input[name="confirmPassword"]').fill('Ab1!');
    await submit();
    await expect(page.getByTestId('newPassword-error').textContent()).resolves.toBe('密码长度为8到15个字符');
    await page.locator('input[name="newPassword"]').fill('abcdefgh');
    await submit();
    await expect(page.getByTestId('newPassword-error').textContent()).resolves.toBe('密码须包含大写字母、小写字母、数字和特殊字符，且不能包含空格');
    await page.locator('input[name="newPassword"]').fill('Newpass@2026');
    await page.locator('input[name="confirmPassword"]').fill('Newpass@2027');
    await submit();
    await expect(page.getByTestId('confirmPassword-error').textContent()).resolves.toBe('两次输入的密码不一致！');
    await page.locator('input[name="confirmPassword"]').fill(' Newpass@2026 ');
    await submit();
    await page.getByText('密码修改成功').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(route(page)).toBe('/login');
    await waitForRoute(page, '/user/dashboard/center');
    await expect(page.locator('.user-name').textContent()).resolves.toBe('陈静');
    await logout();
    // The new password is the one that works now.
    await signIn(page, 'learner03', 'Newpass@2026');
    await waitForRoute(page, '/user/dashboard/center');
  });

  it('sends the device token of the last sign-in with the next one', async () => {
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('peilian-device-tokens'))) ?? '[]') as [string, string][];
    const token = kept.find(([account]) => account === 'learner01')?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);
    await logout();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/login'));
    await signIn(page, 'learner01', DEMO_PASSWORD);
    expect(new URLSearchParams((await sent).postData() ?? '').get('devicetoken')).toBe(token);
    await waitForRoute(page, '/user/dashboard/center');
  });

  it('shows the captcha when the server asks for it after failed sign-ins of the account, and sends the answer', async () => {
    await logout();
    await expect(page.getByTestId('captcha-image').count()).resolves.toBe(0);
    // Someone elsewhere got learner02's password wrong three times.
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(await apiPasswordLogin('learner02', 'Wrong@2026', '192.0.2.8')).toBe(40003);

    await signIn(page, 'learner02', DEMO_PASSWORD);
    await page.getByTestId('login-error').filter({ hasText: '登录失败次数较多，请输入图形验证码后再登录' }).waitFor();
    const captcha = page.getByTestId('captcha-image');
    await captcha.waitFor();
    expect(route(page)).toBe('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('captcha-error').textContent()).resolves.toBe('请输入图形验证码');

    const before = await captcha.getAttribute('src');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/login'));
    await page.locator('input[name="captcha"]').fill('zzzz');
    await page.getByTestId('login-submit').click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect(body.get('randomcode')).toBe('zzzz');
    expect(before).toContain(`randomkey=${body.get('randomkey') ?? ''}`);
    await page.getByTestId('login-error').filter({ hasText: '图形验证码错误' }).waitFor();
    await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
    await expect(page.locator('input[name="captcha"]').inputValue()).resolves.toBe('');
  });

  it('says how long to wait when this address keeps failing an account, without a lock for its owner elsewhere', async () => {
    // Ten failures of admin01 from the browser's address; its owner signs in elsewhere in between,
    // so the account itself never needs the captcha.
    for (let round = 1; round <= 5; round += 1) {
      for (let attempt = 1; attempt <= 2; attempt += 1) expect(await apiPasswordLogin('admin01', 'Wrong@2026')).toBe(40003);
      expect(await apiPasswordLogin('admin01', DEMO_PASSWORD, '192.0.2.9')).toBe(0);
    }
    // Ten failures from this address: a login page opened here shows the captcha from the start.
    await openLogin();
    await page.reload();
    await heading(page, '登录').waitFor();
    await page.getByTestId('captcha-image').waitFor();
    await page.locator('input[name="captcha"]').fill('zzzz');
    await signIn(page, 'admin01', DEMO_PASSWORD);
    await page
      .getByTestId('login-error')
      .filter({ hasText: /^登录尝试次数过多，请\d+秒后再试$/ })
      .waitFor();
    expect(route(page)).toBe('/login');
    expect(await apiPasswordLogin('admin01', DEMO_PASSWORD, '192.0.2.9')).toBe(0);
  });

  it('shows the captcha when the server asks for it before another SMS code, and sends the answer', async () => {
    // Five codes asked from this address within the hour: the next needs the captcha.
    for (let sent = 1; sent <= 5; sent += 1) await fetch(`${server.url}/api/trainning/user/verifycode?mobile=1390000${1000 + sent}`);
    await openLogin();
    await chooseTab('短信登录');
    await page.locator('input[name="mobile"]').fill('13800000003');
    await page.getByTestId('send-code').click();
    await page.getByText('请先完成验证，再获取短信验证码').waitFor();
    const captcha = page.getByTestId('captcha-image');
    await captcha.waitFor();

    const before = await captcha.getAttribute('src');
    const sent = page.waitForRequest((request) => request.url().includes('/api/trainning/user/verifycode'));
    await page.locator('input[name="captcha"]').fill('zzzz');
    await page.getByTestId('send-code').click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('randomcode')).toBe('zzzz');
    expect(before).toContain(`randomkey=${query.get('randomkey') ?? ''}`);
    await page.getByText('图形验证码错误').waitFor();
    await page.waitForFunction((old) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== old, before);
  });
});
