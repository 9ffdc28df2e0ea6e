import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { jpegScanPdf, startFramingHost, violationLog } from './support/contentSecurity';
import { departmentId, mediaId, playVideo, solidPng, uploadLibraryFile } from './support/learnerTraining';
import { DEMO_ANSWERS } from './support/practice';
import { apiSignIn, callApi } from './support/serverApi';

// The server's Content-Security-Policy (docs/security.md, "Security headers") against the real
// app: the learner PWA on a phone, the back office on a desktop, the pages the mini-program's
// web-view and a third-party host open — each visited as a user would, with every
// `securitypolicyviolation` event and every browser message about the policy collected (in pages,
// frames and workers); none may occur. A second local site frames the third-party landing page:
// the app lets it by one of its names (FRAME_ANCESTORS) and refuses it by the other.
let host: Awaited<ReturnType<typeof startFramingHost>> | undefined;
beforeAll(async () => {
  host = await startFramingHost();
});
afterAll(() => host?.close());
const portal = () => `http://localhost:${host?.port}`;
const intruder = () => `http://127.0.0.1:${host?.port}`;
const app = useAppUnderTest({
  viewport: PHONE,
  env: () => ({ FRAME_ANCESTORS: portal() }),
  browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});
const phone = (): Page => app.page;
let desktop: Browser;
let admin: Page;
const violations = violationLog();

/** Every <img> of the page has loaded and has pixels (a refused image would not). */
async function imagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
}

const DOCUMENT_TITLE = '安全策略阅读';
const SCAN_TITLE = '安全策略扫描件';
const VIDEO_TITLE = '安全策略视频';
let files = { packageId: '', fileChild: '', scanChild: '', videoChild: '' };

/** A published package with two PDFs (text; a JPEG 2000 scan) and a video, none waiting for another. */
async function publishedMediaPackage(base: string): Promise<typeof files> {
  const { token } = await apiSignIn(base, 'superadmin', DEMO_PASSWORD);
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: '安全策略', passscore: 60, sort: 0, starttime, endtime, range: { departments: [await departmentId(base, token, '销售部')] } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const packageId = created.body.package.id;
  const child = async (body: Record<string, unknown>) => {
    const added = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
      token,
      body: { starttime, endtime, sort: 0, required: 1, settings: {}, ...body },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.child.id;
  };
  const fileChild = await child({
    type: 4,
    title: DOCUMENT_TITLE,
    weight: 40,
    refs: [{ mediaid: await mediaId(base, token, 'file', '产品手册'), seconds: 60 }],
  });
  const scan = await uploadLibraryFile(base, token, '安全策略扫描件.pdf', jpegScanPdf());
  const scanChild = await child({ type: 4, title: SCAN_TITLE, weight: 30, sort: 1, refs: [{ mediaid: scan, seconds: 60 }] });
  const videoChild = await child({
    type: 5,
    title: VIDEO_TITLE,
    weight: 30,
    sort: 2,
    refs: [{ mediaid: await mediaId(base, token, 'video', '新员工入职视频'), seconds: 60 }],
    settings: { allowseek: 1 },
  });
  const published = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { packageId, fileChild, scanChild, videoChild };
}

beforeAll(async () => {
  await violations.watch(app.browser.context);
  violations.watchWorkers(phone());
  desktop = await launchChromium(DESKTOP);
  await violations.watch(desktop.context);
  admin = desktop.context.pages()[0] ?? (await desktop.context.newPage());
  files = await publishedMediaPackage(app.server.url);
});

afterAll(async () => {
  await desktop?.close();
});

describe('the learner PWA on a phone', () => {
  it('shows the login page and installs the service worker', async () => {
    await phone().goto(`${app.server.url}/#/login`);
    await phone().getByRole('heading', { name: '登录', exact: true }).waitFor();
    const workerState = () => phone().evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.state ?? 'none'));
    await expect.poll(workerState, { timeout: 15_000 }).toBe('activated');
    await imagesLoaded(phone());
    expect(violations.take()).toEqual([]);
  });

  it('shows the signed-in centre with its banners and watermark, the personal centre and the ranking', async () => {
    await signInAt(phone(), app.server.url, 'learner01');
    await waitForRoute(phone(), '/user/dashboard/center');
    await phone().getByTestId('banner-carousel').locator('.banner-slide img').first().waitFor();
    await phone().getByTestId('watermark').waitFor({ state: 'attached' });
    await imagesLoaded(phone());
    await phone().goto(`${app.server.url}/#/user/mine`);
    await phone().getByTestId('mine-practice').waitFor();
    await imagesLoaded(phone());
    await phone().goto(`${app.server.url}/#/user/ranking`);
    await waitForRoute(phone(), '/user/ranking');
    await imagesLoaded(phone());
    expect(violations.take()).toEqual([]);
  });

  it("draws a PDF's text and a JPEG 2000 scan with pdf.js and its worker, and plays a video", async () => {
    await phone().goto(`${app.server.url}/#/user/dashboard/file?package=${files.packageId}&child=${files.fileChild}`);
    await phone().locator('[data-page="1"][data-drawn="1"]').waitFor({ timeout: 30_000 });
    await phone().getByTestId('watermark').waitFor({ state: 'attached' });
    expect(await violations.takeFromWorkers(phone())).toEqual([]);
    // Leave the first file's viewer before opening the scan, so its drawn page cannot stand in for the scan's.
    await phone().goto(`${app.server.url}/#/user/mine`);
    await phone().getByTestId('pdf-pages').waitFor({ state: 'detached' });
    await phone().goto(`${app.server.url}/#/user/dashboard/file?package=${files.packageId}&child=${files.scanChild}`);
    await phone().locator('[data-page="1"][data-drawn="1"]').waitFor({ timeout: 30_000 });
    // The scan's middle is its gradient, not the blank page a refused decoder leaves.
    const middle = await phone()
      .locator('[data-page="1"] canvas')
      .evaluate((canvas: HTMLCanvasElement) => [...(canvas.getContext('2d')?.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data ?? [])]);
    expect(middle.slice(0, 3)).not.toEqual([255, 255, 255]);
    expect(await violations.takeFromWorkers(phone())).toEqual([]);
    await phone().goto(`${app.server.url}/#/user/dashboard/video?package=${files.packageId}&child=${files.videoChild}`);
    await playVideo(phone());
    expect(violations.take()).toEqual([]);
  });

  it("practises over socket.io's WebSocket and plays the customer's voice", async () => {
    const webSocket = phone().waitForEvent('websocket', { predicate: (socket) => socket.url().includes('/socket.io/'), timeout: 30_000 });
    await phone().goto(`${app.server.url}/#/user/dashboard/practice`);
    await phone().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
    await phone().getByTestId('practice-start').click();
    await phone().getByTestId('customer-line').first().waitFor({ timeout: 30_000 });
    expect(new URL((await webSocket).url()).protocol).toBe('ws:');
    const play = phone().getByTestId('customer-line').first().getByTestId('practice-play');
    if ((await play.count()) > 0) await play.click();
    const input = phone().getByTestId('practice-input').locator('input');
    await input.fill(DEMO_ANSWERS[0]!);
    await phone().getByTestId('practice-send').click();
    await expect.poll(() => phone().getByTestId('customer-line').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => phone().locator('[data-testid="practice-mic"], [data-testid="practice-mic-unsupported"]').count()).toBe(1);
    expect(violations.take()).toEqual([]);
  });

  it('records on the recorder test page a web-view opens and plays the recording back', async () => {
    await phone().goto(`${app.server.url}/#/pages/recorder-test`);
    await phone().getByTestId('recorder-enable').click();
    await expect.poll(() => phone().getByTestId('recorder-enable').textContent()).toBe('录音权限已开启');
    await phone().getByTestId('recorder-mode-plugin').click();
    await phone().getByTestId('recorder-start').click();
    await phone().getByTestId('recorder-recording').waitFor();
    await phone().waitForTimeout(1200);
    await phone().getByTestId('recorder-stop').click();
    const mp3 = phone().getByTestId('recorder-result-mp3');
    await mp3.waitFor();
    const seconds = await mp3.getByTestId('recorder-audio').evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          if (element.readyState >= 1) return resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
          element.addEventListener('error', () => reject(new Error(`audio error ${element.error?.code}`)), { once: true });
          element.load();
        }),
    );
    expect(seconds).toBeGreaterThan(0.5);
    expect(violations.take()).toEqual([]);
  });
});

describe('the back office on a desktop', () => {
  const modal = () => admin.locator('.ant-modal:visible').last();

  it('shows the home page with the mini-program QR code', async () => {
    await signInAt(admin, app.server.url, 'superadmin');
    await waitForRoute(admin, '/admin/homePage/homePage');
    await admin.getByTestId('admin-welcome').waitFor();
    await admin.getByTestId('admin-mini-qr').click();
    await admin.getByTestId('admin-mini-qr-card').waitFor();
    await imagesLoaded(admin);
    expect(violations.take()).toEqual([]);
  });

  it("lists the library in a table and previews a PDF in the browser's viewer and a video in a modal", async () => {
    await admin.goto(`${app.server.url}/#/admin/voice/studysystem`);
    const row = (name: string) => admin.getByTestId('media-table').locator('tbody tr.ant-table-row', { hasText: name });
    await row('产品手册').waitFor();
    await admin.getByTestId('media-preview-产品手册').click();
    const viewer = admin.getByTestId('preview-pdf');
    await expect.poll(() => viewer.getAttribute('src')).toMatch(/\/preview\?key=/);
    await expect.poll(async () => (await viewer.elementHandle())?.contentFrame().then((frame) => frame?.url() ?? '')).toMatch(/\/preview\?key=/);
    await modal().locator('.ant-modal-close').click();
    await admin.getByTestId('library-tab-video').click();
    await row('新员工入职视频').waitFor();
    await admin.getByTestId('media-preview-新员工入职视频').click();
    await admin.waitForFunction(() => ((document.querySelector('[data-testid="preview-video"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1);
    await modal().locator('.ant-modal-close').click();
    expect(violations.take()).toEqual([]);
  });

  it('crops a picked image in the banner dialog', async () => {
    await admin.goto(`${app.server.url}/#/admin/system/banner`);
    await admin.getByTestId('banner-add').click();
    await admin.getByTestId('banner-image-choose').click();
    await admin.getByTestId('chooser-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: solidPng(400, 300, [40, 120, 200]) });
    await admin.getByTestId('chooser-crop-done').click();
    await expect.poll(() => admin.locator('[data-testid^="chooser-tile-"][data-selected="yes"]').count(), { timeout: 15_000 }).toBe(1);
    await imagesLoaded(admin);
    await admin.getByTestId('chooser-ok').click();
    await admin.getByTestId('banner-image-preview').waitFor();
    await modal().locator('.ant-modal-close').click();
    expect(violations.take()).toEqual([]);
  });

  it('edits the demo scenario in the flow editor', async () => {
    await admin.goto(`${app.server.url}/#/admin/voice/voicescene`);
    await admin.getByTestId('scenario-edit-SUV展厅接待').click();
    for (const id of ['start', 'c-enter', 's-greet', 'end']) await admin.getByTestId(`flow-node-${id}`).waitFor();
    await admin.getByTestId('flow-node-s-greet').click();
    await admin.getByTestId('flow-zoom-out').click();
    await expect.poll(() => admin.getByTestId('flow-zoom').textContent()).toBe('90%');
    expect(violations.take()).toEqual([]);
  });

  it('opens the single sign-on demo page a web-view shows, with its microphone check', async () => {
    await admin.goto(`${app.server.url}/#/pages/mock/index`);
    await admin.getByTestId('mock-page').waitFor();
    await admin.getByTestId('microphone-check').click();
    await admin.getByTestId('microphone-consent').waitFor();
    expect(violations.take()).toEqual([]);
  });
});

describe('frame-ancestors', () => {
  /** The host page, opened at `origin`, framing the third-party landing page for learner02. */
  async function hostPage(origin: string): Promise<Page> {
    const { token, id } = await apiSignIn(app.server.url, 'learner02', DEMO_PASSWORD);
    const landing = `${app.server.url}/#/pages/thirdparty/index?token=${token}&userid=${id}&simple=2&returnUrl=${encodeURIComponent('/user/mine')}`;
    const page = await desktop.context.newPage();
    await page.goto(`${origin}/host.html?src=${encodeURIComponent(landing)}`);
    return page;
  }

  it('lets a configured host show the third-party page in a frame', async () => {
    const page = await hostPage(portal());
    try {
      await page.frameLocator('#peilian').getByTestId('mine-practice').waitFor({ timeout: 30_000 });
      expect(violations.take()).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('refuses any other host', async () => {
    const page = await hostPage(intruder());
    try {
      await expect.poll(() => violations.peek().join('\n')).toMatch(/frame-ancestors/);
      expect(violations.take().every((line) => line.includes('frame-ancestors'))).toBe(true);
      const frame = await (await page.locator('#peilian').elementHandle())?.contentFrame();
      await expect(frame?.locator('#root').count()).resolves.toBe(0);
    } finally {
      await page.close();
    }
  });
});
