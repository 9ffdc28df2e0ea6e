import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './support/app';
import { signInAt } from './support/admin';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { departmentId, mediaId, playVideo } from './support/learnerTraining';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// Questions inside a video (docs/training.md "Questions inside a video or file") and the file
// preview page (docs/identity-web.md "File preview"), against the real server and its demo media: the
// admin places a question on the demo video on editvideo, a learner on a phone plays it, the video
// pauses at the question, the learner answers and the media task keeps the answer.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const QUESTION = '入职第一天需要做什么？';
let token: string;
let ids: { packageId: string; videoChild: string; video: string; pdf: string };

beforeAll(async () => {
  const base = app.server.url;
  token = (await apiSignIn(base, 'superadmin', DEMO_PASSWORD)).token;
  const video = await mediaId(base, token, 'video', '新员工入职视频');
  const pdf = await mediaId(base, token, 'file', '产品手册');
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: {
      tasktype: 1,
      title: '随堂问题任务包',
      passscore: 60,
      sort: 0,
      starttime,
      endtime,
      range: { departments: [await departmentId(base, token, '销售部')] },
    },
  });
  const packageId = created.body.package.id;
  const child = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
    token,
    body: {
      type: 5,
      title: '带问题的入职视频',
      weight: 100,
      sort: 0,
      required: 1,
      starttime,
      endtime,
      refs: [{ mediaid: video, seconds: 30 }],
      settings: { allowseek: 0 },
    },
  });
  expect(child.status, JSON.stringify(child.body)).toBe(200);
  expect((await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } })).status).toBe(200);
  ids = { packageId, videoChild: child.body.child.id, video, pdf };
});

describe('questions inside a video', () => {
  it('lets the admin place a question at a second of the video on editvideo', async () => {
    await page().setViewportSize(DESKTOP);
    await signInAt(page(), app.server.url, 'owner01');
    await page().goto(`${app.server.url}/#/admin/voice/editvideo?id=${ids.video}`);
    await page().getByTestId('media-question-add').click();
    await page().locator('input[data-testid="media-question-at-0"], [data-testid="media-question-at-0"] input').first().fill('1');
    await page().getByTestId('media-question-text-0').fill(QUESTION);
    for (const [index, text] of ['签到', '请假', '旷工', '休息'].entries()) await page().getByTestId(`media-question-option-0-${index}`).fill(text);
    await page().locator('[data-testid="media-question-correct-0-0"]').first().click();
    await page().getByTestId('media-questions-save').click();
    await page().getByText('题目已保存').waitFor();
    const saved = await callApi<{ questions: { n: number; at: number; text: string }[] }>(app.server.url, 'GET', `api/admin/v3/media/${ids.video}/questions`, {
      token,
    });
    expect(saved.body.questions).toEqual([expect.objectContaining({ n: 1, at: 1, text: QUESTION })]);
  });

  it('pauses the video at the question on a phone; the learner answers and the media task keeps it', async () => {
    await page().evaluate(() => localStorage.clear());
    await page().goto(`${app.server.url}/#/login`);
    await page().reload();
    await page().setViewportSize(PHONE);
    await signInAt(page(), app.server.url, 'learner01');
    await page().goto(`${app.server.url}/#/user/dashboard/video?package=${ids.packageId}&child=${ids.videoChild}`);
    await playVideo(page());
    const sheet = page().getByTestId('media-question');
    await sheet.waitFor();
    expect(
      await page()
        .getByTestId('media-video')
        .evaluate((video: HTMLVideoElement) => [video.paused, video.currentTime < 3]),
    ).toEqual([true, true]);
    await sheet.getByText(QUESTION).waitFor();
    await page().getByTestId('media-question-choice-0').click();
    await page().getByTestId('media-question-submit').click();
    await expect(page().getByTestId('media-question-verdict').textContent()).resolves.toBe('回答正确');
    await page().getByTestId('media-question-continue').click();
    await sheet.waitFor({ state: 'detached' });

    const learnerId = await userIdOf(app.server.url, token, 'learner01');
    const kept = await callApi<{ questions: { answered: number; right: number; chosen: string[] }[] }>(
      app.server.url,
      'GET',
      `api/trainning/v3/mediatask/${ids.videoChild}/${ids.video}/questions?userid=${learnerId}`,
      { token },
    );
    expect(kept.body.questions).toEqual([expect.objectContaining({ answered: 1, right: 1, chosen: ['A'] })]);
  });
});

describe('the file preview page', () => {
  it('shows a keyed PDF, a public image fitted, and refuses another site’s address', async () => {
    const key = await callApi<{ previewurl: string }>(app.server.url, 'GET', `api/trainning/v3/media/viewkey?fileid=${ids.pdf}&time=${Date.now()}`, { token });
    await page().goto(`${app.server.url}/#/previewfile?fileurl=${encodeURIComponent(key.body.previewurl)}`);
    await page().getByTestId('pdf-page-indicator').waitFor();

    await page().goto(`${app.server.url}/#/previewfile?fileurl=${encodeURIComponent('/files/builtin/images/banners/promo/promo-training.png')}`);
    const image = page().getByTestId('preview-image').locator('img');
    await page().waitForFunction(() => ((document.querySelector('[data-testid="preview-image"] img') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    const box = await image.boundingBox();
    expect(box && box.width <= 390).toBe(true);

    await page().goto(`${app.server.url}/#/previewfile?fileurl=${encodeURIComponent('https://example.com/secret.pdf')}`);
    await page().getByText('该地址不能预览：只能预览本平台的文件').waitFor();
  });
});
