import { zonedSecondsText } from '@peilian/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { playVideo, toast } from './support/learnerTraining';
import { SERVER_DIR } from './support/server';

// Issue 4's "done when": an administrator on a desktop uploads a PDF and an MP4 with progress, builds
// a package with both, and schedules it for a department; once the scheduler has published it, a
// learner of that department finds it in the training centre on a phone, reads and watches for the
// required time, and the package is complete with the learning time counted; a learner outside the
// department cannot reach it. The scheduler ticks every half second here.
let phone: Browser;
let learner: Page;

const PDF = readFileSync(join(SERVER_DIR, 'src', 'seed', 'assets', 'media', 'demo.pdf'));
const MP4 = readFileSync(join(SERVER_DIR, 'src', 'seed', 'assets', 'media', 'demo.mp4'));
const DOCUMENT = '门店服务手册';
const VIDEO = '门店服务视频';
const PACKAGE = '门店服务入门';
const FILE_TASK = '阅读门店服务手册';
const VIDEO_TASK = '观看门店服务视频';
const REQUIRED_SECONDS = 4;
/** How far ahead the package is scheduled: time enough to confirm the dialog. The server's clock then moves this far instead of the test waiting. */
const SCHEDULE_AHEAD_MS = 20_000;
let packageId = '';
const app = useAppUnderTest({ viewport: DESKTOP, env: { PUBLISH_TICK_MS: '500' }, clockStepMs: SCHEDULE_AHEAD_MS });

const admin = (): Page => app.page;
const dialog = () => admin().locator('.ant-modal-wrap:visible .ant-modal').last();
/** The date-time pickers' text for an instant: the organisation's wall time (China time), whatever the machine's zone. */
const pickerText = (ms: number) => zonedSecondsText(ms, 'Asia/Shanghai');
const seconds = (hms: string) => hms.split(':').reduce((total, part) => total * 60 + Number(part), 0);
const uploadItem = (name: string) => admin().getByTestId(`upload-item-${name}`);
/** A child task of the learner's task page by its title (another child's lock reason may quote it). */
const childTask = (title: string) => learner.locator('.adm-list-item', { has: learner.locator('.child-title', { hasText: title }) });

beforeAll(async () => {
  phone = await launchChromium(PHONE);
  learner = phone.context.pages()[0] ?? (await phone.context.newPage());
});

afterAll(async () => {
  await phone?.close();
});

/**
 * Uploads one file on the library's current tab and waits until its progress reaches 100%. The tab
 * lives in the URL, so the button names the tab's kind only once the navigation has landed; opening
 * the dialog before that would check the file against the previous tab's formats.
 */
async function upload(name: string, mimeType: string, buffer: Buffer, button: string) {
  await expect.poll(() => admin().getByTestId('media-upload').textContent()).toBe(button);
  await admin().getByTestId('media-upload').click();
  await admin().getByTestId('upload-input').setInputFiles([{ name, mimeType, buffer }]);
  await uploadItem(name).getByTestId('upload-item-progress').waitFor();
  await expect.poll(() => uploadItem(name).getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
  await expect(uploadItem(name).locator('[role="progressbar"]').getAttribute('aria-valuenow')).resolves.toBe('100');
  await admin().getByTestId('upload-close').click();
}

async function chooseOption(selector: string, label: string) {
  await dialog().locator(selector).click();
  await admin().locator('.ant-select-item-option:visible', { hasText: label }).first().click();
}

/** Adds a file or video child task with one media from the content library. */
async function addChild({ title, video, media, weight, front }: { title: string; video: boolean; media: string; weight: number; front?: string }) {
  await admin().getByTestId('child-add').click();
  if (video) await chooseOption('#child-type', '视频观看');
  await dialog().locator('#child-title').fill(title);
  await dialog().locator('#child-weight').fill(String(weight));
  if (front) await chooseOption('#child-front', front);
  await dialog().getByTestId('child-media-choose').click();
  const picker = admin().getByTestId('resource-picker');
  await picker.getByTestId('resource-picker-search').locator('input').fill(media);
  await picker.getByTestId('resource-picker-search').locator('input').press('Enter');
  await expect.poll(() => picker.locator('tr.ant-table-row').allTextContents()).toEqual([expect.stringContaining(media)]);
  await picker.locator('tr.ant-table-row', { hasText: media }).locator('.ant-checkbox-input').check();
  await admin().getByTestId('resource-picker-ok').click();
  await picker.waitFor({ state: 'detached' });
  await dialog().getByTestId(`media-seconds-${media}`).fill(String(REQUIRED_SECONDS));
  await admin().getByTestId('child-dialog-save').click();
  await admin().getByTestId('child-table').locator('tr.ant-table-row', { hasText: title }).waitFor();
}

describe('training centre end to end', () => {
  it('an administrator uploads a PDF and an MP4, each with its progress', async () => {
    await signInAt(admin(), app.server.url, 'superadmin');
    await waitForRoute(admin(), '/admin/homePage/homePage');
    await admin().goto(`${app.server.url}/#/admin/voice/studysystem`);
    await admin().getByTestId('media-table').waitFor();
    await upload(`${DOCUMENT}.pdf`, 'application/pdf', PDF, '上传文件');
    await admin().getByTestId('media-table').locator('tbody tr.ant-table-row', { hasText: DOCUMENT }).waitFor();
    await admin().getByTestId('library-tab-video').click();
    await upload(`${VIDEO}.mp4`, 'video/mp4', MP4, '上传视频');
    await admin().getByTestId('media-table').locator('tbody tr.ant-table-row', { hasText: VIDEO }).waitFor();
  });

  it('builds a package with both for the sales department and schedules it', async () => {
    await admin().goto(`${app.server.url}/#/admin/train/trainmanagement-train`);
    await admin().getByTestId('package-add').click();
    await admin().getByTestId('package-edit-title').waitFor();
    await admin().locator('#package-title').fill(PACKAGE);
    await admin().locator('#package-passscore').fill('60');
    await admin().locator('#package-departments').click();
    await admin().locator('.ant-select-tree-treenode:visible', { hasText: '销售部' }).first().locator('.ant-select-tree-checkbox').click();
    await admin().keyboard.press('Escape');
    await admin().getByTestId('package-save').click();
    await admin().waitForFunction(() => window.location.hash.startsWith('#/admin/train/edittraincom-train?id='));
    packageId = new URLSearchParams(new URL(admin().url()).hash.split('?')[1]).get('id') ?? '';
    expect(packageId).not.toBe('');

    await addChild({ title: FILE_TASK, video: false, media: DOCUMENT, weight: 50 });
    await addChild({ title: VIDEO_TASK, video: true, media: VIDEO, weight: 50, front: FILE_TASK });
    await expect.poll(() => admin().getByTestId('weight-total').textContent()).toBe('权重合计 100%');

    await admin().getByTestId('package-edit-publish').click();
    await dialog().getByText('定时发布', { exact: true }).click();
    const input = dialog().locator('#publish-time');
    await input.click();
    await input.fill(pickerText(Date.now() + SCHEDULE_AHEAD_MS));
    await input.press('Enter');
    await admin().getByTestId('publish-confirm').click();
    await expect.poll(() => admin().getByTestId('package-edit-state').textContent()).toBe('定时发布');
  });

  it('a learner of the department does not see it before the scheduled time, then finds it on the phone', async () => {
    await signInAt(learner, app.server.url, 'learner01');
    await waitForRoute(learner, '/user/dashboard/center');
    await learner.getByTestId('group-inprogress').waitFor();
    await expect(learner.getByTestId(`package-${packageId}`).count()).resolves.toBe(0);

    await app.server.moveClock();
    await expect
      .poll(
        async () => {
          await learner.reload();
          await learner.getByTestId('group-inprogress').waitFor();
          return learner.getByTestId(`package-${packageId}`).count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    await expect(learner.getByTestId('group-inprogress').getByTestId(`package-${packageId}`).getByTestId('package-progress').textContent()).resolves.toBe(
      '已完成 0/2',
    );
    await admin().reload();
    await expect.poll(() => admin().getByTestId('package-edit-state').textContent()).toBe('已发布');
  });

  it('reads and watches for the required time, and the package is complete with the learning time counted', async () => {
    await learner.getByTestId(`package-${packageId}`).click();
    await waitForRoute(learner, `/user/dashboard/task?id=${packageId}`);
    await childTask(FILE_TASK).click();
    await learner.locator('[data-page="1"][data-drawn="1"]').waitFor();
    await learner.getByTestId('study-done').waitFor({ timeout: 20_000 });
    await learner.locator('.adm-nav-bar-back').click();

    await waitForRoute(learner, `/user/dashboard/task?id=${packageId}`);
    await childTask(VIDEO_TASK).click();
    await playVideo(learner);
    await learner.getByTestId('study-done').waitFor({ timeout: 20_000 });
    await toast(learner, '恭喜，任务包已全部完成');
    await learner.locator('.adm-nav-bar-back').click();
    await learner.getByTestId('task-completed').waitFor();

    await learner.goto(`${app.server.url}/#/user/dashboard/center`);
    const card = learner.getByTestId(`package-${packageId}`);
    await card.getByTestId('package-completed').waitFor();
    await expect(card.getByTestId('package-progress').textContent()).resolves.toBe('已完成 2/2');
    await learner.goto(`${app.server.url}/#/user/mine`);
    await expect.poll(async () => seconds((await learner.getByTestId('learning-time').textContent()) ?? '')).toBeGreaterThanOrEqual(2 * REQUIRED_SECONDS);
  });

  it('a learner outside the department cannot reach it', async () => {
    await learner.getByTestId('user-menu').click();
    await learner.getByTestId('logout').click();
    await learner.getByRole('heading', { name: '登录', exact: true }).waitFor();
    await signIn(learner, 'learner02', DEMO_PASSWORD);
    await waitForRoute(learner, '/user/dashboard/center');
    await learner.getByTestId('group-inprogress').waitFor();
    await expect(learner.getByTestId(`package-${packageId}`).count()).resolves.toBe(0);
    await learner.goto(`${app.server.url}/#/user/dashboard/task?id=${packageId}`);
    await expect.poll(() => learner.getByTestId('task-refused').textContent()).toContain('资源不存在或无法查看');
  });
});
