import { dataDirWithHistory, queryDataDir } from '@peilian/server/testing';
import { endpointPath, type AdminAppeal, type AppealDetail } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { DESKTOP } from './support/appUnderTest';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { startServer, type RunningServer } from './support/server';
import { a11yScan } from './support/a11y';
import { apiSignIn, callApi } from './support/serverApi';

// The back office's appeals (admin §3 Complaint, §5, §8, §9), on the demo history: a learner's
// appeal of a scored practice session, made long ago and still pending, shows overdue in the queue;
// the organisation's owner opens it, raises one criterion with an opinion, and the appeal closes with its trail.
const REASON = '客户已经同意预约试驾，评分偏低';
const APPEAL = `INSERT INTO appeals (org_id, user_id, record_type, record_id, record_title, reason, due_day, created_at)
  SELECT s.org_id, s.user_id, 'practice', s.id, s.scenario_name, '${REASON}', '2026-01-05', timestamptz '2025-12-10 10:00:00+08'
  FROM practice_sessions s
  WHERE s.org_id = (SELECT org_id FROM users WHERE account = 'learner01') AND s.status = 'finished' AND s.result IS NOT NULL
  ORDER BY s.score ASC NULLS LAST, s.id LIMIT 1
  RETURNING id`;

interface AppealList {
  rows: AdminAppeal[];
}

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const dataDir = await dataDirWithHistory();
  const inserted = await queryDataDir<{ id: string }>(dataDir, [{ sql: APPEAL }]);
  if (inserted.length !== 1) throw new Error('the demo history holds no finished practice session to appeal');
  server = await startServer({ webDist: requireDist(), dataDir });
  browser = await launchChromium(DESKTOP);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
// A failing test shows what the server said, the only trace of a failure seen once.
beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(`[appeals] page ${page?.url() ?? '-'}\n[server output]\n${server?.output() ?? ''}`)));

describe('the appeal queue and an appeal', () => {
  it('marks the overdue appeal, and re-scores one criterion with an opinion into the trail', async () => {
    // The appeal and a criterion to raise (one below its maximum), as the server reads them; read
    // before the browser signs in, as a later sign-in of the same account would end the browser's session.
    const { token } = await apiSignIn(server.url, 'owner01');
    const list = await callApi<AppealList>(server.url, 'GET', endpointPath(ADMIN_ENDPOINTS.appeals.list, {}), { token });
    const id = list.body.rows.find((row) => row.reason === REASON)!.id;
    const { body } = await callApi<AppealDetail>(server.url, 'GET', endpointPath(ADMIN_ENDPOINTS.appeals.read, { id }), { token });
    const criterion = body.record!.criteria.find((c) => c.score + 5 <= c.max)!;
    const raised = Math.round((criterion.score + 5) * 10) / 10;

    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.goto(`${server.url}/#/admin/train/complain`);
    const row = page.getByTestId(`appeal-row-${id}`);
    await row.waitFor();
    await expect(page.getByTestId(`appeal-overdue-${id}`).textContent()).resolves.toBe('已逾期');
    await expect(row.getAttribute('class')).resolves.toContain('appeal-overdue');
    await a11yScan(page, 'complain');

    await page.getByTestId(`appeal-open-${id}`).click();
    await waitForRoute(page, `/admin/train/complain-detail?id=${id}`);
    await page.getByTestId('appeal-criteria').waitFor();
    await a11yScan(page, 'complain-detail');
    await page.getByTestId('appeal-accept').click();
    await page.getByTestId('appeal-accept-confirm').click();
    await expect.poll(() => page.getByTestId('appeal-detail-status').textContent()).toBe('处理中');
    await page.getByTestId(`appeal-score-${criterion.key}`).fill(String(raised));
    await expect.poll(() => page.getByTestId('appeal-new-total').textContent()).not.toBe(String(body.record!.total));
    await page.getByTestId('appeal-resolve').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').first().textContent()).toBe('审核意见不能为空');
    await page.getByTestId('appeal-opinion').fill('录音中已说出关键词，予以加分');
    await page.getByTestId('appeal-resolve').click();
    await page.getByTestId('appeal-resolve-confirm').click();

    await page.getByTestId('appeal-final').waitFor();
    await expect(page.getByTestId('appeal-detail-status').textContent()).resolves.toBe('已通过');
    const trail = page.getByTestId('appeal-trail');
    await expect.poll(() => trail.textContent()).toContain('重新评分并通过');
    await expect(trail.textContent()).resolves.toContain(`${criterion.score} → ${raised}`);
    await expect(trail.textContent()).resolves.toContain('录音中已说出关键词，予以加分');
    await expect(page.getByTestId(`appeal-score-${criterion.key}`).count()).resolves.toBe(0);
  });
});
