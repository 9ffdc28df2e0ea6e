import { endpointPath, type AdminAppeal, type AppealDetail } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logOutOfAdmin, signInAt } from './support/admin';
import { a11yScan } from './support/a11y';
import { waitForRoute } from './support/app';
import { PHONE, useAppUnderTest } from './support/appUnderTest';
import { DEMO_ANSWERS, practiceTranscript } from './support/practice';
import { apiSignIn, callApi } from './support/serverApi';
import { smallTargets } from './support/touchTargets';

// A learner appeals a practice score from a 390 px phone against the real server: the report's
// 申诉 form (reason with its counter, the items to tick), the appeal shown as 待处理 in place of the
// button, and a second appeal of the same record — from a page opened before the first — refused
// with the server's message; 我的申诉 lists it, reached from the personal centre. The organisation's
// owner then takes it up in the back office (the same browser, at desktop width), raises one
// criterion with an opinion and reads the trail; the learner reads the reply and the new score.
// (The child task, the package and the due day's arithmetic: server/src/appeals/appeals.test.ts.)
const app = useAppUnderTest({ viewport: PHONE });
const page = (): Page => app.page;
const REASON = '关键词都说到了，评分偏低';

/** learner01's free practice of the demo scenario, answered to its end; the report open. */
async function practiseToReport(): Promise<string> {
  await signInAt(page(), app.server.url, 'learner01');
  await waitForRoute(page(), '/user/dashboard/center');
  await page().goto(`${app.server.url}/#/user/dashboard/practice`);
  await page().locator('[data-testid^="practice-scenario-"]', { hasText: 'SUV展厅接待' }).click();
  await expect.poll(() => page().getByTestId('practice-start').isEnabled(), { timeout: 30_000 }).toBe(true);
  await page().getByTestId('practice-start').click();
  const input = page().getByTestId('practice-input').locator('input');
  for (const [index, text] of DEMO_ANSWERS.entries()) {
    await expect.poll(() => input.isEditable(), { timeout: 30_000 }).toBe(true);
    await input.fill(text);
    await page().getByTestId('practice-send').click();
    await expect.poll(() => practiceTranscript(page()), { timeout: 30_000 }).toContain(text);
    if (index < DEMO_ANSWERS.length - 1) await expect.poll(() => input.inputValue()).toBe('');
  }
  await page().getByTestId('practice-finished').waitFor({ timeout: 30_000 });
  await page().getByTestId('practice-open-report').click();
  await page().getByTestId('practice-report').waitFor();
  return page().url();
}

describe('appealing a practice score on a phone', () => {
  it('appeals once with a reason and an item, and sees 待处理 in place of the button', async () => {
    const report = await practiseToReport();
    await page().getByTestId('appeal-open').click();
    const reason = page().getByRole('textbox', { name: '申诉理由' });
    await expect.poll(() => reason.evaluate((node) => node === document.activeElement)).toBe(true);
    await page().getByTestId('appeal-submit').click();
    await expect.poll(() => page().getByTestId('appeal-notice').textContent()).toBe('请填写申诉理由');
    await reason.fill(REASON);
    await expect(page().getByTestId('appeal-count').textContent()).resolves.toBe(`${REASON.length}/100`);
    await page().getByTestId('appeal-item').first().click();
    await expect(smallTargets(page())).resolves.toEqual([]);
    await a11yScan(page(), 'the appeal form');

    // A second report page, opened before the appeal is made, still offers the form.
    const second = await app.browser.context.newPage();
    await second.goto(report);
    await second.getByTestId('appeal-open').click();

    await page().getByTestId('appeal-submit').click();
    await expect.poll(() => page().getByTestId('appeal-status-text').textContent()).toBe('待处理');
    await expect(page().getByTestId('appeal-open').count()).resolves.toBe(0);
    await expect(page().getByTestId('appeal-status').textContent()).resolves.toMatch(/\d{4}-\d{2}-\d{2}前答复/);

    await second.getByRole('textbox', { name: '申诉理由' }).fill('再申诉一次');
    await second.getByTestId('appeal-submit').click();
    await expect.poll(() => second.getByTestId('appeal-notice').textContent()).toBe('该学习记录已申诉，每条记录只能申诉一次');
    await expect.poll(() => second.getByTestId('appeal-status-text').textContent()).toBe('待处理');
    await second.close();
  });

  it('lists the appeal in 我的申诉, reached from the personal centre, with its reason and due day', async () => {
    await page().goto(`${app.server.url}/#/user/mine`);
    await page().getByTestId('mine-appeals').click();
    await waitForRoute(page(), '/user/appeals');
    const row = page().getByTestId('appeal-row').first();
    await expect(row.getByTestId('appeal-row-status').textContent()).resolves.toBe('待处理');
    await row.click();
    await expect.poll(() => page().getByTestId('appeal-detail-reason').textContent()).toBe(REASON);
    await expect(page().getByTestId('appeal-detail-due').textContent()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await a11yScan(page(), 'an appeal');
  });

  it('is taken up in the back office, one criterion raised with an opinion, and the learner reads the new score', async () => {
    // The appeal and a criterion to raise, as the server reads them (before the browser signs in as
    // the owner: a later sign-in of the same account would end the browser's session).
    const { token } = await apiSignIn(app.server.url, 'owner01');
    const list = await callApi<{ rows: AdminAppeal[] }>(app.server.url, 'GET', endpointPath(ADMIN_ENDPOINTS.appeals.list, {}), { token });
    const id = list.body.rows.find((row) => row.reason === REASON)!.id;
    const { body } = await callApi<AppealDetail>(app.server.url, 'GET', endpointPath(ADMIN_ENDPOINTS.appeals.read, { id }), { token });
    const criterion = body.record!.criteria.find((c) => c.score + 5 <= c.max)!;
    const raised = Math.round((criterion.score + 5) * 10) / 10;

    await page().goto(`${app.server.url}/#/user/mine`);
    await page().getByTestId('user-menu').click();
    await page().getByTestId('logout').click();
    await page().getByRole('heading', { name: '登录', exact: true }).waitFor();
    await page().setViewportSize({ width: 1280, height: 900 });
    await signInAt(page(), app.server.url, 'owner01');
    await waitForRoute(page(), '/admin/homePage/homePage');
    await page().goto(`${app.server.url}/#/admin/train/complain`);
    await page().getByTestId(`appeal-row-${id}`).waitFor();
    await a11yScan(page(), 'complain');
    await page().getByTestId(`appeal-open-${id}`).click();
    await waitForRoute(page(), `/admin/train/complain-detail?id=${id}`);
    await page().getByTestId('appeal-criteria').waitFor();
    await a11yScan(page(), 'complain-detail');
    await page().getByTestId('appeal-accept').click();
    await page().getByTestId('appeal-accept-confirm').click();
    await expect.poll(() => page().getByTestId('appeal-detail-status').textContent()).toBe('处理中');
    await page().getByTestId(`appeal-score-${criterion.key}`).fill(String(raised));
    await expect.poll(() => page().getByTestId('appeal-new-total').textContent()).not.toBe(String(body.record!.total));
    // The total the server will store, as the page adds it up.
    const after = (await page().getByTestId('appeal-new-total').textContent())!.trim();
    await page().getByTestId('appeal-resolve').click();
    await expect.poll(() => page().locator('.ant-form-item-explain-error').first().textContent()).toBe('审核意见不能为空');
    await page().getByTestId('appeal-opinion').fill('录音中已说出关键词，予以加分');
    await page().getByTestId('appeal-resolve').click();
    await page().getByTestId('appeal-resolve-confirm').click();
    await page().getByTestId('appeal-final').waitFor();
    await expect(page().getByTestId('appeal-detail-status').textContent()).resolves.toBe('已通过');
    const trail = page().getByTestId('appeal-trail');
    await expect.poll(() => trail.textContent()).toContain('重新评分并通过');
    await expect(trail.textContent()).resolves.toContain(`${criterion.score} → ${raised}`);
    await expect(trail.textContent()).resolves.toContain('录音中已说出关键词，予以加分');

    // Back on the phone: an unread reply in the personal centre, and the new score in the appeal.
    await logOutOfAdmin(page());
    await page().setViewportSize({ width: PHONE.width, height: PHONE.height });
    await signInAt(page(), app.server.url, 'learner01');
    await waitForRoute(page(), '/user/dashboard/center');
    await page().goto(`${app.server.url}/#/user/mine`);
    await page().getByTestId('mine-appeals-unread').waitFor();
    await page().getByTestId('mine-appeals').click();
    const row = page().getByTestId('appeal-row').first();
    await expect.poll(() => row.getByTestId('appeal-row-status').textContent()).toBe('已通过');
    await row.click();
    await expect.poll(() => page().getByTestId('appeal-detail-opinion').textContent()).toContain('录音中已说出关键词，予以加分');
    await expect(page().getByTestId('appeal-detail-scores').textContent()).resolves.toContain(after);
  });
});
