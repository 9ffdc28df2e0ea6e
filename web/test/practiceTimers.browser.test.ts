import type { Page } from 'playwright-core';
import { demoScenarioCopy } from '@peilian/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { DEMO_ANSWERS, practiceTranscript } from './support/practice';
import { apiSignIn } from './support/serverApi';

// The scenario's special rules run by the learner's page against the real server: the owner copies
// the demo car-sales scenario with a 2-second silence rule (one trigger) and, in a second copy, a
// 3-second answer time; the learner's page says nothing and the customer asks whether they are
// still there, typing holds the timer, the second silence ends the session; the answer time runs
// out into a timed-out turn and the customer's alert; the warranty answer said then jumps over the
// steps between to the end, and the report on the phone adds up and says why each step scored.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;

const OPENING = '你好，我随便看看这款途岳。';
const STILL_THERE = '您好，还在吗？';
const ALERT = '不好意思，我没太听明白，您能再说一遍吗？';
const scenarios = { silence: '', answerTime: '' };

const transcript = () => practiceTranscript(page());

async function startPractice(scenarioId: string): Promise<void> {
  await page().goto(`${app.server.url}/#/user/dashboard/practice?scenario=${scenarioId}`);
  await page().getByTestId('practice-start').click();
  await expect.poll(transcript, { timeout: 30_000 }).toContain(OPENING);
}

beforeAll(async () => {
  const base = app.server.url;
  const token = (await apiSignIn(base, 'owner01', DEMO_PASSWORD)).token;
  scenarios.silence = await demoScenarioCopy(base, token, '静默规则演练', (rules) => {
    rules.silence = { ...rules.silence, enabled: true, timeoutSeconds: 2, maxTriggers: 1 };
    rules.nonStandard = { ...rules.nonStandard, answerTimeoutSeconds: 0 };
  });
  scenarios.answerTime = await demoScenarioCopy(base, token, '答题时限演练', (rules) => {
    rules.silence = { ...rules.silence, enabled: false };
    rules.nonStandard = { ...rules.nonStandard, enabled: true, answerTimeoutSeconds: 3, firstAlertAt: 1, maxAnswers: 3, onExceeded: 'continue' };
  });
});

describe("the silence rule and the answer time on the learner's page", () => {
  it("has the customer ask after the learner stays silent, holds while the learner types, and ends past the rule's limit", async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await startPractice(scenarios.silence);
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, STILL_THERE]);
    // Typing is not silence: while the input holds text no second reply comes (twice the rule's time).
    await page().getByTestId('practice-input').locator('input').fill('您好');
    await page().waitForTimeout(4_000);
    expect(await transcript()).toEqual([OPENING, STILL_THERE]);
    expect(await page().getByTestId('practice-room').getAttribute('data-status')).toBe('running');
    // Cleared again, the second silence is past the rule's one trigger: the session ends.
    await page().getByTestId('practice-input').locator('input').fill('');
    await page().getByTestId('practice-finished').waitFor({ timeout: 30_000 });
    await expect.poll(() => page().getByTestId('practice-room').getAttribute('data-status')).toBe('finished');
  });

  it("turns a run-out answer time into a timed-out turn and the customer's alert", async () => {
    await startPractice(scenarios.answerTime);
    await expect.poll(transcript, { timeout: 30_000 }).toEqual([OPENING, '（回答超时）', ALERT]);
    expect(await page().getByTestId('practice-room').getAttribute('data-status')).toBe('running');
  });

  it('reports how the total of a timed-out turn and a jump over the flow adds up, and why each step scored what it did', async () => {
    // The last step's answer said at the first: the cross-step jump ends the flow, the steps between unanswered.
    await page().getByTestId('practice-input').locator('input').fill(DEMO_ANSWERS[2]!);
    await page().getByTestId('practice-send').click();
    await page().getByTestId('practice-open-report').click({ timeout: 30_000 });
    await page().getByTestId('practice-report-breakdown').waitFor({ timeout: 30_000 });

    const total = await page().getByTestId('practice-report-score').textContent();
    const points = await page().getByTestId('breakdown-points').allTextContents();
    // The copy has no scoring rule: the total is the mean of completeness and the answer score.
    await expect(page().getByTestId('breakdown-name').allTextContents()).resolves.toEqual(['流程完整度', '回答得分']);
    expect(points).toHaveLength(2);
    expect(await page().getByTestId('breakdown-total').textContent()).toBe(total);
    expect(Math.round(points.reduce((sum, value) => sum + Number(value) * 10, 0))).toBe(Math.round(Number(total) * 10));
    await expect(page().getByTestId('breakdown-weight').allTextContents()).resolves.toEqual(['÷ 2', '÷ 2']);
    await expect(page().getByTestId('breakdown-formula').textContent()).resolves.toBe('未设置评分规则：总分 = (流程完整度 + 回答得分) ÷ 2');

    // Not passed, and why; the end was reached without answering every step (not 流程已完成).
    expect(await page().getByTestId('practice-report-passed').textContent()).toBe('未通过');
    expect(await page().getByTestId('practice-report-failreason').textContent()).toBe('低于及格分');
    expect(await page().getByTestId('practice-report-reason').textContent()).toBe('已到达结束节点（部分节点未作答）');

    const timedOut = page().getByTestId('report-turn-1');
    await expect(timedOut.getByTestId('report-turn-score').textContent()).resolves.toBe('0分');
    await expect(timedOut.getByTestId('report-reason').allTextContents()).resolves.toEqual(['超时未回答，记 0 分']);
    const skipped = await page().locator('[data-testid="report-step"][data-outcome="skipped"]').allTextContents();
    expect(skipped.length).toBeGreaterThan(0);
    for (const line of skipped) expect(line).toMatch(/^跳过的节点：.+（被跨节点回答越过，记 0 分）$/);
    const jump = page().getByTestId('report-turn-2');
    await expect(jump.locator('[data-testid="report-reason"][data-kind="said"]').textContent()).resolves.toBe('说到的关键词：三年、十万');

    // On the 390 px phone: nothing wider than the screen, every control a 44 px target, named for screen readers.
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const small = await page().evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid="practice-report"] button, [data-testid="practice-report"] [role="button"]'))
        .map((element) => ({ name: element.dataset.testid ?? element.textContent ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 1 && (box.width < 43.5 || box.height < 43.5))
        .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);
    await a11yScan(page(), 'a practice report with a timed-out turn and skipped steps');
  });
});
