import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedExam } from '@peilian/server/testing';
import { signInAt } from './support/admin';
import { waitForRoute, DEMO_PASSWORD } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { apiSignIn, userIdOf } from './support/serverApi';

// A learner's session ends (its limit passes on the server's clock) in the middle of an exam: the
// phone returns to sign-in, and the answer the server had not confirmed stays on the device and is
// sent once the same learner signs in again. The limits are the shortest allowed (15 minutes), the
// exam lasts 30, so moving the server's clock 16 minutes ends the session but not the exam.
const app = useAppUnderTest({
  viewport: PHONE,
  env: { LEARNER_SESSION_IDLE_HOURS: '0.25', LEARNER_SESSION_MAX_HOURS: '0.25' },
  clockStepMs: 16 * 60_000,
});
const page = (): Page => app.page;
const TITLE = '会话结束测验';
let ids: { packageId: string; childId: string };

const questionState = () => page().getByTestId('exam-question-state').getAttribute('data-state');
const storedSession = () => page().evaluate(() => JSON.parse(localStorage.getItem('peilian-user') ?? '{}').state as { user: unknown; logoutCode?: number });

async function openExam() {
  await page().goto(`${app.server.url}/#/user/dashboard/exam?package=${ids.packageId}&child=${ids.childId}`);
}

beforeAll(async () => {
  const base = app.server.url;
  const ownerToken = (await apiSignIn(base, 'owner01', DEMO_PASSWORD)).token;
  ids = await publishedExam(base, ownerToken, await userIdOf(base, ownerToken, 'learner01'), TITLE);
});

describe('a session that ends during an exam', () => {
  it('returns to sign-in with the unconfirmed answer kept, and sends it after signing in again', async () => {
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await openExam();
    await page().getByTestId('exam-start').click();
    await page().getByTestId('exam-choice-A').click();
    await expect.poll(questionState).toBe('synced');

    // Given offline, so the answer is on the device before the server can refuse anything.
    await app.browser.context.setOffline(true);
    await page().getByTestId('exam-next').click();
    await page().getByTestId('exam-choice-C').click();
    await expect.poll(questionState).toBe('unsynced');
    await app.server.moveClock();
    await app.browser.context.setOffline(false);

    // The next call (the outbox's send or the heartbeat) meets 10000: back to sign-in.
    await page().waitForFunction(() => window.location.hash === '#/login' && document.querySelector('h1')?.textContent === '登录', undefined, {
      timeout: 40_000,
    });
    await expect(storedSession()).resolves.toMatchObject({ user: null, logoutCode: 10000 });
    // The login page says why, once: a polite status line, gone after signing in again.
    const notice = page().getByRole('status').filter({ hasText: '登录已失效，请重新登录' });
    await expect(notice.getAttribute('data-testid')).resolves.toBe('session-ended');

    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await expect(storedSession()).resolves.toMatchObject({ logoutCode: null });
    await openExam();
    await page().getByTestId('exam-taking').waitFor();
    await page().getByTestId('exam-sheet-open').click();
    await page().getByTestId('exam-sheet-2').click();
    await expect(page().getByTestId('exam-choice-C').locator('input').isChecked()).resolves.toBe(true);
    await expect.poll(questionState, { timeout: 20_000 }).toBe('synced');
  });
});
