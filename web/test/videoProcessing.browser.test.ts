import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { signedInToken, waitForRoute } from './support/app';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { mediaId, playVideo, toast } from './support/learnerTraining';
import { callApi, userIdOf } from './support/serverApi';

// Issue 65's "done when" for video processing (docs/media.md "Video processing"): an administrator
// uploads an AVI made by ffmpeg and sees it processing, then passed; a learner on a phone is told it
// is not playable yet, then plays the H.264 rendition under the required-time rules. The server's
// ffmpeg waits on a pipe until the test has seen the video processing, so nothing races the job.
const work = mkdtempSync(join(tmpdir(), 'peilian-video-browser-'));
const AVI = join(work, 'clip.avi');
execFileSync('ffmpeg', [
  ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=15'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'mpeg4', '-c:a', 'mp3', '-shortest', AVI],
]);
const GATE = join(work, 'gate');
execFileSync('mkfifo', [GATE]);
const OPENED = join(work, 'opened');
const FFMPEG = join(work, 'ffmpeg');
// The first run waits for one line on the pipe; every run after it is ffmpeg itself.
writeFileSync(FFMPEG, `#!/bin/sh\nif [ ! -e '${OPENED}' ]; then read _ < '${GATE}'; touch '${OPENED}'; fi\nexec ffmpeg "$@"\n`);
chmodSync(FFMPEG, 0o755);

const NAME = '门店演示录像';
const TASK = '观看门店演示录像';
const REQUIRED_SECONDS = 1;
const app = useAppUnderTest({ viewport: DESKTOP, env: { VIDEO_TICK_MS: '200', VIDEO_FFMPEG_PATH: FFMPEG } });
const admin = (): Page => app.page;
let phone: Browser;
let learner: Page;
let ids: { packageId: string; child: string };

const row = () => admin().getByTestId('media-table').locator('tbody tr.ant-table-row', { hasText: NAME });

beforeAll(async () => {
  phone = await launchChromium(PHONE);
  learner = phone.context.pages()[0] ?? (await phone.context.newPage());
});
afterAll(async () => {
  await phone?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A published package for learner01 with one video task of the uploaded video, no seeking ahead. */
async function videoPackage(base: string): Promise<{ packageId: string; child: string }> {
  // The administrator's own session: signing in again elsewhere would end it.
  const token = await signedInToken(admin());
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const range = { users: [await userIdOf(base, token, 'learner01')] };
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: '门店演示', passscore: 60, sort: 0, starttime, endtime, range },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const packageId = created.body.package.id;
  const refs = [{ mediaid: await mediaId(base, token, 'video', NAME), seconds: REQUIRED_SECONDS }];
  const child = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
    token,
    body: { type: 5, title: TASK, weight: 100, sort: 0, required: 1, starttime, endtime, refs, settings: { allowseek: 0 } },
  });
  expect(child.status, JSON.stringify(child.body)).toBe(200);
  const published = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { packageId, child: child.body.child.id };
}

describe('video processing', () => {
  it('an administrator uploads an AVI and sees it processing', async () => {
    await signInAt(admin(), app.server.url, 'superadmin');
    await waitForRoute(admin(), '/admin/homePage/homePage');
    await admin().goto(`${app.server.url}/#/admin/voice/studysystem?kind=video`);
    await expect.poll(() => admin().getByTestId('media-upload').textContent()).toBe('上传视频');
    await admin().getByTestId('media-upload').click();
    await admin()
      .getByTestId('upload-input')
      .setInputFiles([{ name: `${NAME}.avi`, mimeType: 'video/x-msvideo', buffer: readFileSync(AVI) }]);
    await expect.poll(() => admin().getByTestId(`upload-item-${NAME}.avi`).getAttribute('data-state'), { timeout: 30_000 }).toBe('done');
    await admin().getByTestId('upload-close').click();
    await expect.poll(() => row().getByTestId(`video-status-${NAME}`).textContent(), { timeout: 20_000 }).toMatch(/^处理中 \d+%$/);
    ids = await videoPackage(app.server.url);
  });

  it('a learner on the phone is told the video is not playable yet', async () => {
    await signInAt(learner, app.server.url, 'learner01');
    await waitForRoute(learner, '/user/dashboard/center');
    await learner.goto(`${app.server.url}/#/user/dashboard/video?package=${ids.packageId}&child=${ids.child}`);
    await expect.poll(() => learner.getByTestId('media-refused').textContent()).toContain('视频正在处理中，暂不能播放，请稍后再试');
  });

  it('once processed the library shows it passed, and the learner plays it for the required time', async () => {
    await writeFile(GATE, 'go\n');
    await expect.poll(() => row().getByTestId(`video-status-${NAME}`).textContent(), { timeout: 30_000 }).toBe('已通过');
    await learner.reload();
    await learner.getByTestId('study-remaining').waitFor();
    await expect(learner.getByTestId('media-video').getAttribute('src')).resolves.toMatch(/\/api\/media\/.+\/content\?key=/);
    await learner.getByTestId('media-finish').click();
    await toast(learner, '观看时长未达到要求');
    // Chromium plays it: the AVI became H.264/AAC.
    await playVideo(learner);
    await learner.getByTestId('study-done').waitFor({ timeout: 20_000 });
    await toast(learner, '恭喜，任务包已全部完成');
  });
});
