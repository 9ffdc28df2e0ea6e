import { endpointPath, FUNCTION_TREE, functionRoute, UNBUILT_FUNCTIONS, withQuery } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAt } from './support/admin';
import { waitForRoute } from './support/app';
import { DESKTOP, useAppUnderTest } from './support/appUnderTest';
import { a11yScan } from './support/a11y';
import { apiSignIn, callApi, userIdOf } from './support/serverApi';

// Every back-office page as the top admin sees it at 1440 px: no critical or serious axe violation, one h1;
// and the lists a manager reads most, at the narrowest and widest desktop the spec names (1280 and
// 1920 px): readable columns, rows of a sensible height, the actions in view.
// The demo seed holds no scored study record: an appeal of learner01's whose record is gone shows the
// queue's overdue row and the detail page as it stands without its record (web/test/appeals.browser.test.ts
// scans it with one, on the demo history).
const app = useAppUnderTest({
  viewport: DESKTOP,
  data: [
    {
      sql: `INSERT INTO appeals (org_id, user_id, record_type, record_id, record_title, reason, due_day)
            SELECT org_id, id, 'exam', gen_random_uuid(), '产品知识考试', '第3题的答案与教材一致', '2026-01-05' FROM users WHERE account = 'learner01'`,
    },
  ],
});

/** The query a detail page needs (a record of the demo organisation), found through the API. */
let details: Record<string, string> = {};

async function firstRow<T>(path: string, token: string): Promise<T> {
  const { body } = await callApi<{ rows: T[] }>(app.server.url, 'GET', path, { token });
  const row = body.rows[0];
  if (!row) throw new Error(`${path} lists nothing in the demo organisation`);
  return row;
}

beforeAll(async () => {
  const { token } = await apiSignIn(app.server.url, 'superadmin');
  const path = (definition: { path: string }, params: Record<string, string> = {}, query: Record<string, string> = {}) =>
    withQuery(endpointPath(definition, params), query);
  const pkg = await firstRow<{ packageid: string }>(path(ADMIN_ENDPOINTS.reports.tasks), token);
  const { body: detail } = await callApi<{ children: { childid: string }[] }>(
    app.server.url,
    'GET',
    path(ADMIN_ENDPOINTS.reports.task, { id: pkg.packageid }),
    {
      token,
    },
  );
  const learner = await userIdOf(app.server.url, token, 'learner01');
  const video = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.media.list, {}, { kind: 'video' }), token);
  const file = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.media.list, {}, { kind: 'file' }), token);
  const paper = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.papers.list), token);
  const scene = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.scenes.list), token);
  const customer = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.customers.list), token);
  // The demo scenario's rule, so its details show where it is used.
  const rule = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.scoringRules.list, {}, { name: '汽车销售评分' }), token);
  // The demo digital human, with its dubbing of the demo scenario (seed/dubbing.ts).
  const human = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.digitalHumans.list), token);
  // The appeal inserted above.
  const appeal = await firstRow<{ id: string }>(path(ADMIN_ENDPOINTS.appeals.list), token);
  details = {
    clockInDel: `?id=${pkg.packageid}`,
    SubtaskDetails: `?id=${pkg.packageid}`,
    analysisDetails: `?id=${detail.children[0]?.childid ?? ''}&packageid=${pkg.packageid}`,
    dashboard: `?id=${learner}`,
    editvideo: `?id=${video.id}`,
    editfile: `?id=${file.id}`,
    editexam: `?id=${paper.id}`,
    editpaper: `?id=${paper.id}`,
    editscene: `?id=${scene.id}`,
    voicecustomerdetails: `?id=${customer.id}`,
    ruledetails: `?id=${rule.id}`,
    editspeechdub: `?id=${human.id}`,
    voicetaskdetails: `?templateid=${human.id}`,
    editadminuser: `?id=${learner}`,
    'complain-detail': `?id=${appeal.id}`,
  };
  await signInAt(app.page, app.server.url, 'superadmin');
  await waitForRoute(app.page, '/admin/homePage/homePage');
});

/**
 * Opens a back-office route and waits until its data has arrived (no spinner left); false when the
 * route guard refused it (the 404 page).
 */
async function openPage(page: Page, route: string): Promise<boolean> {
  const [path] = route.split('?');
  // The page on screen is marked, so the wait below is for the next page's own content, not this one's.
  await page.evaluate(() => document.querySelector('.admin-content > *')?.setAttribute('data-left', ''));
  await page.goto(`${app.server.url}/#${route}`);
  await page.waitForFunction((expected) => window.location.hash.startsWith(`#${expected}`) || window.location.hash === '#/404', path);
  if ((await page.evaluate(() => window.location.hash)) === '#/404') return false;
  await page.locator('.admin-content > :not([data-left])').first().waitFor();
  // The pointer rests off the page, so no control is scanned in its hover colours.
  await page.mouse.move(0, 0);
  await expect.poll(() => page.locator('.admin-content .ant-spin-spinning, .admin-content .ant-skeleton-active').count(), { timeout: 15_000 }).toBe(0);
  return true;
}

const BUILT = FUNCTION_TREE.filter((node) => !UNBUILT_FUNCTIONS.has(node.key));

describe('every back-office page', () => {
  // The AI report is for the organisations of its allow-list, which the demo organisation is not on.
  const REFUSED = new Set(['aireport']);
  for (const node of BUILT) {
    it(`${node.key}: ${REFUSED.has(node.key) ? 'refused to the demo organisation' : 'no axe or IBM Equal Access violation, its name its only h1'}`, async () => {
      const { page } = app;
      const opened = await openPage(page, `${functionRoute(node)}${details[node.key] ?? ''}`);
      expect(opened).toBe(!REFUSED.has(node.key));
      if (!opened) return;
      await a11yScan(page, node.key);
      await expect(page.locator('h1').count()).resolves.toBe(1);
    });
  }
});

interface TableLayout {
  /** Each header cell's text and width in px. */
  columns: { title: string; width: number }[];
  /** The right edge of the last header cell, and of the content area it must stay within. */
  lastRight: number;
  contentRight: number;
  /** The tallest body row in px. */
  tallestRow: number;
}

/** The layout of the first table inside the element with `testId`. */
function tableLayout(page: Page, testId: string): Promise<TableLayout> {
  return page.getByTestId(testId).evaluate((root) => {
    const table = root.matches('.ant-table-wrapper') ? root : (root.querySelector('.ant-table-wrapper') ?? root);
    const headers = [...table.querySelectorAll<HTMLElement>('thead > tr:first-child > th')].filter(
      (th) => !th.classList.contains('ant-table-selection-column'),
    );
    const content = document.querySelector('.admin-content')!.getBoundingClientRect();
    const last = headers.at(-1)!.getBoundingClientRect();
    const rows = [...table.querySelectorAll<HTMLElement>('tbody > tr.ant-table-row')];
    return {
      columns: headers.map((th) => ({ title: th.textContent ?? '', width: Math.round(th.getBoundingClientRect().width) })),
      lastRight: last.right,
      contentRight: Math.min(content.right, window.innerWidth),
      tallestRow: Math.max(0, ...rows.map((row) => row.getBoundingClientRect().height)),
    };
  });
}

/** A column narrower than this shows two or three characters of a text: unreadable. */
const READABLE_PX = 64;
/** A row taller than this is a text squeezed into a column too narrow for it. */
const ROW_PX = 160;

const LISTS: readonly { key: string; testId: string }[] = [
  { key: 'questionbank', testId: 'faq-table' },
  { key: 'editexam', testId: 'exam-children' },
  { key: 'adminuser', testId: 'user-table' },
  { key: 'studysystem', testId: 'media-table' },
  { key: 'invitecode', testId: 'invite-table' },
  { key: 'complain', testId: 'appeal-table' },
];

describe.each([1280, 1920])('the lists a manager reads at %i px', (width) => {
  it('keep every column readable, rows short and the actions in view', async () => {
    const { page } = app;
    await page.setViewportSize({ width, height: 900 });
    for (const { key, testId } of LISTS) {
      const node = BUILT.find((candidate) => candidate.key === key)!;
      await openPage(page, `${functionRoute(node)}${details[key] ?? ''}`);
      await page.getByTestId(testId).locator('tbody > tr.ant-table-row').first().waitFor();
      const layout = await tableLayout(page, testId);
      const narrow = layout.columns.filter((column) => column.width < READABLE_PX);
      expect.soft(narrow, `${key} at ${width} px: columns narrower than ${READABLE_PX} px`).toEqual([]);
      expect.soft(layout.tallestRow, `${key} at ${width} px: tallest row`).toBeLessThanOrEqual(ROW_PX);
      expect.soft(layout.lastRight, `${key} at ${width} px: the actions' right edge`).toBeLessThanOrEqual(layout.contentRight + 1);
    }
    await page.setViewportSize(DESKTOP);
  });
});
