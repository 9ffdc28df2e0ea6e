import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, DEMO_PASSWORD, route, signIn, waitForRoute } from './support/app';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startFakeWechat, type FakeWechatProcess } from './support/fakes';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, outboxCode } from './support/serverApi';
import { smallTargets } from './support/touchTargets';

// Mini-program registration (/wxcall/register) in a phone browser, and the SSO mock page.
let wechat: FakeWechatProcess;
let server: RunningServer;
let browser: Browser;
let page: Page;
const authorisePages: string[] = [];
const MOBILE = '13912345678';

beforeAll(async () => {
  wechat = await startFakeWechat();
  server = await startServer({ webDist: requireDist(), env: wechat.env });
  browser = await launchChromium({ width: 390, height: 844, isMobile: true });
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('request', (request) => {
    if (request.url().startsWith(`${wechat.url}/connect/`)) authorisePages.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await wechat?.stop();
});

const input = (name: string) => page.locator(`input[name="${name}"]`);
const notice = (text: string) => page.getByTestId('red-notice').filter({ hasText: new RegExp(`^${text}$`) });
const submit = () => page.getByTestId('mini-register-submit').click();
const callbackQuery = () => new URLSearchParams(route(page).split('?')[1] ?? '');

/** Types past the form's cap (as a pre-filled or pasted value would arrive) to reach the length checks. */
async function fillBeyondCap(name: string, value: string): Promise<void> {
  await input(name).evaluate((element) => element.removeAttribute('maxlength'));
  await input(name).fill(value);
}

/** Opens the page as the mini-program does; the fake WeChat authorises at once and sends it back. */
async function openFromMiniProgram(): Promise<void> {
  await page.goto(`${server.url}/#/wxcall/register?miniopenid=mini-newcomer`);
  await page.waitForURL(/#\/wxcall\/register\?.*code=/, { waitUntil: 'commit' });
  await page.getByTestId('mini-register-form').waitFor();
}

describe('mini-program registration', () => {
  it('goes to WeChat base authorisation once and comes back to the form with code and state', async () => {
    await wechat.setScanner('wx-newcomer');
    await openFromMiniProgram();
    expect(authorisePages).toHaveLength(1);
    const authorise = new URL(authorisePages[0] ?? '');
    expect(authorise.pathname).toBe('/connect/oauth2/authorize');
    expect(authorise.searchParams.get('scope')).toBe('snsapi_base');
    expect(authorise.searchParams.get('redirect_uri')).toBe(`${server.url}/wxcall/register?miniopenid=mini-newcomer`);
    const query = callbackQuery();
    expect(query.get('miniopenid')).toBe('mini-newcomer');
    expect(query.get('state')).toBe(authorise.searchParams.get('state'));

    // A reload of the callback keeps the form and does not leave again.
    await page.reload();
    await page.getByTestId('mini-register-form').waitFor();
    expect(authorisePages).toHaveLength(1);
    await expect(input('mobile').getAttribute('maxlength')).resolves.toBe('11');
    await expect(input('name').getAttribute('maxlength')).resolves.toBe('10');
    await expect(input('workunit').getAttribute('maxlength')).resolves.toBe('32');
    await expect(input('workno').getAttribute('maxlength')).resolves.toBe('16');
    expect(await smallTargets(page), 'touch targets of the form').toEqual([]);
  });

  it('shows the nine checks as red notices, in the spec’s order, as the fields are filled', async () => {
    await submit();
    await notice('请先输入手机号').waitFor();
    await input('mobile').fill('12345678901');
    await submit();
    await notice('请输入正确的11位手机号').waitFor();
    await input('mobile').fill(MOBILE);
    await submit();
    await notice('请先输入验证码').waitFor();
    await input('code').fill('000000');
    await submit();
    await notice('请先输入姓名').waitFor();
    await input('name').fill('王芳');
    await submit();
    await notice('请先输入公司全称').waitFor();
    await fillBeyondCap('workunit', '公'.repeat(51));
    await submit();
    await notice('公司全称在50个字以内').waitFor();
    await input('workunit').fill('演示企业有限公司');
    await submit();
    await notice('请先输入职位').waitFor();
    await fillBeyondCap('workno', '职'.repeat(17));
    await submit();
    await notice('职位在16个字以内').waitFor();
    await input('workno').fill('店长');
    await submit();
    await notice('请先勾选同意用户协议和隐私政策').waitFor();
  });

  it('sends the SMS code only to a valid mobile and counts down 60 s', async () => {
    await input('mobile').fill('1391234');
    await page.getByTestId('send-code').click();
    await notice('手机号格式不正确').waitFor();
    await input('mobile').fill(MOBILE);
    await page.getByTestId('send-code').click();
    await page
      .getByTestId('send-code')
      .filter({ hasText: /^\d+秒后重新获取$/ })
      .waitFor();
    await expect(page.getByTestId('send-code').isDisabled()).resolves.toBe(true);
  });

  it('submits with the code from the outbox, lands on the submitted page, and the user waits for review', async () => {
    const code = await outboxCode(server.dataDir, MOBILE);
    const { code: oauthCode } = Object.fromEntries(callbackQuery());
    await input('code').fill(code);
    await agree(page);
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/wechat/mini/user/register') && request.method() === 'POST');
    await submit();
    const body = bodyOf(await sent);
    expect(body).toMatchObject({
      mobile: MOBILE,
      code,
      name: '王芳',
      workunit: '演示企业有限公司',
      workno: '店长',
      sex: '1',
      miniopenid: 'mini-newcomer',
      wxcode: oauthCode,
    });
    await waitForRoute(page, '/wxcall/registersucess');
    await page.getByTestId('page-message').filter({ hasText: '审核已提交，将很快完成，审核通过后将以短信通知您' }).waitFor();
    // Account and password are the mobile; the account is pending review.
    await expect(apiSignIn(server.url, MOBILE, MOBILE)).rejects.toThrow('账号审核中，审核通过后将以短信通知您');
  });

  it('shows the server’s message when the registration is refused', async () => {
    await openFromMiniProgram();
    await input('mobile').fill(MOBILE);
    await input('code').fill('123456');
    await input('name').fill('王芳');
    await input('workunit').fill('演示企业有限公司');
    await input('workno').fill('店长');
    await agree(page);
    await submit();
    await notice('验证码错误或已过期').waitFor();
    expect(route(page)).toMatch(/^\/wxcall\/register\?/);
  });

  it('asks before giving up and then goes back', async () => {
    // The 404 page must render before the next hash change: the router moves in transitions, and two
    // changes in a row can reach React as one, leaving the register page mounted and not leaving again.
    await page.goto(`${server.url}/#/404`);
    await page.getByText('页面错误或无权限').waitFor();
    await openFromMiniProgram();
    await page.getByTestId('mini-register-give-up').click();
    await page.getByText('确定要放弃注册吗').waitFor();
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('确定要放弃注册吗').waitFor({ state: 'hidden' });
    await page.getByTestId('mini-register-give-up').click();
    await page.getByRole('button', { name: '确定' }).click();
    await waitForRoute(page, '/404');
    await wechat.setScanner(null);
  });
});

function bodyOf(request: Request): Record<string, string> {
  const text = request.postData() ?? '';
  if ((request.headers()['content-type'] ?? '').includes('json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

describe('SSO mock page', () => {
  it('shows the 404 page without an administrator', async () => {
    await page.goto(`${server.url}/#/pages/mock/index`);
    await page.getByText('页面错误或无权限').waitFor();
  });

  it('asks for the microphone and reports the outcome', async () => {
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'superadmin', DEMO_PASSWORD);
    await page.waitForFunction(() => window.location.hash.startsWith('#/admin/'));
    await page.goto(`${server.url}/#/pages/mock/index`);
    await page.getByTestId('mock-page').waitFor();
    await page.evaluate(() => {
      const probe = window as unknown as { stopped: number; refuse: boolean; asked: number };
      probe.stopped = 0;
      probe.asked = 0;
      probe.refuse = true;
      navigator.mediaDevices.getUserMedia = async () => {
        probe.asked += 1;
        if (probe.refuse) throw new DOMException('denied', 'NotAllowedError');
        return { getTracks: () => [{ stop: () => (probe.stopped += 1) }] } as unknown as MediaStream;
      };
    });
    const consent = page.getByTestId('microphone-consent');
    const probe = (field: 'stopped' | 'asked') => page.evaluate((name) => (window as unknown as Record<string, number>)[name], field);

    await page.getByTestId('microphone-check').click();
    await consent.waitFor();
    await page.getByRole('button', { name: '拒绝' }).click();
    await consent.waitFor({ state: 'hidden' });
    await expect(probe('asked')).resolves.toBe(0);

    await page.getByTestId('microphone-check').click();
    await page.getByRole('button', { name: '允许' }).click();
    await page.getByTestId('microphone-status').filter({ hasText: '麦克风权限被拒绝，请在浏览器设置中允许使用麦克风' }).waitFor();

    await page.evaluate(() => ((window as unknown as { refuse: boolean }).refuse = false));
    await page.getByTestId('microphone-check').click();
    await page.getByRole('button', { name: '允许' }).click();
    await page.getByTestId('microphone-status').filter({ hasText: '麦克风已可用' }).waitFor();
    await expect(probe('stopped')).resolves.toBe(1);
  });
  it('gives the super admin a demo link that signs the user in on the authcode page', async () => {
    const learner = await apiSignIn(server.url, 'learner02', DEMO_PASSWORD);
    // Still the super admin of the previous test, on the mock page.
    await page.getByTestId('mock-page').waitFor();

    const picker = page.getByTestId('mock-user-picker');
    if ((await picker.count()) > 0) {
      await picker.selectOption({ value: learner.id });
      await expect(input('userid').inputValue()).resolves.toBe(learner.id);
    } else {
      await input('userid').fill(learner.id);
    }
    await page.getByTestId('mock-get-authcode').click();
    await page.getByTestId('mock-link').waitFor();
    const link = (await page.getByTestId('mock-link').getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/#/authcode\\?authcode=[^&]+&userid=${learner.id}$`));

    // The demo link opens in a browser where nobody is signed in.
    await page.evaluate(() => localStorage.removeItem('peilian-user'));
    await page.goto('about:blank');
    await page.goto(link);
    await waitForRoute(page, '/user/dashboard/center');
    await expect(page.locator('.user-name').textContent()).resolves.toBe('刘洋');
  });

  it('shows the 404 page to a learner', async () => {
    await page.goto(`${server.url}/#/pages/mock/index`);
    await page.getByText('页面错误或无权限').waitFor();
    await expect(page.getByTestId('mock-page').count()).resolves.toBe(0);
  });
});
