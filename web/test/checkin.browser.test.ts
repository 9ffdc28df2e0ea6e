import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSidebarEntry, signInAt } from './support/admin';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { launchChromium, type Browser } from './support/chromium';
import { smallTargets } from './support/touchTargets';

// Check-in tasks (docs/checkin.md): the administrator adds one in 培训管理 → 打卡管理 and reads the
// demo task's grid (learner × day, streaks, one learner's days); 张伟 (learner01) on a 390 px phone
// opens the demo task from the centre and sees its calendar, streak and today's button.
const app = useAppUnderTest();
const admin = (): Page => app.page;
const dialog = () => admin().locator('.ant-modal-wrap:visible .ant-modal').last();
const DEMO = '展厅接待每日打卡';

let phone: Browser;
let learner: Page;

beforeAll(async () => {
  phone = await launchChromium(PHONE);
  learner = phone.context.pages()[0] ?? (await phone.context.newPage());
});
afterAll(async () => {
  await phone?.close();
});

const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

describe('check-in tasks', () => {
  it('the administrator adds a task and reads the demo task’s grid', async () => {
    await signInAt(admin(), app.server.url, 'superadmin');
    await waitForRoute(admin(), '/admin/homePage/homePage');
    await openSidebarEntry(admin(), '培训管理', '打卡管理');
    await waitForRoute(admin(), '/admin/train/clockinout');
    await admin().getByTestId('checkin-table').getByText(DEMO).waitFor();

    await admin().getByTestId('checkin-add').click();
    await dialog().getByTestId('checkin-title').fill('晨会问答打卡');
    await dialog().getByTestId('checkin-save').click();
    await dialog().getByText('请选择练习内容').waitFor();
    const inputs = dialog().locator('.ant-picker-range input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(day(0));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(day(6));
    await inputs.nth(1).press('Enter');
    await dialog().locator('#checkin-content').click();
    await admin().locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'SUV展厅接待' }).first().click();
    await dialog().getByTestId('checkin-save').click();
    await admin().getByTestId('checkin-table').getByText('晨会问答打卡').waitFor();
    await a11yScan(admin(), 'the check-in list');

    await admin().getByTestId(`checkin-detail-${DEMO}`).click();
    await admin().getByTestId('checkin-grid').waitFor();
    await expect.poll(() => admin().getByTestId('checkin-streak-learner01').textContent()).toBe('4');
    await expect(admin().getByTestId('checkin-stars-learner02').textContent()).resolves.toBe('3');
    await admin().getByTestId('checkin-learner-learner01').click();
    await admin().getByTestId('checkin-learner-days').getByText('张伟的打卡记录').waitFor();
    await expect(admin().getByTestId('checkin-learner-days').locator('tr.ant-table-row').count()).resolves.toBe(4);
    await a11yScan(admin(), 'the check-in grid');
  });

  it('a learner at 390 px opens the task from the centre and sees the calendar', async () => {
    await learner.goto(`${app.server.url}/#/login`);
    await signIn(learner, 'learner01', DEMO_PASSWORD);
    await waitForRoute(learner, '/user/dashboard/center');
    await learner.getByTestId('centre-checkin').click();
    await waitForRoute(learner, '/user/checkin');
    await learner.getByTestId(`checkin-item-${DEMO}`).click();
    await learner.getByTestId('checkin-calendar').waitFor();
    await expect(learner.getByTestId('checkin-streak').textContent()).resolves.toBe('4天');
    await expect(learner.getByTestId('checkin-todaystar').textContent()).resolves.toBe('☆');
    // Yesterday is on the month shown unless today is the 1st.
    if (day(-1).slice(0, 7) === day(0).slice(0, 7))
      await expect(learner.getByTestId(`checkin-day-${day(-1)}`).getAttribute('data-state')).resolves.toBe('checked');
    await expect(learner.getByTestId(`checkin-day-${day(0)}`).getAttribute('data-state')).resolves.toBe('today');
    await learner.getByTestId('checkin-start').waitFor();
    await expect(smallTargets(learner)).resolves.toEqual([]);
    expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await a11yScan(learner, 'the check-in calendar');
  });
});
