import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlled, DEMO_PASSWORD, signIn, tabTo, waitForRoute } from './support/app';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { departmentId, mediaId, playVideo, publishedPackage, solidPng, toast } from './support/learnerTraining';
import { apiSignIn, callApi } from './support/serverApi';

// The learner's training centre on a phone against the real server and its demo data: packages by
// run state, a task whose video waits for its file, reading a PDF and watching a video for their
// required time (through a dropped connection), completion and learning time, ranking, avatar,
// the offline copy of the centre, and a learner outside the range refused by direct URL.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const TITLE = '手机学习任务包';
const FILE_TITLE = '阅读产品手册（手机）';
const VIDEO_TITLE = '观看入职视频（手机）';
const REQUIRED_SECONDS = 4;
let ids: { packageId: string; fileChild: string; videoChild: string };
/** A banner opening the package: shown to the learners of its range only. */
let bannerId: string;

const seconds = (hms: string) => hms.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const videoTime = () =>
  page()
    .getByTestId('media-video')
    .evaluate((element: HTMLVideoElement) => element.currentTime);
const pendingInOutbox = () =>
  page().evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('peilian-progress:'))
      .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { seconds: number }).seconds)
      .reduce((sum, value) => sum + value, 0),
  );

beforeAll(async () => {
  // The page's clock is Playwright's (flowing in real time), so a test can hold the time a learner
  // has studied still while it tries leaving early.
  await app.browser.context.clock.install();
  const base = app.server.url;
  const { token } = await apiSignIn(base, 'superadmin', DEMO_PASSWORD);
  ids = await publishedPackage(base, token, {
    title: TITLE,
    departments: [await departmentId(base, token, '销售部')],
    seconds: REQUIRED_SECONDS,
    pdf: await mediaId(base, token, 'file', '产品手册'),
    video: await mediaId(base, token, 'video', '新员工入职视频'),
    fileTitle: FILE_TITLE,
    videoTitle: VIDEO_TITLE,
  });
  const banner = await callApi<{ banner: { id: string } }>(base, 'POST', 'api/admin/system/banner', {
    token,
    body: {
      title: '手机任务横幅',
      image: '/files/builtin/images/banners/promo/promo-training.png',
      platform: 2,
      click: 2,
      clicktype: 1,
      clickid: ids.packageId,
      sort: 99,
    },
  });
  expect(banner.status, JSON.stringify(banner.body)).toBe(200);
  bannerId = banner.body.banner.id;
});

describe('training centre on a phone', () => {
  it("groups the learner's packages by run state under the banner carousel", async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByTestId(`package-${ids.packageId}`).waitFor();
    await expect(page().locator('.package-group-title').allTextContents()).resolves.toEqual(['进行中 4', '未开始 1', '已结束 1']);
    await expect(page().getByTestId('group-inprogress').textContent()).resolves.toContain('新员工产品培训');
    await expect(page().getByTestId('group-inprogress').textContent()).resolves.toContain('产品知识考核');
    await expect(page().getByTestId('group-inprogress').textContent()).resolves.toContain('汽车销售语音陪练');
    await expect(page().getByTestId('group-notstarted').textContent()).resolves.toContain('季度销售技巧提升');
    await expect(page().getByTestId('group-ended').textContent()).resolves.toContain('上季度合规培训');
    await expect(page().getByTestId(`package-${ids.packageId}`).getByTestId('package-progress').textContent()).resolves.toBe('已完成 0/2');

    const banner = await page().getByTestId('banner-carousel').locator('.banner-slide').first().boundingBox();
    expect(banner && Math.round((banner.width * 3) / 20)).toBe(Math.round(banner?.height ?? 0));
    await a11yScan(page(), 'the training centre');
  });

  it('is used by keyboard: the named tab bar, a package, its child tasks and the back arrow, each with a visible focus ring', async () => {
    const tabs = page().getByRole('navigation', { name: '主导航' });
    const mineTab = tabs.getByRole('link', { name: '个人中心', exact: true });
    await tabTo(page(), mineTab);
    await expect(mineTab.evaluate((element) => getComputedStyle(element).outlineStyle)).resolves.toBe('solid');
    await page().keyboard.press('Enter');
    await waitForRoute(page(), '/user/mine');
    // The tab bar marks the tab once the page it opens has rendered, which may follow the route.
    await tabs.locator('a[aria-current="page"]', { hasText: '个人中心' }).waitFor();
    await tabTo(page(), tabs.getByRole('link', { name: '培训中心', exact: true }), { key: 'Shift+Tab' });
    await page().keyboard.press('Enter');
    await waitForRoute(page(), '/user/dashboard/center');

    await tabTo(page(), page().getByTestId(`package-${ids.packageId}`));
    await page().keyboard.press('Enter');
    await waitForRoute(page(), `/user/dashboard/task?id=${ids.packageId}`);
    const fileChild = page().getByRole('button', { name: new RegExp(`^${FILE_TITLE}`) });
    const videoChild = page().getByRole('button', { name: new RegExp(`^${VIDEO_TITLE}.*请先完成前置任务`) });
    await tabTo(page(), fileChild);
    await tabTo(page(), videoChild);
    await page().keyboard.press('Enter');
    const locked = `请先完成前置任务“${FILE_TITLE}”`;
    await toast(page(), locked);
    // Only this toast: the sign-in's 登录成功！ may still be fading out beside it.
    await page().locator('.adm-toast-main', { hasText: locked }).waitFor({ state: 'detached' });

    const back = page().getByRole('button', { name: '返回', exact: true });
    await tabTo(page(), back, { key: 'Shift+Tab' });
    await expect(back.evaluate((element) => getComputedStyle(element).outlineStyle)).resolves.toBe('solid');
    await page().keyboard.press('Enter');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByTestId(`package-${ids.packageId}`).waitFor();
    await page().getByTestId(`banner-${bannerId}`).waitFor({ state: 'attached' });
  });

  it('shows the banner with its title over the image, and the banner opens its task', async () => {
    const carousel = page().getByTestId('banner-carousel');
    const title = carousel.getByText('新员工产品培训：读手册、看视频，快速了解产品');
    const [shown, frame] = [await title.boundingBox(), await carousel.boundingBox()];
    expect(
      shown &&
        frame &&
        shown.x >= frame.x &&
        shown.x + shown.width <= frame.x + frame.width &&
        shown.y >= frame.y &&
        shown.y + shown.height <= frame.y + frame.height,
    ).toBe(true);
    await title.click();
    await page().waitForFunction(() => window.location.hash.startsWith('#/user/dashboard/task?id='));
    await expect(page().getByTestId('task-head').textContent()).resolves.toContain('新员工产品培训');
    await page().locator('.adm-nav-bar-back').click();
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByTestId(`package-${ids.packageId}`).waitFor();
  });

  it('shows a dot per banner, and a dot brings its banner into view', async () => {
    const carousel = page().getByTestId('banner-carousel');
    const dots = carousel.locator('.banner-dot');
    await expect(dots.count()).resolves.toBe(await carousel.locator('.banner-slide').count());
    await dots.nth(1).click();
    await carousel.locator('.banner-dot[aria-current="true"]').nth(0).and(dots.nth(1)).waitFor();
    await page().waitForFunction(() => {
      const [track, second] = [document.querySelector('.banner-track'), document.querySelectorAll('.banner-slide')[1]];
      return !!track && !!second && Math.abs(second.getBoundingClientRect().left - track.getBoundingClientRect().left) < 1;
    });
  });

  it('opens the task; the video task waits for the file task and says why', async () => {
    await page().getByTestId(`package-${ids.packageId}`).click();
    await waitForRoute(page(), `/user/dashboard/task?id=${ids.packageId}`);
    await expect(page().getByTestId(`child-status-${ids.fileChild}`).textContent()).resolves.toBe('未开始');
    const reason = `请先完成前置任务“${FILE_TITLE}”`;
    await expect(page().getByTestId(`child-lock-${ids.videoChild}`).textContent()).resolves.toBe(reason);
    await a11yScan(page(), 'a task package');
    await page().getByTestId(`child-${ids.videoChild}`).click();
    await toast(page(), reason);
    await waitForRoute(page(), `/user/dashboard/task?id=${ids.packageId}`);
  });

  it('reads the PDF for the required time under the watermark; finishing or leaving early is "reading time not met"', async () => {
    // Finishing and leaving early are tried with the wall clock standing still (timers and animations
    // still run), so the required seconds cannot pass before the back arrow on a slow machine.
    const now = await page().evaluate(() => Date.now());
    await page().clock.setFixedTime(now);
    await page().getByTestId(`child-${ids.fileChild}`).click();
    await waitForRoute(page(), `/user/dashboard/file?package=${ids.packageId}&child=${ids.fileChild}`);
    await page().locator('[data-page="1"][data-drawn="1"]').waitFor();
    await expect(page().getByTestId('pdf-page-indicator').textContent()).resolves.toBe('第 1 / 1 页');
    await page().getByTestId('watermark').waitFor({ state: 'attached' });
    await page().getByTestId('study-remaining').waitFor();
    await a11yScan(page(), 'the file view');

    await page().getByTestId('media-finish').click();
    await toast(page(), '阅读时长未达到要求');
    await page().locator('.adm-nav-bar-back').click();
    await page().locator('.adm-dialog-title', { hasText: '阅读时长未达到要求' }).waitFor();
    await page().locator('.adm-dialog-button', { hasText: '继续学习' }).click();
    await expect.poll(() => page().locator('.adm-dialog-title').count()).toBe(0);

    await page().clock.setSystemTime(now);
    await page().getByTestId('study-done').waitFor({ timeout: 20_000 });
    await toast(page(), '学习完成');
    await page().locator('.adm-nav-bar-back').click();
    await waitForRoute(page(), `/user/dashboard/task?id=${ids.packageId}`);
    await expect.poll(() => page().getByTestId(`child-status-${ids.fileChild}`).textContent()).toBe('已完成');
    await expect(page().getByTestId(`child-lock-${ids.videoChild}`).count()).resolves.toBe(0);
  });

  it('watches the video without skipping ahead, keeps the time through a dropped connection, and completes the package', async () => {
    await page().getByTestId(`child-${ids.videoChild}`).click();
    await waitForRoute(page(), `/user/dashboard/video?package=${ids.packageId}&child=${ids.videoChild}`);
    await page().getByTestId('study-remaining').waitFor();
    await page().getByTestId('media-finish').click();
    await toast(page(), '观看时长未达到要求');
    await playVideo(page());

    await a11yScan(page(), 'the video view');
    await page()
      .getByTestId('media-video')
      .evaluate((element: HTMLVideoElement) => (element.currentTime = 10));
    await toast(page(), '不能跳到尚未观看的位置');
    expect(await videoTime()).toBeLessThan(5);

    await app.browser.context.setOffline(true);
    try {
      await page().getByTestId('media-offline').waitFor({ timeout: 20_000 });
      expect(await pendingInOutbox()).toBeGreaterThanOrEqual(REQUIRED_SECONDS);
      await expect(page().getByTestId('study-done').count()).resolves.toBe(0);
    } finally {
      await app.browser.context.setOffline(false);
    }
    await page().getByTestId('study-done').waitFor({ timeout: 20_000 });
    await toast(page(), '恭喜，任务包已全部完成');
    await expect.poll(pendingInOutbox).toBeLessThan(1);

    await page().locator('.adm-nav-bar-back').click();
    await waitForRoute(page(), `/user/dashboard/task?id=${ids.packageId}`);
    await page().getByTestId('task-completed').waitFor();
    await expect(page().getByTestId('task-progress').textContent()).resolves.toContain('已完成 2/2');
  });

  it('resumes the video where the learner stopped', async () => {
    await page().getByTestId(`child-${ids.videoChild}`).click();
    await toast(page(), '已从上次的位置继续');
    expect(await videoTime()).toBeGreaterThan(1);
    await page().locator('.adm-nav-bar-back').click();
    await waitForRoute(page(), `/user/dashboard/task?id=${ids.packageId}`);
  });

  it('shows the package complete in the centre and the learning time in the personal centre', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/center`);
    const card = page().getByTestId(`package-${ids.packageId}`);
    await card.getByTestId('package-completed').waitFor();
    await expect(card.getByTestId('package-progress').textContent()).resolves.toBe('已完成 2/2');

    await page().locator('.adm-tab-bar-item', { hasText: '个人中心' }).click();
    await waitForRoute(page(), '/user/mine');
    await expect.poll(async () => seconds((await page().getByTestId('learning-time').textContent()) ?? '')).toBeGreaterThanOrEqual(2 * REQUIRED_SECONDS);
    await expect.poll(() => page().getByTestId('mine-completed').textContent()).toBe('1');
    await a11yScan(page(), 'my page');
  });

  it("ranks the learner by learning time with the learner's own row highlighted", async () => {
    await page().getByTestId('mine-ranking').click();
    await waitForRoute(page(), '/user/ranking');
    await expect.poll(() => page().getByTestId('ranking-me').textContent()).toContain('张伟');
    const mine = page().getByTestId('ranking-mine');
    await expect(mine.textContent()).resolves.toContain('华东销售组');
    await expect(mine.getAttribute('class')).resolves.toContain('ranking-mine');
    await a11yScan(page(), 'the ranking');
  });

  it('changes the avatar and refuses an image over 10 MB', async () => {
    await page().goto(`${app.server.url}/#/user/mine`);
    const input = page().getByTestId('mine-avatar-input');
    // Each toast is waited for from before the file is set: it shows for two seconds, which handing a
    // 10 MB file to a busy browser can outlast.
    const tooBig = toast(page(), '文件大小超过10M');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await tooBig;
    const updated = toast(page(), '头像已更新');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(96, 96, [22, 119, 255]) });
    await updated;
    await expect.poll(() => page().getByTestId('mine-avatar').locator('img').getAttribute('src')).toMatch(/^\/files\/.+\/avatar\/.+\.png$/);
    const stored = await page().evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state?.user?.avatar as string);
    expect(stored).toMatch(/avatar\/.+\.png$/);
  });

  it('shows the last loaded centre when offline, and says so', async () => {
    await page().evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page().goto(`${app.server.url}/#/user/dashboard/center`);
    await page().reload();
    await page().getByTestId(`package-${ids.packageId}`).waitFor();
    await expect(controlled(page())).resolves.toBe(true);
    await app.browser.context.setOffline(true);
    try {
      await page().reload();
      await page().getByTestId('centre-offline').waitFor();
      await expect(page().getByTestId('centre-offline').textContent()).resolves.toBe('网络不可用，显示的是上次加载的内容');
      await page().getByTestId(`package-${ids.packageId}`).getByTestId('package-completed').waitFor();
    } finally {
      await app.browser.context.setOffline(false);
    }
  });

  it('refuses the package to a learner outside its range, by direct URL too', async () => {
    await page().getByTestId('user-menu').click();
    await page().getByTestId('logout').click();
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await signIn(page(), 'learner02', DEMO_PASSWORD);
    await waitForRoute(page(), '/user/dashboard/center');
    await page().getByTestId('group-inprogress').waitFor();
    await expect(page().getByTestId(`package-${ids.packageId}`).count()).resolves.toBe(0);
    // Nor is a banner opening it: no banner leads this learner to 「资源不存在或无法查看」.
    await expect(page().getByTestId(`banner-${bannerId}`).count()).resolves.toBe(0);

    await page().goto(`${app.server.url}/#/user/dashboard/task?id=${ids.packageId}`);
    await expect.poll(() => page().getByTestId('task-refused').textContent()).toContain('资源不存在或无法查看');
    await page().goto(`${app.server.url}/#/user/dashboard/file?package=${ids.packageId}&child=${ids.fileChild}`);
    await expect.poll(() => page().getByTestId('media-refused').textContent()).toContain('资源不存在或无法查看');
  });
});
