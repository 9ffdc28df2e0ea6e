import type { Page } from 'playwright-core';
import { demoScenarioCopy } from '@peilian/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { DEMO_PASSWORD, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { practiceTranscript } from './support/practice';
import { apiSignIn } from './support/serverApi';

// The scenario's special rules run by the learner's page against the real server: the owner copies
// the demo car-sales scenario with a 2-second silence rule (one trigger) and, in a second copy, a
// 3-second answer time; the learner's page says nothing and the customer asks whether they are
// still there, typing holds the timer, the second silence ends the session; the answer time runs
// out into a timed-out turn and the customer's alert.
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
});
