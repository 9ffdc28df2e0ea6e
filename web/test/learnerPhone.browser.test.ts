import { taskDetailResponseSchema, centerResponseSchema } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { controlled, DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { departmentId, mediaId } from './support/learnerTraining';
import { apiSignIn, callApi } from './support/serverApi';

// What a learner meets on a 390 px phone: every control of the pages used most is a touch target of
// at least 44×44 CSS px (inline text links inside a paragraph are exempt, docs/training.md), and the
// task detail opens offline from the copy kept on the phone, with the centre's offline notice.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const MIN_TARGET = 44;
let ids: { packageId: string; fileChild: string; videoChild: string };
let exam: { packageId: string; childId: string };

/** A published package for the sales department with a file and a video task, neither waiting for the other. */
async function studyPackage(base: string, token: string) {
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: {
      tasktype: 1,
      title: '手机触控检查任务包',
      passscore: 60,
      sort: 0,
      starttime,
      endtime,
      range: { departments: [await departmentId(base, token, '销售部')] },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const packageId = created.body.package.id;
  const child = async (body: Record<string, unknown>) => {
    const added = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
      token,
      body: { starttime, endtime, sort: 0, required: 1, weight: 50, settings: {}, ...body },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.child.id;
  };
  const fileChild = await child({ type: 4, title: '阅读产品手册（触控）', refs: [{ mediaid: await mediaId(base, token, 'file', '产品手册'), seconds: 600 }] });
  const videoChild = await child({
    type: 5,
    title: '观看入职视频（触控）',
    sort: 1,
    refs: [{ mediaid: await mediaId(base, token, 'video', '新员工入职视频'), seconds: 600 }],
  });
  const published = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { packageId, fileChild, videoChild };
}

/** The demo organisation's exam task of learner01 (the seeded 产品知识考核). */
async function demoExam(base: string) {
  const { token } = await apiSignIn(base, 'learner01', DEMO_PASSWORD);
  const centre = centerResponseSchema.parse((await callApi(base, 'GET', 'api/trainning/v3/center?platform=mobile', { token })).body);
  const pkg = centre.groups.inprogress.find((candidate) => candidate.title === '产品知识考核');
  const detail = taskDetailResponseSchema.parse((await callApi(base, 'GET', `api/trainning/v3/task/${pkg?.id}`, { token })).body);
  return { packageId: detail.package.id, childId: detail.children.find((child) => child.type === 2)?.id ?? '' };
}

/**
 * Every visible control of the page — a, button, [role=button], input, select, textarea, [role=tab] —
 * smaller than `min` CSS px either way, described for the failure message. Exempt: a text link
 * inside a paragraph; controls wholly off screen sideways (a carousel's other slides).
 */
function smallTargets(min: number): Promise<string[]> {
  return page().evaluate((least) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a, button, [role="button"], input, select, textarea, [role="tab"]')) {
      const box = element.getBoundingClientRect();
      const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 1 && box.height > 1;
      if (!shown || box.right <= 0 || box.left >= window.innerWidth) continue;
      if (element.tagName === 'A' && element.closest('p')) continue;
      if (box.width >= least - 0.5 && box.height >= least - 0.5) continue;
      const name = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20) ?? '';
      found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return found;
  }, min);
}

beforeAll(async () => {
  const base = app.server.url;
  const { token } = await apiSignIn(base, 'superadmin', DEMO_PASSWORD);
  ids = await studyPackage(base, token);
  exam = await demoExam(base);
});

describe('touch targets of the learner pages on a 390 px phone', () => {
  const pages: [string, () => string, string][] = [
    ['the training centre', () => '/user/dashboard/center', 'group-inprogress'],
    ['the task detail', () => `/user/dashboard/task?id=${ids.packageId}`, 'task-head'],
    ['the file page', () => `/user/dashboard/file?package=${ids.packageId}&child=${ids.fileChild}`, 'media-title'],
    ['the video page', () => `/user/dashboard/video?package=${ids.packageId}&child=${ids.videoChild}`, 'media-video'],
    ['the exam cover', () => `/user/dashboard/exam?package=${exam.packageId}&child=${exam.childId}`, 'exam-start'],
    ['the practice list', () => '/user/dashboard/practice', 'practice-list'],
    ['my page', () => '/user/mine', 'mine-name'],
    ['the ranking', () => '/user/ranking', 'ranking-mine'],
  ];

  it('signs learner01 in', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
  });

  for (const [name, path, ready] of pages) {
    it(`has no control smaller than 44×44 px on ${name}`, async () => {
      await page().goto(`${app.server.url}/#${path()}`);
      await page().getByTestId(ready).first().waitFor();
      // Late parts (figures, media lists, the tab bar's badges) settle first.
      await page().waitForLoadState('networkidle');
      expect(await smallTargets(MIN_TARGET)).toEqual([]);
    });
  }

  it('has no control smaller than 44×44 px while a quick Q&A question is asked and answered', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/faq`);
    await page().getByTestId('faq-question').waitFor();
    expect(await smallTargets(MIN_TARGET)).toEqual([]);
    const skip = page().getByTestId('faq-skip');
    if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => undefined);
    await page().getByTestId('faq-answer-input').waitFor();
    expect(await smallTargets(MIN_TARGET)).toEqual([]);
  });

  it('has no control smaller than 44×44 px while taking the exam', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${exam.packageId}&child=${exam.childId}`);
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    await page().waitForLoadState('networkidle');
    expect(await smallTargets(MIN_TARGET)).toEqual([]);
    await page().getByTestId('exam-sheet-open').click();
    await page().getByTestId('exam-sheet').waitFor();
    expect(await smallTargets(MIN_TARGET)).toEqual([]);
  });
});

describe('the task detail kept on the phone', () => {
  it('shows the last loaded task detail offline, with the offline notice', async () => {
    await page().evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page().goto(`${app.server.url}/#/user/dashboard/task?id=${ids.packageId}`);
    await page().reload();
    await page().getByTestId(`child-${ids.fileChild}`).waitFor();
    await expect(controlled(page())).resolves.toBe(true);
    await expect(page().getByTestId('task-offline').count()).resolves.toBe(0);
    await app.browser.context.setOffline(true);
    try {
      await page().reload();
      await page().getByTestId('task-offline').waitFor();
      await expect(page().getByTestId('task-offline').textContent()).resolves.toBe('网络不可用，显示的是上次加载的内容');
      await expect(page().getByTestId(`child-${ids.fileChild}`).textContent()).resolves.toContain('阅读产品手册（触控）');
      await expect(page().getByTestId(`child-${ids.videoChild}`).textContent()).resolves.toContain('观看入职视频（触控）');
      await expect(page().getByTestId('task-refused').count()).resolves.toBe(0);
    } finally {
      await app.browser.context.setOffline(false);
    }
    await page().getByTestId('task-offline').waitFor({ state: 'detached' });
  });

  it('forgets the kept detail when the learner signs out', async () => {
    await expect(page().evaluate(() => localStorage.getItem('peilian-task-details'))).resolves.toContain(ids.packageId);
    await page().goto(`${app.server.url}/#/user/mine`);
    await page().getByTestId('user-menu').click();
    await page().getByTestId('logout').click();
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await expect(page().evaluate(() => localStorage.getItem('peilian-task-details'))).resolves.toBeNull();
  });
});
