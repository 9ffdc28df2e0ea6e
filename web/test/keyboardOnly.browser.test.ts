import { publishedExam } from '@peilian/server/testing';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signedOutLogin, tabTo, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { DEMO_ANSWERS } from './support/practice';
import { apiSignIn, outboxCode, userIdOf } from './support/serverApi';

// People who use no pointer at all — a keyboard, or a switch that sends Tab, Space and Enter: a new
// colleague joins by an invite code, and a learner signs in (the agreement ticked with Space),
// answers every question type of an exam (a radio group by its arrow keys, checkboxes by Space,
// blanks by typing) and holds a typed practice conversation. Nothing here clicks; every control is found by its role and name, as a
// screen reader finds it, and the focused box shows its ring.
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const TITLE = '键盘答题考核';
let exam: { packageId: string; childId: string };

const press = (key: string) => page().keyboard.press(key);
const type = (text: string) => page().keyboard.type(text);

/** Tabs to `target` and types `text` into it. */
async function typeInto(target: Locator, text: string): Promise<void> {
  await tabTo(page(), target);
  await type(text);
}

/** The focus ring drawn for the focused native input of a choice: on the box drawn beside it. */
const ringOfFocusedChoice = () =>
  page().evaluate(() => {
    const box = document.activeElement?.nextElementSibling?.querySelector('.adm-checkbox-icon, .adm-radio-icon');
    return box ? getComputedStyle(box).outlineStyle : 'none';
  });

beforeAll(async () => {
  const base = app.server.url;
  const { token } = await apiSignIn(base, 'owner01', DEMO_PASSWORD);
  exam = await publishedExam(base, token, await userIdOf(base, token, 'learner01'), TITLE);
});

describe('the learner side by keyboard only', () => {
  it('joins by an invite code: every field typed, the code sent and the form submitted by Enter', async () => {
    const mobile = '13912340077';
    await page().goto(`${app.server.url}/#/invite/PLdemo26`);
    await typeInto(page().locator('input[name="mobile"]'), mobile);
    await tabTo(page(), page().getByTestId('send-code'));
    await press('Enter');
    await typeInto(page().locator('input[name="code"]'), await outboxCode(app.server.dataDir, mobile));
    await typeInto(page().locator('input[name="name"]'), '键盘新人');
    await typeInto(page().getByLabel(/^密码/), 'Keyboard#2026');
    await typeInto(page().getByLabel(/^确认密码/), 'Keyboard#2026');
    await tabTo(page(), page().getByRole('checkbox', { name: '我已阅读并同意' }));
    await press('Space');
    await tabTo(page(), page().getByTestId('invite-join-submit'));
    await press('Enter');
    await page()
      .getByTestId('page-message')
      .filter({ hasText: `请用手机号 ${mobile} 和刚设置的密码登录` })
      .waitFor();
  });

  it('signs in: fields typed, the agreement ticked with Space, submitted with Enter', async () => {
    await signedOutLogin(page(), app.server.url);
    await typeInto(page().locator('input[name="account"]'), 'learner01');
    await typeInto(page().locator('input[name="password"]'), DEMO_PASSWORD);
    const agreement = page().getByRole('checkbox', { name: '我已阅读并同意' });
    await tabTo(page(), agreement);
    await expect(ringOfFocusedChoice()).resolves.toBe('solid');
    await press('Space');
    await expect.poll(() => agreement.isChecked()).toBe(true);
    await tabTo(page(), page().getByRole('button', { name: '登录', exact: true }));
    await press('Enter');
    await waitForRoute(page(), '/user/dashboard/center');
  });

  it('answers a single choice with the arrow keys, a multiple choice with Space, a judgement and two blanks, and submits', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${exam.packageId}&child=${exam.childId}`);
    await tabTo(page(), page().getByRole('button', { name: '开始考试' }));
    await press('Enter');
    const state = () => page().getByTestId('exam-question-state').getAttribute('data-state');
    const next = async () => {
      await tabTo(page(), page().getByRole('button', { name: '下一题' }));
      await press('Enter');
    };

    // Single choice: the group is one Tab stop; the arrows move the choice, as in any radio group.
    const single = page().getByRole('radiogroup', { name: `${TITLE}：单选` });
    await tabTo(page(), single.getByRole('radio').first());
    await expect(ringOfFocusedChoice()).resolves.toBe('solid');
    await press('ArrowDown');
    await expect.poll(() => single.getByRole('radio', { name: 'B. 马上降价' }).isChecked()).toBe(true);
    await press('ArrowUp');
    await expect.poll(() => single.getByRole('radio', { name: 'A. 先认同客户' }).isChecked()).toBe(true);
    await expect.poll(state).toBe('synced');
    await next();

    const multiple = page().getByRole('group', { name: `${TITLE}：多选` });
    for (const name of ['A. 复述', 'C. 提问']) {
      const box = multiple.getByRole('checkbox', { name });
      await tabTo(page(), box);
      await press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await expect(multiple.getByRole('checkbox', { name: 'B. 打断' }).isChecked()).resolves.toBe(false);
    await expect.poll(state).toBe('synced');
    await next();

    const judge = page().getByRole('radiogroup', { name: `${TITLE}：判断` });
    await tabTo(page(), judge.getByRole('radio', { name: '正确' }));
    await press('Space');
    await expect.poll(() => judge.getByRole('radio', { name: '正确' }).isChecked()).toBe(true);
    await expect.poll(state).toBe('synced');
    await next();

    await typeInto(page().getByTestId('exam-fill-0').locator('input'), '北京');
    await typeInto(page().getByTestId('exam-fill-1').locator('input'), '上海');
    await expect.poll(state).toBe('synced');

    await tabTo(page(), page().getByRole('button', { name: '交卷' }));
    await press('Enter');
    // The question takes the focus as it opens, on the button that changes nothing.
    const dialog = page().getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button', { name: '取消' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await tabTo(page(), dialog.getByRole('button', { name: '确定' }));
    await press('Enter');
    await expect.poll(() => page().getByTestId('exam-result-score').textContent(), { timeout: 15_000 }).toContain('100');
  });

  it('holds a typed practice conversation: the scenario opened, started and answered by Enter', async () => {
    await page().goto(`${app.server.url}/#/user/dashboard/practice`);
    await tabTo(page(), page().getByRole('link', { name: /SUV展厅接待/ }), { limit: 60 });
    await press('Enter');
    const start = page().getByTestId('practice-start');
    await expect.poll(() => start.isEnabled()).toBe(true);
    await tabTo(page(), start);
    await press('Enter');
    const input = page().getByTestId('practice-input').locator('input');
    for (const [index, answer] of DEMO_ANSWERS.entries()) {
      await tabTo(page(), input);
      await type(answer);
      await press('Enter');
      if (index < DEMO_ANSWERS.length - 1) await expect.poll(() => input.inputValue(), { timeout: 30_000 }).toBe('');
    }
    await page().getByTestId('practice-finished').waitFor({ timeout: 30_000 });
  });
});
