import { examLogsResponseSchema, examResultResponseSchema } from '@peilian/shared';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { controlled, signedInToken, waitForRoute } from './support/app';
import { DESKTOP, PHONE, useAppUnderTest } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { questionWorkbook, workbookRows, type QuestionRow } from './support/importWorkbook';
import { callApi, userIdOf } from './support/serverApi';

// Issue 5's "done when": an administrator on a desktop imports a question file with wrong rows
// (flagged, their file downloaded, fixed and imported), composes and publishes a paper from those
// questions, adds it as the exam child task of a package for the sales department through the
// package editor and publishes the package; a learner of that department on a phone starts the
// exam, answers, answers several questions offline, reloads while offline, comes back online,
// submits and sees the right score (and its printable page); the server holds every answer.
const app = useAppUnderTest({ viewport: DESKTOP });
let phone: Browser;
let learner: Page;

const CATEGORY = '门店服务考题';
const PAPER = '门店服务结业考试';
const PACKAGE = '门店服务考核';
const EXAM_TASK = '门店服务结业考试（必考）';

const SINGLE = '客户抱怨时，第一步应该怎么做？';
const MULTIPLE = '倾听客户时，哪些做法是对的？';
const JUDGE = '报价之前应先了解客户的需求。';
const FILL = '门店营业时间是上午__点到晚上__点。';
const FOLLOW = '客户试驾之后，销售顾问应该怎么做？';

const good: QuestionRow[] = [
  { category: CATEGORY, type: '单选题', text: SINGLE, options: ['先认同客户的感受', '马上给客户降价'], answer: 'A' },
  { category: CATEGORY, type: '多选题', text: MULTIPLE, options: ['复述客户的话', '打断客户', '追问细节'], answer: 'A,C' },
  { category: CATEGORY, type: '判断题', text: JUDGE, options: ['正确', '错误'], answer: 'A' },
  { category: CATEGORY, type: '填空题', text: FILL, options: [], answer: '9,21' },
  { category: CATEGORY, type: '单选题', text: FOLLOW, options: ['当天回访客户', '等客户自己联系'], answer: 'A' },
];
// Two wrong rows: a judge answer that is not A or B (sheet row 4) and a question without text (row 6).
const withErrors: QuestionRow[] = good.map((row, index) => (index === 2 ? { ...row, answer: 'C' } : index === 4 ? { ...row, text: '' } : row));

/** The learner's answers by question: the multiple and single ones right, the judge one wrong → 80 of 100. */
const ANSWERS: Record<string, { choose?: string[]; fill?: string[] }> = {
  [SINGLE]: { choose: ['先认同客户的感受'] },
  [MULTIPLE]: { choose: ['复述客户的话', '追问细节'] },
  [JUDGE]: { choose: ['错误'] },
  [FILL]: { fill: ['9', '21'] },
  [FOLLOW]: { choose: ['当天回访客户'] },
};

const admin = (): Page => app.page;
const dialog = () => admin().locator('.ant-modal-wrap:visible .ant-modal').last();
const fieldError = (text: string) => dialog().locator('.ant-form-item-explain-error', { hasText: text });
/** The admin browser's own token (a second sign-in of the same account would end its session). */
const adminToken = () => signedInToken(admin());
const hashQuery = (page: Page, name: string) => new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get(name) ?? '';

const syncText = () => learner.getByTestId('exam-sync').evaluate((element) => element.firstChild?.textContent ?? '');
const questionText = async () => (await learner.getByTestId('exam-question-text').textContent()) ?? '';

/** Answers the question on screen as `ANSWERS` says; returns its text. */
async function answerCurrent(): Promise<string> {
  const text = await questionText();
  const answer = ANSWERS[text];
  if (!answer) throw new Error(`unexpected question ${text}`);
  for (const content of answer.choose ?? []) await learner.locator('[data-testid^="exam-choice-"]', { hasText: content }).click();
  for (const [index, value] of (answer.fill ?? []).entries()) await learner.getByTestId(`exam-fill-${index}`).locator('input').fill(value);
  return text;
}

let packageId = '';
let childId = '';

beforeAll(async () => {
  phone = await launchChromium(PHONE);
  learner = phone.context.pages()[0] ?? (await phone.context.newPage());
});

afterAll(async () => {
  await phone?.close();
});

describe('exam end to end', () => {
  const chooseFile = (name: string, buffer: Buffer) =>
    dialog().locator('input[type=file]').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  it('an administrator imports a question file: the wrong rows flagged, their file downloaded, the fixed file imported', async () => {
    await signInAt(admin(), app.server.url, 'superadmin');
    await waitForRoute(admin(), '/admin/homePage/homePage');
    await admin().goto(`${app.server.url}/#/admin/voice/exammanagement?tab=questions`);
    await admin().getByTestId('question-import').click();
    await chooseFile('门店服务题目.xlsx', await questionWorkbook(withErrors));
    await admin().getByTestId('import-next').click();
    await expect.poll(() => admin().getByTestId('import-summary').textContent()).toBe('共5行，正确3行，错误2行');
    await expect(admin().getByTestId('import-row-error-4').textContent()).resolves.toBe('答案：判断题的答案只能是A或B');
    await expect(admin().getByTestId('import-row-error-6').textContent()).resolves.toBe('题目：题目不能为空');
    await expect(admin().getByTestId('import-run').isDisabled()).resolves.toBe(true);

    const [download] = await Promise.all([admin().waitForEvent('download'), admin().getByTestId('import-error-file').click()]);
    const failed = await workbookRows(readFileSync(await download.path()));
    expect(failed).toHaveLength(2);
    expect(failed[0]).toContain('判断题的答案只能是A或B');
    expect(failed[1]).toContain('题目不能为空');

    await dialog()
      .getByRole('button', { name: /上一步/ })
      .click();
    await chooseFile('门店服务题目-修正.xlsx', await questionWorkbook(good));
    await admin().getByTestId('import-next').click();
    await expect.poll(() => admin().getByTestId('import-summary').textContent()).toBe('共5行，正确5行，错误0行');
    await dialog().getByText('新增或更新').click();
    await admin().getByTestId('import-run').click();
    await expect.poll(() => admin().getByTestId('import-result').textContent()).toContain('新增5条');
    await admin().getByTestId('import-finish').click();
  });

  it('composes a paper from the imported questions, 20 points each, and publishes it', async () => {
    await admin().goto(`${app.server.url}/#/admin/voice/exammanagement`);
    await admin().getByTestId('paper-add').click();
    await waitForRoute(admin(), '/admin/voice/editpaper');
    await admin().getByTestId('paper-title').fill(PAPER);
    await admin().getByTestId('paper-pick').click();
    const picker = admin().getByTestId('picker-table');
    for (const row of good) await picker.locator('tbody tr.ant-table-row', { hasText: row.text }).locator('input[type=checkbox]').check();
    await admin().getByTestId('picker-ok').click();
    await expect.poll(() => admin().getByTestId('paper-questions').locator('tbody tr.ant-table-row').count()).toBe(5);
    await admin().getByTestId('paper-questions').locator('thead input[type=checkbox]').check();
    await admin().getByTestId('paper-batch-score').fill('20');
    await admin().getByTestId('paper-batch-apply').click();
    await expect.poll(() => admin().getByTestId('paper-total').textContent()).toBe('总分：100分');
    await admin().getByTestId('paper-publish').click();
    await admin().getByTestId('paper-publish-confirm').click();
    await admin().getByTestId('paper-locked').waitFor();
  });

  it('builds an exam package for the sales department with the paper as its exam child task and publishes it', async () => {
    await admin().goto(`${app.server.url}/#/admin/train/trainmanagement-exame`);
    await admin().getByTestId('package-add').click();
    await waitForRoute(admin(), '/admin/train/edittraincom-exam');
    await admin().getByTestId('package-edit-title').waitFor();
    await admin().locator('#package-title').fill(PACKAGE);
    await admin().locator('#package-passscore').fill('60');
    await admin().locator('#package-departments').click();
    await admin().locator('.ant-select-tree-treenode:visible', { hasText: '销售部' }).first().locator('.ant-select-tree-checkbox').click();
    await admin().keyboard.press('Escape');
    await admin().getByTestId('package-save').click();
    await admin().waitForFunction(() => window.location.hash.startsWith('#/admin/train/edittraincom-exam?id='));
    packageId = hashQuery(admin(), 'id');
    await admin().getByTestId('child-section').waitFor();

    await admin().getByTestId('child-add').click();
    await dialog().locator('#child-type').click();
    await admin().locator('.ant-select-item-option:visible', { hasText: '考试' }).first().click();
    await dialog().locator('#child-title').fill(EXAM_TASK);
    await admin().getByTestId('child-dialog-save').click();
    await fieldError('请选择关联的内容').waitFor();

    await dialog().getByTestId('child-paper-choose').click();
    const picker = admin().getByTestId('paper-picker');
    await picker.getByTestId('paper-picker-search').locator('input').fill('结业');
    await picker.getByTestId('paper-picker-search').locator('input').press('Enter');
    await expect.poll(() => picker.locator('tr.ant-table-row').allTextContents()).toEqual([expect.stringContaining(PAPER)]);
    await picker.locator('tr.ant-table-row', { hasText: PAPER }).locator('.ant-radio-input').check();
    await admin().getByTestId('paper-picker-ok').click();
    await picker.waitFor({ state: 'detached' });
    await expect(dialog().getByTestId('child-paper-title').textContent()).resolves.toBe(PAPER);
    await expect(dialog().getByTestId('child-paper').textContent()).resolves.toContain('5题，总分100分，考试时长60分钟，及格分60分');

    await dialog().locator('#child-retry').fill('100000');
    await dialog().locator('#child-retry').press('Tab');
    await fieldError('重考次数须为0到99999之间的整数').waitFor();
    await dialog().locator('#child-retry').fill('1');
    await dialog().locator('#child-retry').press('Tab');
    await expect.poll(() => fieldError('重考次数').count()).toBe(0);
    await dialog().getByText('分数、对错和正确答案').click();
    await admin().getByTestId('child-dialog-save').click();
    await admin().getByTestId('child-table').locator('tr.ant-table-row', { hasText: EXAM_TASK }).waitFor();
    await expect.poll(() => admin().getByTestId('weight-total').textContent()).toBe('权重合计 100%');

    // Opened again, the child task shows its paper (read by id) and its settings as saved.
    await admin().getByTestId(`child-edit-${EXAM_TASK}`).click();
    await expect.poll(() => dialog().getByTestId('child-paper-title').textContent()).toBe(PAPER);
    await expect(dialog().locator('#child-retry').inputValue()).resolves.toBe('1');
    await expect(dialog().getByRole('radio', { name: '分数、对错和正确答案' }).isChecked()).resolves.toBe(true);
    await dialog().locator('.ant-modal-close').click();
    await expect.poll(() => admin().locator('.ant-modal-wrap:visible').count()).toBe(0);

    await admin().getByTestId('package-edit-publish').click();
    await dialog().getByText('立即发布', { exact: true }).click();
    await admin().getByTestId('publish-confirm').click();
    await expect.poll(() => admin().getByTestId('package-edit-state').textContent()).toBe('已发布');

    const detail = await callApi<{ package: { children: { id: string; refs: unknown[]; settings: unknown }[] } }>(
      app.server.url,
      'GET',
      `api/admin/task/package/${packageId}`,
      {
        token: await adminToken(),
      },
    );
    const child = detail.body.package.children[0];
    expect(child?.settings).toEqual({ retry: 1, noRetakeAfterPass: 0, review: 2 });
    childId = child?.id ?? '';
  });

  it('a learner of the department starts the exam on a phone and answers online', async () => {
    await signInAt(learner, app.server.url, 'learner01');
    await waitForRoute(learner, '/user/dashboard/center');
    await learner.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await learner.getByTestId(`package-${packageId}`).click();
    await waitForRoute(learner, `/user/dashboard/task?id=${packageId}`);
    // The service worker takes the page over, so that a reload works offline.
    await learner.reload();
    await expect.poll(() => controlled(learner)).toBe(true);
    await learner.getByTestId(`child-${childId}`).click();
    await waitForRoute(learner, `/user/dashboard/exam?package=${packageId}&child=${childId}`);
    await expect(learner.getByTestId('exam-cover').textContent()).resolves.toContain('共5题，总分100分，考试时长60分钟，及格分60分');
    await learner.getByTestId('exam-start').click();
    await learner.getByTestId('exam-taking').waitFor();

    await answerCurrent();
    await expect.poll(() => learner.getByTestId('exam-question-state').getAttribute('data-state')).toBe('synced');
    await learner.getByTestId('exam-next').click();
    await answerCurrent();
    await expect.poll(() => learner.getByTestId('exam-question-state').getAttribute('data-state')).toBe('synced');
    await expect.poll(syncText).toBe('所有答案已保存');
  });

  it('answers three questions offline, reloads offline with every answer kept, and syncs them once back online', async () => {
    const offline: string[] = [];
    await phone.context.setOffline(true);
    try {
      for (let left = 3; left > 0; left -= 1) {
        await learner.getByTestId('exam-next').click();
        offline.push(await answerCurrent());
      }
      await expect.poll(syncText).toBe('3个答案等待网络同步');
      await expect(learner.getByTestId('exam-sync').textContent()).resolves.toContain('网络已断开');

      await learner.reload();
      await learner.getByTestId('exam-taking').waitFor();
      await expect(syncText()).resolves.toBe('3个答案等待网络同步');
      await learner.getByTestId('exam-sheet-open').click();
      const states = await learner
        .getByTestId('exam-sheet')
        .locator('.exam-sheet-cell')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-state')));
      expect(states).toEqual(['synced', 'synced', 'unsynced', 'unsynced', 'unsynced']);
      await learner.getByTestId('exam-sheet-5').click();
      await learner.getByTestId('exam-sheet').waitFor({ state: 'hidden' });
      const last = await questionText();
      expect(last).toBe(offline[2]);
      if (last === FILL) await expect(learner.getByTestId('exam-fill-1').locator('input').inputValue()).resolves.toBe('21');
      else
        await expect(
          learner
            .locator('[data-testid^="exam-choice-"]', { hasText: ANSWERS[last]?.choose?.[0] ?? '' })
            .locator('input')
            .isChecked(),
        ).resolves.toBe(true);
    } finally {
      await phone.context.setOffline(false);
    }
    await expect.poll(syncText, { timeout: 20_000 }).toBe('所有答案已保存');
  });

  it('submits and sees the right score, and prints the result', async () => {
    await learner.getByTestId('exam-submit').click();
    await learner.locator('.adm-dialog-button-bold').click();
    await learner.getByTestId('exam-result').waitFor();
    await expect(learner.getByTestId('exam-result-score').textContent()).resolves.toBe('得分 80');
    await expect(learner.getByTestId('exam-result-passed').getAttribute('data-passed')).resolves.toBe('true');

    await learner.getByTestId('exam-print').click();
    await waitForRoute(learner, `/user/dashboard/print?id=${childId}`);
    await expect(learner.getByTestId('print-score').textContent()).resolves.toBe('80 / 100');
    await expect(learner.getByTestId('print-paper').textContent()).resolves.toBe(PAPER);
    await expect(learner.getByTestId('print-questions').locator('.exam-print-question').count()).resolves.toBe(5);
    await a11yScan(learner, 'the printable exam result');
    await learner.emulateMedia({ media: 'print' });
    try {
      await expect(learner.locator('.exam-print-toolbar').isVisible()).resolves.toBe(false);
      await expect(
        learner
          .locator('.exam-print-question')
          .first()
          .evaluate((element) => getComputedStyle(element).breakInside),
      ).resolves.toBe('avoid');
      await expect(learner.getByTestId('exam-print').evaluate((element) => getComputedStyle(element).color)).resolves.toBe('rgb(0, 0, 0)');
    } finally {
      await learner.emulateMedia({ media: null });
    }
  });

  it('the server holds every answer of the attempt', async () => {
    const token = await adminToken();
    const learnerId = await userIdOf(app.server.url, token, 'learner01');
    const stored = await callApi(app.server.url, 'GET', `api/trainning/v3/exampaper/${childId}/result?userid=${learnerId}`, { token });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const result = examResultResponseSchema.parse(stored.body);
    expect(result).toMatchObject({ score: 80, passed: true, answeredCount: 5, correctCount: 4, questionCount: 5, submittedBy: 'learner' });
    const yours = Object.fromEntries(result.review.map((item) => [item.text, item.yours]));
    const letter = (text: string, content: string) =>
      result.review.find((item) => item.text === text)?.choices.find((choice) => choice.content === content)?.id;
    expect(yours).toEqual({
      [SINGLE]: { choices: [letter(SINGLE, '先认同客户的感受')], fills: [] },
      [MULTIPLE]: { choices: [letter(MULTIPLE, '复述客户的话'), letter(MULTIPLE, '追问细节')], fills: [] },
      [JUDGE]: { choices: [letter(JUDGE, '错误')], fills: [] },
      [FILL]: { choices: [], fills: ['9', '21'] },
      [FOLLOW]: { choices: [letter(FOLLOW, '当天回访客户')], fills: [] },
    });

    const logs = examLogsResponseSchema.parse(
      (await callApi(app.server.url, 'GET', `api/trainning/v3/exampaper/${childId}/logs?userid=${learnerId}`, { token })).body,
    );
    expect(logs.rows).toMatchObject([{ attempt: 1, status: 'submitted', score: 80, passed: true, submittedBy: 'learner' }]);
  });
});
