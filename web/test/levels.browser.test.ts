import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSidebarEntry, signInAt } from './support/admin';
import { DEMO_PASSWORD, signIn, waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { launchChromium, type Browser } from './support/chromium';

// Levels and badges (admin §3 Level, Badge; learner §2.9): the administrator adds a level and a
// badge in 系统管理 → 等级勋章; 刘洋 (learner02, 150 experience) who meets both sees the level and the
// badge in the avatar popover and the personal centre on a 390 px phone. The badge job ticks every
// half second here.
const app = useAppUnderTest({
  env: { BADGE_AWARD_MS: '500' },
  data: [
    {
      sql: `INSERT INTO learner_stats (user_id, org_id, learning_seconds, experience, stars, completed_packages)
        SELECT id, org_id, 5400, 150, 4, 1 FROM users WHERE account = $1`,
      params: ['learner02'],
    },
  ],
});
const admin = (): Page => app.page;
const dialog = () => admin().locator('.ant-modal-wrap:visible .ant-modal').last();

let phone: Browser;
let learner: Page;

beforeAll(async () => {
  phone = await launchChromium(PHONE);
  learner = phone.context.pages()[0] ?? (await phone.context.newPage());
});
afterAll(async () => {
  await phone?.close();
});

describe('levels and badges', () => {
  it('the administrator adds a level and a badge', async () => {
    await signInAt(admin(), app.server.url, 'superadmin');
    await waitForRoute(admin(), '/admin/homePage/homePage');
    await openSidebarEntry(admin(), '系统管理', '等级勋章');
    await waitForRoute(admin(), '/admin/system/adminlevel');
    await admin().getByTestId('levels-title').waitFor();
    await admin().getByTestId('level-table').getByText('骨干').waitFor();

    await admin().getByTestId('level-add').click();
    await dialog().getByTestId('level-name-input').fill('冲刺者');
    // Past the range the field says so and keeps what was typed, rather than saving 9999 without a word.
    await dialog().getByTestId('level-experience-input').fill('99999');
    await dialog().getByTestId('level-save').click();
    await dialog().getByText('升级经验须为0到9999之间的整数').waitFor();
    await expect(dialog().getByTestId('level-experience-input').inputValue()).resolves.toBe('99999');
    await dialog().getByTestId('level-experience-input').fill('100');
    await dialog().getByTestId('level-save').click();
    // 新锐 already starts at 100: the server says so in the dialog, which keeps what was typed.
    await expect.poll(() => dialog().getByTestId('level-problem').textContent()).toContain('已有等级的升级经验是100');
    await dialog().getByTestId('level-experience-input').fill('120');
    await dialog().getByTestId('level-save').click();
    await admin().getByTestId('level-table').getByText('冲刺者').waitFor();
    await a11yScan(admin(), 'the levels tab');

    await admin().getByRole('tab', { name: '勋章' }).click();
    await admin().getByTestId('badge-table').getByText('资料达人').waitFor();
    await admin().getByTestId('badge-add').click();
    await dialog().getByTestId('badge-name-input').fill('登录之星');
    await dialog().getByTestId('badge-count-input').fill('1');
    await dialog().getByTestId('badge-save').click();
    await admin().getByTestId('badge-table').getByText('登录之星').waitFor();
    await expect(admin().getByTestId('badge-table').getByText('连续登录1天').count()).resolves.toBe(1);
    await a11yScan(admin(), 'the badges tab');
  });

  it('a learner who meets them sees the level and the badge in the popover and the personal centre', async () => {
    await learner.goto(`${app.server.url}/#/login`);
    await signIn(learner, 'learner02', DEMO_PASSWORD);
    await waitForRoute(learner, '/user/dashboard/center');

    // The sign-in makes a one-day login streak; the badge job awards it within its next tick.
    await learner.goto(`${app.server.url}/#/user/mine`);
    await expect
      .poll(
        async () => {
          await learner.reload();
          return (
            (await learner
              .getByTestId('mine-badges')
              .textContent({ timeout: 3000 })
              .catch(() => '')) ?? ''
          );
        },
        { timeout: 20_000 },
      )
      .toContain('登录之星');
    await expect(learner.getByTestId('mine-level').textContent()).resolves.toBe('冲刺者');
    await a11yScan(learner, 'the personal centre with a badge');

    await learner.getByTestId('user-menu').click();
    const card = learner.getByTestId('user-card');
    await expect.poll(() => card.getByTestId('user-card-level').textContent()).toBe('冲刺者');
    await expect.poll(() => card.getByTestId('user-card-badges').textContent()).toContain('登录之星');
    await expect(card.getByTestId('user-card-stars').textContent()).resolves.toBe('★ 4');
    const trigger = await learner.getByTestId('user-menu').boundingBox();
    expect(trigger?.height).toBeGreaterThanOrEqual(44);
    await a11yScan(learner, 'the avatar popover with level and badges');
  });
});
