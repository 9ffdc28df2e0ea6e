import { examResultResponseSchema } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { controlled, DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { publishedExam } from '@peilian/server/testing';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// The learner's loss-proof exam on a phone against the real server: answers are kept on the device
// the moment they are given and synced with idempotent saves; answers given offline survive a
// reload while offline (the service worker serves the shell, IndexedDB the answers), sync when the
// network returns, and the submission scores every one of them.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const TITLE = '门店接待结业考试';
let ids: { packageId: string; childId: string };
let early: { packageId: string; childId: string };
let learnerId = '';
let ownerToken = '';

const syncText = () =>
  page()
    .getByTestId('exam-sync')
    .evaluate((element) => element.firstChild?.textContent ?? '');
const sheetStates = async () => {
  await page().getByTestId('exam-sheet-open').click();
  const sheet = page().getByTestId('exam-sheet');
  await sheet.waitFor();
  const states = await sheet.locator('.exam-sheet-cell').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-state')));
  await page()
    .locator('.adm-mask')
    .last()
    .click({ position: { x: 10, y: 10 } });
  await sheet.waitFor({ state: 'hidden' });
  return states;
};
const goTo = async (number: number) => {
  await page().getByTestId('exam-sheet-open').click();
  await page().getByTestId(`exam-sheet-${number}`).click();
  await page().getByTestId('exam-sheet').waitFor({ state: 'hidden' });
};
const choose = (id: string) => page().getByTestId(`exam-choice-${id}`).click();
const questionState = () => page().getByTestId('exam-question-state').getAttribute('data-state');
const questionText = () => page().getByTestId('exam-question-text').textContent();

beforeAll(async () => {
  const base = app.server.url;
  ownerToken = (await apiSignIn(base, 'owner01', DEMO_PASSWORD)).token;
  learnerId = await userIdOf(base, ownerToken, 'learner01');
  ids = await publishedExam(base, ownerToken, learnerId, TITLE);
  early = await publishedExam(base, ownerToken, learnerId, '门店接待阶段测验', { limitMinute: 5 });
});

describe('the exam page on a phone', () => {
  it('opens the exam from the task, keeps its sealed paper, and starts it on the server clock with one light call', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page().goto(`${app.server.url}/#/user/dashboard/task?id=${ids.packageId}`);
    await page().reload();
    await expect.poll(() => controlled(page())).toBe(true);
    const kept = page().waitForResponse((response) => response.url().includes(`/exampaper/${ids.childId}/paper`));
    await page().getByTestId(`child-${ids.childId}`).click();
    await waitForRoute(page(), `/user/dashboard/exam?package=${ids.packageId}&child=${ids.childId}`);
    await page().getByTestId('exam-cover').waitFor();
    await expect(page().getByTestId('exam-cover').textContent()).resolves.toContain('共4题，总分100分，考试时长30分钟，及格分60分');
    const { version } = (await (await kept).json()) as { version: string };
    await a11yScan(page(), 'the exam cover');
    const started = page().waitForResponse((response) => response.url().includes(`/exampaper/${ids.childId}/start`));
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    // The start named the kept paper: it brought the key to open it, not the questions.
    const start = await started;
    expect(new URL(start.url()).searchParams.get('paperversion')).toBe(version);
    await expect(start.json()).resolves.toMatchObject({ paper: { questions: [] }, paperkey: expect.stringMatching(/^[\w-]{43}$/) });
    await expect(questionText()).resolves.toBe(`${TITLE}：单选`);
    await expect(page().getByTestId('exam-countdown').textContent()).resolves.toMatch(/^(30:00|29:5\d)$/);
  });

  it('saves each answer as it is given and syncs it', async () => {
    await choose('A');
    await expect.poll(questionState).toBe('synced');
    await page().getByTestId('exam-next').click();
    await expect(questionText()).resolves.toBe(`${TITLE}：多选`);
    await choose('A');
    await choose('C');
    await expect.poll(syncText).toBe('所有答案已保存');
    await expect(sheetStates()).resolves.toEqual(['synced', 'synced', 'unanswered', 'unanswered']);
    await a11yScan(page(), 'the exam, answering');
  });

  it('keeps answers given offline through a reload while offline, and syncs them when the network returns', async () => {
    await app.browser.context.setOffline(true);
    try {
      await page().getByTestId('exam-next').click();
      await choose('B');
      await page().getByTestId('exam-next').click();
      await expect(questionText()).resolves.toBe(`${TITLE}：填空`);
      await page().getByTestId('exam-fill-0').locator('input').fill('北京');
      await page().getByTestId('exam-fill-1').locator('input').fill('上海');
      await expect.poll(syncText).toBe('2个答案等待网络同步');
      await expect(page().getByTestId('exam-sync').textContent()).resolves.toContain('网络已断开');

      await page().reload();
      await page().getByTestId('exam-taking').waitFor();
      await expect(syncText()).resolves.toBe('2个答案等待网络同步');
      await expect(sheetStates()).resolves.toEqual(['synced', 'synced', 'unsynced', 'unsynced']);
      await goTo(4);
      await expect(page().getByTestId('exam-fill-0').locator('input').inputValue()).resolves.toBe('北京');
      await expect(page().getByTestId('exam-fill-1').locator('input').inputValue()).resolves.toBe('上海');
      await goTo(3);
      await expect(page().getByTestId('exam-choice-B').locator('input').isChecked()).resolves.toBe(true);
    } finally {
      await app.browser.context.setOffline(false);
    }
    await expect.poll(syncText, { timeout: 20_000 }).toBe('所有答案已保存');
    await expect(sheetStates()).resolves.toEqual(['synced', 'synced', 'synced', 'synced']);
  });

  it('submits once confirmed and shows the score; the server holds every answer', async () => {
    await goTo(4);
    await page().getByTestId('exam-submit').click();
    await page().locator('.adm-dialog-button-bold').click();
    await page().getByTestId('exam-result').waitFor();
    await expect(page().getByTestId('exam-result-score').textContent()).resolves.toBe('得分 75');
    await expect(page().getByTestId('exam-result-passed').getAttribute('data-passed')).resolves.toBe('true');
    await expect(page().getByTestId('exam-review').locator('.adm-list-item').count()).resolves.toBe(4);
    // One correct-answer line per question, none of them empty.
    const correctLines = async (id: string) =>
      (await page().getByTestId(`exam-review-${id}`).locator('.adm-list-item-description > div').allTextContents()).filter((line) =>
        line.startsWith('正确答案'),
      );
    await expect(correctLines('0')).resolves.toEqual(['正确答案: A']);
    await expect(correctLines('1')).resolves.toEqual(['正确答案: A, C']);
    await expect(correctLines('2')).resolves.toEqual(['正确答案: 正确']);
    // A true/false question is answered in its options' words, not their letters.
    await expect(page().getByTestId('exam-review-2').getByTestId('exam-review-yours').textContent()).resolves.toBe('你的答案: 错误');
    await expect(correctLines('3')).resolves.toEqual(['正确答案: 北京,上海']);
    // The attempt history (`.../logs`) under the result.
    await expect(page().getByTestId('exam-history').locator('.adm-list-item').count()).resolves.toBe(1);
    await expect(page().getByTestId('exam-history-1').textContent()).resolves.toMatch(/^第1次 · \d{4}-\d\d-\d\d \d\d:\d\d得分 75 · 通过$/);
    await expect(page().getByTestId('exam-time-up').count()).resolves.toBe(0);
    // The confirmation has closed: the scan is of the result, not of a dialog still on its way out.
    await page().locator('.adm-center-popup-wrap').waitFor({ state: 'hidden' });
    await a11yScan(page(), 'the exam result');

    const stored = await callApi(app.server.url, 'GET', `api/trainning/v3/exampaper/${ids.childId}/result?userid=${learnerId}`, { token: ownerToken });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const result = examResultResponseSchema.parse(stored.body);
    expect(result).toMatchObject({ score: 75, passed: true, answeredCount: 4, correctCount: 3, submittedBy: 'learner' });
    expect(result.review.map((item) => item.yours)).toEqual([
      { choices: ['A'], fills: [] },
      { choices: ['A', 'C'], fills: [] },
      { choices: ['B'], fills: [] },
      { choices: [], fills: ['北京', '上海'] },
    ]);
  });

  it("refuses a submission before the minimum time with the server's message and keeps the attempt open", async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${early.packageId}&child=${early.childId}`);
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    await expect(page().getByTestId('exam-submit-wait').textContent()).resolves.toMatch(/^(05:00|04:5\d)后可以交卷$/);
    await choose('A');
    await expect.poll(questionState).toBe('synced');
    await expect.poll(syncText).toBe('所有答案已保存');
    await page().getByTestId('exam-sheet-open').click();
    // The answer sheet's submit button lies wholly on the 390 px screen.
    const button = await page().getByTestId('exam-sheet-submit').boundingBox();
    expect(button && button.x >= 0 && button.x + button.width <= 390).toBe(true);
    await page().getByTestId('exam-sheet-submit').click();
    await page().locator('.adm-dialog-button-bold').click();
    await page().locator('.adm-toast-main', { hasText: '开考5分钟后才能交卷' }).waitFor();
    await expect(page().getByTestId('exam-result').count()).resolves.toBe(0);
    const stored = await callApi(app.server.url, 'GET', `api/trainning/v3/exampaper/${early.childId}/logs?userid=${learnerId}`, { token: ownerToken });
    expect(stored.body).toMatchObject({ rows: [{ attempt: 1, status: 'inProgress', submittedAt: null }] });
  });

  it('counts answers given offline before the deadline once the device reconnects, then shows the result', async () => {
    const closing = await publishedExam(app.server.url, ownerToken, learnerId, '门店接待随堂测验', { closesInMs: 15_000 });
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${closing.packageId}&child=${closing.childId}`);
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    await choose('A');
    await expect.poll(questionState).toBe('synced');
    await expect.poll(syncText).toBe('所有答案已保存');
    await app.browser.context.setOffline(true);
    try {
      await page().getByTestId('exam-next').click();
      await choose('A');
      await choose('C');
      await expect.poll(syncText).toBe('1个答案等待网络同步');
      await expect.poll(() => page().getByTestId('exam-countdown').textContent(), { timeout: 30_000 }).toBe('00:00');
      await expect(page().getByTestId('exam-result').count()).resolves.toBe(0);
      await expect(page().getByTestId('exam-time-up').textContent()).resolves.toBe('考试时间到，正在提交已保存的答案');
    } finally {
      await app.browser.context.setOffline(false);
    }
    await page().getByTestId('exam-result').waitFor({ timeout: 30_000 });
    await expect(page().getByTestId('exam-result-score').textContent()).resolves.toBe('得分 50');
    await expect(page().getByTestId('exam-result-passed').getAttribute('data-passed')).resolves.toBe('false');
    await expect(page().getByTestId('exam-time-up').textContent()).resolves.toBe('考试时间到，已自动交卷');
    await expect(page().getByTestId('exam-history-1').textContent()).resolves.toContain('得分 50 · 未通过 · 时间到自动交卷');
    const stored = await callApi(app.server.url, 'GET', `api/trainning/v3/exampaper/${closing.childId}/result?userid=${learnerId}`, { token: ownerToken });
    expect(stored.body).toMatchObject({ submittedBy: 'deadline', score: 50, answeredCount: 2 });
  });

  it('opens again on the question the learner was on after a reload, and words a true/false answer and an empty blank', async () => {
    const placed = await publishedExam(app.server.url, ownerToken, learnerId, '门店接待复习测验');
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${placed.packageId}&child=${placed.childId}`);
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    await page().getByTestId('exam-next').click();
    await page().getByTestId('exam-next').click();
    await expect(questionText()).resolves.toBe('门店接待复习测验：判断');
    await choose('B');
    await expect.poll(syncText).toBe('所有答案已保存');

    await page().reload();
    await page().getByTestId('exam-taking').waitFor();
    await expect(questionText()).resolves.toBe('门店接待复习测验：判断');

    await page().getByTestId('exam-next').click();
    await page().getByTestId('exam-fill-1').locator('input').fill('上海');
    await expect.poll(syncText).toBe('所有答案已保存');
    await page().getByTestId('exam-submit').click();
    await page().locator('.adm-dialog-button-bold').click();
    await page().getByTestId('exam-result').waitFor();
    const yours = (id: string) => page().getByTestId(`exam-review-${id}`).getByTestId('exam-review-yours').textContent();
    await expect(yours('2')).resolves.toBe('你的答案: 错误');
    await expect(yours('3')).resolves.toBe('你的答案: 未作答, 上海');
    await expect(page().getByTestId('exam-review-2').getByTestId('exam-review-correct').textContent()).resolves.toBe('正确答案: 正确');

    await page().getByTestId('exam-print').click();
    await waitForRoute(page(), `/user/dashboard/print?id=${placed.childId}`);
    await expect(page().getByTestId('print-yours-2').textContent()).resolves.toBe('你的答案：错误');
    await expect(page().getByTestId('print-yours-3').textContent()).resolves.toBe('你的答案：未作答，上海');
  });

  it('warns once, by a toast and the live notice, when five minutes are left, and not again after a reload', async () => {
    const warning = '考试还剩 5 分钟';
    const closing = await publishedExam(app.server.url, ownerToken, learnerId, '门店接待限时测验', { closesInMs: 5 * 60_000 + 6_000 });
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${closing.packageId}&child=${closing.childId}`);
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-taking').waitFor();
    await expect(page().getByTestId('exam-deadline-warning').textContent()).resolves.toBe('');
    await page().locator('.adm-toast-main', { hasText: warning }).waitFor({ timeout: 15_000 });
    await expect(page().getByTestId('exam-deadline-warning').getAttribute('aria-live')).resolves.toBe('polite');
    await expect(page().getByTestId('exam-deadline-warning').textContent()).resolves.toBe(warning);

    await page().reload();
    await page().getByTestId('exam-taking').waitFor();
    await page().waitForTimeout(2_000);
    await expect(page().locator('.adm-toast-main', { hasText: warning }).count()).resolves.toBe(0);
    await expect(page().getByTestId('exam-deadline-warning').textContent()).resolves.toBe('');
  });

  it('says when an exam whose window has not opened opens, and offers no start yet', async () => {
    const later = await publishedExam(app.server.url, ownerToken, learnerId, '门店接待补考', { opensInMs: 60 * 60_000 });
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${later.packageId}&child=${later.childId}`);
    await page().getByTestId('exam-blocked').waitFor();
    await expect(page().getByTestId('exam-blocked').textContent()).resolves.toContain('考试尚未开始');
    await expect(page().getByTestId('exam-opens-at').textContent()).resolves.toMatch(/^开考时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(page().getByTestId('exam-start').count()).resolves.toBe(0);
  });
});
