import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { apiSignIn, callApi } from './support/serverApi';

// Watermark and personalisation (admin §3 settings): the owner sets a custom watermark text and the
// organisation's logos and login background in 系统设置; the back office shows them at once, the
// login page before anyone signs in (by this device's last organisation, or by the link's `?org=`),
// and the learner centre on a phone.
const app = useAppUnderTest();
const page = (): Page => app.page;
const WATERMARK_TEXT = '内部资料 严禁外传';
let orgId = '';

/** A PNG of the given size drawn by the browser (an upload the server accepts as an image). */
async function png(width: number, height: number, colour: string): Promise<Buffer> {
  const data = await page().evaluate(
    ([w, h, fill]) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height, colour] as const,
  );
  return Buffer.from(data, 'base64');
}

async function uploadLookImage(field: string, image: Buffer): Promise<string> {
  const card = page().getByTestId(`setting-look-${field}`);
  await card.locator('input[type="file"]').setInputFiles({ name: `${field}.png`, mimeType: 'image/png', buffer: image });
  const preview = page().getByTestId(`setting-look-${field}-preview`);
  await preview.waitFor();
  return (await preview.getAttribute('src')) ?? '';
}

const watermarkText = () => page().getByTestId('watermark').getAttribute('data-text');
/** Whether the learner logo's image has loaded and is drawn. */
const logoDrawn = () =>
  page()
    .getByTestId('learner-logo')
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

beforeAll(async () => {
  orgId = (await apiSignIn(app.server.url, 'owner01', DEMO_PASSWORD)).orgid;
});

describe('watermark and personalisation', () => {
  let logo = '';
  let background = '';

  it('the owner sets a custom watermark text, shown at once over the back office', async () => {
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/system/adminsetting`);
    await expect.poll(watermarkText).toMatch(/^王芳 \d{4}-\d{2}-\d{2}$/);
    await page().getByTestId('setting-watermark-content').getByText('自定义文字').click();
    await page().getByTestId('setting-watermark-save').click();
    await page().getByTestId('setting-watermark-errors').getByText('请输入水印文字').waitFor();
    await page().getByTestId('setting-watermark-text').fill(WATERMARK_TEXT);
    await page().getByTestId('setting-watermark-save').click();
    await page().getByTestId('setting-watermark').getByText('已保存').waitFor();
    await expect.poll(watermarkText).toBe(WATERMARK_TEXT);
    await a11yScan(page(), 'settings with the watermark');
  });

  it('the owner uploads the logos and the login background; the back office shows its logo', async () => {
    logo = await uploadLookImage('backstagelogo', await png(186, 50, '#aa3300'));
    expect(logo).toMatch(new RegExp(`^/files/${orgId}/individuate/`));
    await uploadLookImage('trainlogo', await png(186, 50, '#aa3300'));
    background = await uploadLookImage('bgimg', await png(192, 97, '#335577'));
    await page().getByTestId('setting-look-primarycolor').fill('red');
    await page().getByTestId('setting-look-save').click();
    await page().getByTestId('setting-look-errors').getByText('请输入#RRGGBB格式的颜色').waitFor();
    await page().getByTestId('setting-look-primarycolor').fill('#AA3300');
    // The second colour from the browser's colour chooser: the field takes what was chosen.
    await page().getByLabel('选择辅助色').fill('#117733');
    await expect.poll(() => page().getByTestId('setting-look-secondcolor').inputValue()).toBe('#117733');
    await page().getByTestId('setting-look-save').click();
    await page().getByTestId('setting-look').getByText('已保存').waitFor();
    await expect.poll(() => page().getByTestId('admin-logo').getAttribute('src')).toBe(logo);
    await expect
      .poll(() =>
        page()
          .getByTestId('setting-look-save')
          .evaluate((button) => getComputedStyle(button).backgroundColor),
      )
      .toBe('rgb(170, 51, 0)');
    await a11yScan(page(), 'settings with the personalisation');
  });

  it('the login page shows them before sign-in: the last organisation of this device, or the link', async () => {
    await page().evaluate(() => {
      const org = localStorage.getItem('peilian-last-org');
      localStorage.clear();
      if (org) localStorage.setItem('peilian-last-org', org);
    });
    await page().goto(`${app.server.url}/#/login`);
    await page().reload();
    await expect.poll(() => page().getByTestId('login-logo').getAttribute('src')).toBe(await trainLogo());
    await expect
      .poll(() =>
        page()
          .getByTestId('login-page')
          .evaluate((element) => getComputedStyle(element).backgroundImage),
      )
      .toContain(background);
    await a11yScan(page(), 'login page with the personalisation');

    // A device that never signed in here: the product's look, unless the link names the organisation.
    await page().evaluate(() => localStorage.clear());
    await page().reload();
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await expect
      .poll(() =>
        page()
          .getByTestId('login-page')
          .evaluate((element) => getComputedStyle(element).backgroundImage),
      )
      .toBe('none');
    await expect(page().getByTestId('login-logo').count()).resolves.toBe(0);
    await page().goto(`${app.server.url}/#/login?org=${orgId}`);
    await expect.poll(() => page().getByTestId('login-logo').getAttribute('src')).toBe(await trainLogo());
  });

  it('the learner centre shows the logo and the custom watermark on a phone', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().goto(`${app.server.url}/#/login`);
    await signIn(page(), 'learner01', DEMO_PASSWORD);
    await waitForRoute(page(), '/user/dashboard/center');
    await expect.poll(() => page().getByTestId('learner-logo').getAttribute('src')).toBe(await trainLogo());
    await expect.poll(watermarkText).toBe(WATERMARK_TEXT);
    await a11yScan(page(), 'learner centre with the personalisation');
  });

  it('keeps the logo on the phone: an offline start shows it, with no message that the look failed', async () => {
    const logoSrc = await trainLogo();
    // The logo itself is cached once the service worker controls the page and it is shown again.
    await page().evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page().reload();
    await expect.poll(logoDrawn).toBe(true);
    await app.browser.context.setOffline(true);
    try {
      await page().reload();
      await page().getByTestId('group-inprogress').waitFor();
      await expect.poll(() => page().getByTestId('learner-logo').getAttribute('src')).toBe(logoSrc);
      await expect.poll(logoDrawn).toBe(true);
      await expect(page().getByText('获取系统个性化配置数据失败').count()).resolves.toBe(0);
    } finally {
      await app.browser.context.setOffline(false);
    }
  });
});

/** The learner logo the owner saved, as the public look answers it. */
async function trainLogo(): Promise<string> {
  const answer = await callApi<{ setting: { data: string } }>(app.server.url, 'GET', `api/systemconfig?org=${orgId}`, {});
  return (JSON.parse(answer.body.setting.data) as { trainlogo: string }).trainlogo;
}
