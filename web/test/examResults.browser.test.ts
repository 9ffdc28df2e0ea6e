import { examTokenResponseSchema } from '@peilian/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectListFits, signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import type { RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// An examination's results on a desktop: two learners hand in the same exam through the real API
// (one passes with 100, one fails with 25); the exam manager opens the results from the paper list,
// reads the figures and the handed-in papers, filters the passed ones, opens a learner's paper, and
// disables the exam from the list — after which the learner can no longer start a retake.
const app = useAppUnderTest({ viewport: DESKTOP });
let server: RunningServer;
let page: Page;

const TITLE = '门店成绩考试';
const PACKAGE = '门店成绩考核';
const CHILD = '门店成绩考试（正式）';

beforeAll(() => {
  ({ server, page } = app);
});

type Choice = { id: string; content: string; iscorrect: number };
const choices = (correct: string[], ...texts: string[]): Choice[] =>
  texts.map((content, index) => ({ id: String.fromCharCode(65 + index), content, iscorrect: correct.includes(String.fromCharCode(65 + index)) ? 1 : 0 }));

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Four questions of 25 in a published paper, the exam child task of a published package for the given learners. */
async function examFor(token: string, learnerIds: string[]): Promise<{ paperId: string; childId: string }> {
  const bodies = [
    { type: 0, text: `${TITLE}：单选`, choices: choices(['A'], '先认同客户', '马上降价') },
    { type: 1, text: `${TITLE}：多选`, choices: choices(['A', 'C'], '复述', '打断', '提问') },
    { type: 2, text: `${TITLE}：判断`, choices: choices(['A'], '正确', '错误') },
    { type: 3, text: `${TITLE}：填空`, choices: [], answer: '北京,上海' },
  ];
  const ids: string[] = [];
  for (const body of bodies)
    ids.push(
      (
        await ok(
          callApi<{ question: { id: string } }>(server.url, 'POST', 'api/admin/study/question', {
            token,
            body: { level: 2, score: 10, promotion: '', ...body },
          }),
        )
      ).question.id,
    );
  const paper = await ok(
    callApi<{ paper: { id: string } }>(server.url, 'POST', 'api/admin/study/paper', {
      token,
      body: { title: TITLE, minute: 30, limitMinute: 0, score: 60, questions: ids.map((id) => ({ id, score: 25 })) },
    }),
  );
  await ok(callApi(server.url, 'POST', `api/admin/study/paper/${paper.paper.id}/status`, { token, body: { status: 1 } }));
  const starttime = Date.now() - 60_000;
  const endtime = Date.now() + 24 * 60 * 60 * 1000;
  const pkg = await ok(
    callApi<{ package: { id: string } }>(server.url, 'POST', 'api/admin/task/package', {
      token,
      body: { tasktype: 2, title: PACKAGE, passscore: 60, sort: 0, starttime, endtime, range: { users: learnerIds } },
    }),
  );
  const child = await ok(
    callApi<{ child: { id: string } }>(server.url, 'POST', `api/admin/task/package/${pkg.package.id}/child`, {
      token,
      body: {
        type: 2,
        title: CHILD,
        weight: 100,
        sort: 0,
        required: 1,
        starttime,
        endtime,
        refs: [{ refid: paper.paper.id }],
        settings: { retry: 1, review: 2 },
      },
    }),
  );
  await ok(callApi(server.url, 'POST', `api/admin/task/package/${pkg.package.id}/publish`, { token, body: { mode: 'now' } }));
  return { paperId: paper.paper.id, childId: child.child.id };
}

/** The learner starts the exam and hands in these answers at once (no minimum time). */
async function handIn(token: string, childId: string, items: { questionid: string; choices?: string[]; fills?: string[] }[]): Promise<void> {
  const cover = await ok(callApi<{ key: string }>(server.url, 'GET', `api/trainning/v3/exampaper/token/${childId}`, { token }));
  const started = await ok(callApi<{ key: string }>(server.url, 'GET', `api/trainning/v3/exampaper/${childId}/start?key=${cover.key}`, { token }));
  const at = Date.now();
  const answer = { saveid: `submit-${Math.random().toString(36).slice(2, 12)}`, at, items: items.map((item) => ({ choices: [], fills: [], ...item, at })) };
  await ok(callApi(server.url, 'POST', `api/trainning/v3/exampaper/${childId}/submit?key=${started.key}`, { token, body: { answer } }));
}

const paperRows = () => page.getByTestId('exam-papers').locator('tbody tr.ant-table-row');
const reviewRow = (text: string) => page.getByTestId('exam-result-drawer-review').locator('.ant-list-item', { hasText: text }).textContent();
const figure = (name: string) => page.getByTestId(`exam-figure-${name}`).textContent();

let exam: { paperId: string; childId: string };
let firstLearner = '';

describe('exam results', () => {
  it('two learners hand in the exam', async () => {
    const owner = await apiSignIn(server.url, 'owner01', DEMO_PASSWORD);
    const one = await apiSignIn(server.url, 'learner01', DEMO_PASSWORD);
    const two = await apiSignIn(server.url, 'learner02', DEMO_PASSWORD);
    firstLearner = one.token;
    exam = await examFor(owner.token, [one.id, two.id]);
    await handIn(one.token, exam.childId, [
      { questionid: '0', choices: ['A'] },
      { questionid: '1', choices: ['A', 'C'] },
      { questionid: '2', choices: ['A'] },
      { questionid: '3', fills: ['北京', '上海'] },
    ]);
    await handIn(two.token, exam.childId, [{ questionid: '0', choices: ['A'] }]);
  });

  it('opens the results from the paper list: figures, the exam task and the handed-in papers', async () => {
    await signInAt(page, server.url, 'superadmin');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/voice/exammanagement`);
    await page.getByTestId(`paper-results-${exam.paperId}`).click();
    await waitForRoute(page, `/admin/voice/editexam?id=${exam.paperId}`);
    await page.getByTestId('exam-results-title').getByText(TITLE, { exact: false }).waitFor();
    await page.getByTestId('exam-figure-started').getByText('2').waitFor();
    await expect(figure('submitted')).resolves.toBe('2');
    await expect(figure('passed')).resolves.toBe('1');
    await expect(figure('average')).resolves.toBe('62.5');
    await expect(figure('highest')).resolves.toBe('100');
    await expect(page.getByTestId('exam-children').textContent()).resolves.toContain(CHILD);
    await expect(page.getByTestId('exam-children').textContent()).resolves.toContain(PACKAGE);

    await expect.poll(() => paperRows().count()).toBe(2);
    // At 1440 px who, which task, the score and result and when, without sideways scrolling; the rest behind 列设置.
    await expectListFits(page, 'exam-papers', ['学员', '账号', '部门', '考试任务', '第几次', '得分', '结果', '交卷时间', '操作'], ['交卷方式', '用时']);
    // Newest first: learner02 handed in last.
    await expect(paperRows().nth(0).textContent()).resolves.toMatch(/刘洋.*learner02.*25.*未通过/);
    await expect(paperRows().nth(1).textContent()).resolves.toMatch(/张伟.*learner01.*100.*通过/);

    // learner02 left the true/false and the fill question empty: each reads 未作答, the correct true/false answer 正确.
    await paperRows().nth(0).getByRole('button', { name: '查看' }).click();
    await page.getByTestId('exam-result-drawer-score').getByText('25').waitFor();
    await expect(reviewRow(`${TITLE}：判断`)).resolves.toContain('学员答案: 未作答');
    await expect(reviewRow(`${TITLE}：判断`)).resolves.toContain('正确答案: 正确');
    await expect(reviewRow(`${TITLE}：填空`)).resolves.toContain('学员答案: 未作答');
    await expect(reviewRow(`${TITLE}：填空`)).resolves.toContain('正确答案: 北京,上海');
    await page.locator('.ant-drawer-close').click();
    await page.getByTestId('exam-result-drawer').waitFor({ state: 'detached' });
  });

  it('filters the passed papers and opens one', async () => {
    await page.getByTestId('exam-papers-passed').click();
    await page.locator('.ant-select-item-option:visible[title="通过"]').click();
    await expect.poll(() => paperRows().count()).toBe(1);
    await expect(paperRows().first().textContent()).resolves.toContain('张伟');

    await paperRows().first().getByRole('button', { name: '查看' }).click();
    await page.getByTestId('exam-result-drawer-score').getByText('100').waitFor();
    await expect(page.getByTestId('exam-result-drawer-review').textContent()).resolves.toContain(`${TITLE}：填空`);
    // A true/false answer is worded as the learner's review words it, not by its letter.
    await expect(reviewRow(`${TITLE}：判断`)).resolves.toContain('学员答案: 正确');
    await expect(reviewRow(`${TITLE}：判断`)).resolves.toContain('正确答案: 正确');
    await expect(reviewRow(`${TITLE}：填空`)).resolves.toContain('学员答案: 北京, 上海');
    await page.locator('.ant-drawer-close').click();

    await page.getByTestId('exam-papers-search').locator('input').fill('learner02');
    await page.getByTestId('exam-papers-search').locator('input').press('Enter');
    await expect.poll(() => paperRows().count()).toBe(0);
  });

  it('disables the exam from the paper list: a learner can no longer start it', async () => {
    await page.goto(`${server.url}/#/admin/voice/exammanagement`);
    const toggle = page.getByTestId(`paper-enabled-${exam.paperId}`);
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
    await toggle.click();
    await page.locator('.ant-message').getByText('考试已停用').waitFor();
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');

    const cover = examTokenResponseSchema.parse(
      (await callApi(server.url, 'GET', `api/trainning/v3/exampaper/token/${exam.childId}`, { token: firstLearner })).body,
    );
    expect(cover).toMatchObject({ canStart: false, blocked: 'errors.exam.disabled' });
    const start = await callApi<{ errmsg: string }>(server.url, 'GET', `api/trainning/v3/exampaper/${exam.childId}/start?key=n2`, { token: firstLearner });
    expect(start).toMatchObject({ status: 403, body: { errmsg: '该考试已停用' } });

    await page.getByTestId(`paper-results-${exam.paperId}`).click();
    await page.getByTestId('exam-results-title').getByText('已停用').waitFor();
  });
});
