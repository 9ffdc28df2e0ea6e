import { taskDetailResponseSchema, centerResponseSchema } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { controlled, DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { departmentId, mediaId } from './support/learnerTraining';
import { apiSignIn, callApi } from './support/serverApi';
import { smallTargets } from './support/touchTargets';

// What a learner meets on a 390 px phone: every control of the pages used most is a touch target of
// at least 44×44 CSS px (inline text links inside a paragraph are exempt, docs/training.md), and the
// task detail opens offline from the copy kept on the phone, with the centre's offline notice.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
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

beforeAll(async () => {
  const base = app.server.url;
  const { token } = await apiSignIn(base, 'superadmin', DEMO_PASSWORD);
  ids = await studyPackage(base, token);
  exam = await demoExam(base);
});

describe('touch targets of the pages before signing in, on a 390 px phone', () => {
  const open = async (path: string, ready: string) => {
    await page().goto(`${app.server.url}/#${path}`);
    await page().getByTestId(ready).first().waitFor();
    await page().waitForLoadState('networkidle');
  };

  it('has no control smaller than 44×44 px on each sign-in tab', async () => {
    await open('/login', 'login-page');
    for (const tab of ['账号登录', '短信登录', '微信扫码']) {
      await page().getByRole('tab', { name: tab }).click();
      expect(await smallTargets(page()), tab).toEqual([]);
    }
  });

  const pages: [string, string, string][] = [
    ['the invite code form', '/invite', 'invite-code-form'],
    ['the invite join form', '/invite/PLdemo26', 'invite-join-form'],
    ['the registration form', '/register', 'register-form'],
    ['the terms', '/wxcall/clause', 'clause-back'],
    ['the page not found', '/404', 'back-home'],
    ['the signed-out page', '/logout', 'to-login'],
    ['WeChat sign-in where WeChat is not set up', '/wxcall/login', 'to-login'],
    ['the registration submitted', '/wxcall/registersucess', 'page-message'],
    ['the official account prompt', '/wxcallback/minisubscrib', 'i-know-mini'],
    ['the unsubscribe confirmation', '/wxcall/unsubscribe?id=sub-abcdefghijklmnop', 'unsubscribe'],
  ];
  for (const [name, path, ready] of pages) {
    it(`has no control smaller than 44×44 px on ${name}`, async () => {
      await open(path, ready);
      expect(await smallTargets(page())).toEqual([]);
    });
  }
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
      expect(await smallTargets(page())).toEqual([]);
    });
  }

  it('has no control smaller than 44×44 px in the profile popover of the header', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/center`);
    await page().getByTestId('user-menu').click();
    await page().getByTestId('logout').waitFor();
    expect(await smallTargets(page())).toEqual([]);
    await page().keyboard.press('Escape');
  });

  it('has no control smaller than 44×44 px in a running practice conversation', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/practice`);
    await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
    const start = page().getByTestId('practice-start');
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.click();
    await page().getByTestId('customer-line').first().waitFor();
    await page().getByTestId('practice-input').locator('input').fill('您好');
    expect(await smallTargets(page())).toEqual([]);
  });

  it('has no control smaller than 44×44 px while a quick Q&A question is asked and answered', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/faq`);
    await page().getByTestId('faq-question').waitFor();
    expect(await smallTargets(page())).toEqual([]);
    const skip = page().getByTestId('faq-skip');
    if (await skip.isVisible()) await skip.click({ timeout: 2_000 }).catch(() => undefined);
    await page().getByTestId('faq-answer-input').waitFor();
    expect(await smallTargets(page())).toEqual([]);
  });

  it('has no control smaller than 44×44 px while taking the exam', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${exam.packageId}&child=${exam.childId}`);
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    await page().waitForLoadState('networkidle');
    expect(await smallTargets(page())).toEqual([]);
    await page().getByTestId('exam-sheet-open').click();
    await page().getByTestId('exam-sheet').waitFor();
    expect(await smallTargets(page())).toEqual([]);
  });
});

describe('installing the app', () => {
  it('offers 添加到桌面 in the personal centre when the browser offers installation, and asks the browser when tapped', async () => {
    // Chromium offers to install the app (its manifest and service worker qualify); its prompt is
    // only recorded here, as a headless browser could not show it.
    await page().addInitScript(() => {
      const event = (window as unknown as { BeforeInstallPromptEvent: { prototype: { prompt: () => Promise<unknown> } } }).BeforeInstallPromptEvent;
      event.prototype.prompt = () => {
        document.body.dataset.installPrompted = 'yes';
        return Promise.resolve({ outcome: 'accepted', platform: 'web' });
      };
    });
    await page().goto(`${app.server.url}/#/user/mine`);
    await page().reload();
    await page().getByTestId('mine-install').click();
    await expect.poll(() => page().evaluate(() => document.body.dataset.installPrompted)).toBe('yes');
    await page().getByTestId('mine-install').waitFor({ state: 'detached' });
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
