import { scenarioListResponseSchema } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { DEMO_ANSWERS, practiceTranscript } from './support/practice';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// Scenario practice as a child task on a phone against the real server: the owner puts the demo
// organisation's car-sales scenario into a package for learner01 through the admin API; the learner
// opens the package, the scenario task, practises by typing through the flow, ends, reads the
// report, goes back to the task and sees the task passed with the session's score.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;

const TITLE = '展厅接待情景演练';
const CHILD_TITLE = 'SUV展厅接待演练';
const OPENING = '你好，我随便看看这款途岳。';
const ANSWERS = DEMO_ANSWERS;
let packageId = '';
let childId = '';
let sessionId = '';

/** A published package for one learner whose only child task practises the named scenario. */
async function scenarioPackage(base: string, token: string, learnerId: string): Promise<void> {
  const list = await callApi(base, 'GET', `api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`, { token });
  const scenarioId = scenarioListResponseSchema.parse(list.body).rows[0]!.id;
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 1, title: TITLE, passscore: 60, sort: 0, starttime, endtime, range: { users: [learnerId] } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  packageId = created.body.package.id;
  const child = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
    token,
    body: { type: 1, title: CHILD_TITLE, weight: 100, sort: 0, required: 1, starttime, endtime, refs: [{ refid: scenarioId }], settings: {} },
  });
  expect(child.status, JSON.stringify(child.body)).toBe(200);
  childId = child.body.child.id;
  const published = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

const transcript = () => practiceTranscript(page());

async function answer(text: string): Promise<void> {
  const input = page().getByTestId('practice-input').locator('input');
  await input.fill(text);
  await page().getByTestId('practice-send').click();
  await expect.poll(transcript, { timeout: 30_000 }).toContain(text);
}

beforeAll(async () => {
  const base = app.server.url;
  const ownerToken = (await apiSignIn(base, 'owner01', DEMO_PASSWORD)).token;
  await scenarioPackage(base, ownerToken, await userIdOf(base, ownerToken, 'learner01'));
});

describe('scenario practice as a child task on a phone', () => {
  let score = 0;
  // The report shows the score to a tenth; the task, rounded.
  let shownScore = '';

  it('opens the scenario task from the package on the practice page, titled with the task', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().goto(`${app.server.url}/#/user/dashboard/task?id=${packageId}`);
    await expect(page().getByTestId(`child-status-${childId}`).textContent()).resolves.toBe('未开始');
    await page().getByTestId(`child-${childId}`).click();
    await waitForRoute(page(), `/user/dashboard/practice?package=${packageId}&child=${childId}`);
    await expect(page().getByTestId('practice-task-title').textContent()).resolves.toBe(`任务：${CHILD_TITLE}`);
    await page().getByTestId('practice-cover').waitFor();
    await expect(page().locator('.adm-nav-bar-title').textContent()).resolves.toBe(CHILD_TITLE);
    await page().getByTestId('practice-start').click();
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING]);
    await expect(page().locator('.adm-nav-bar-title').textContent()).resolves.toBe(CHILD_TITLE);
    // The task's running session is kept in its URL only: free practice of the scenario starts afresh.
    await expect.poll(() => new URLSearchParams(new URL(page().url()).hash.split('?')[1]).get('session')).toBeTruthy();
    sessionId = new URLSearchParams(new URL(page().url()).hash.split('?')[1]).get('session') ?? '';
    await expect(page().evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('peilian.practice.running.')))).resolves.toEqual([]);
  });

  it('practises by typing through the flow, ends and shows the report', async () => {
    for (const text of ANSWERS) await answer(text);
    await page().getByTestId('practice-finished').waitFor({ timeout: 30_000 });
    await page().getByTestId('practice-open-report').click();
    await page().getByTestId('practice-report').waitFor();
    shownScore = (await page().getByTestId('practice-report-score').textContent()) ?? '';
    score = Math.round(Number(shownScore));
    expect(score).toBeGreaterThanOrEqual(60);
    await expect(page().getByTestId('practice-report-passed').textContent()).resolves.toBe('通过');
  });

  it('goes back to the task, which now shows the task passed with the session score', async () => {
    await page().getByTestId('practice-back-task').click();
    await waitForRoute(page(), `/user/dashboard/task?id=${packageId}`);
    await expect.poll(() => page().getByTestId(`child-status-${childId}`).textContent(), { timeout: 10_000 }).toBe('已完成');
    const details = await page().getByTestId(`child-${childId}`).textContent();
    const shown = /得分 ([\d.]+)/.exec(details ?? '');
    expect(Math.round(Number(shown?.[1]))).toBe(score);
  });

  it('opens the latest practice report from the task, and comes back to the task', async () => {
    const link = page().getByTestId(`child-report-${childId}`);
    await expect(link.textContent()).resolves.toBe('查看最近一次练习报告');
    await link.click();
    await waitForRoute(page(), `/user/dashboard/practice?package=${packageId}&child=${childId}&session=${sessionId}`);
    await page().getByTestId('practice-report').waitFor();
    await expect(page().getByTestId('practice-report-score').textContent()).resolves.toBe(shownScore);
    await page().getByTestId('practice-back-task').click();
    await waitForRoute(page(), `/user/dashboard/task?id=${packageId}`);
  });
});
