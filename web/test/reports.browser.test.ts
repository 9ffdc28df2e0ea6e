import { readFileSync } from 'node:fs';
import { dataDirWithHistory, DEMO_ORGANISATION, queryDataDir } from '@peilian/server/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logOutOfAdmin, openSidebarEntry, sidebarGroups, signInAt } from './support/admin';
import { DEMO_PASSWORD, signedInToken, waitForRoute } from './support/app';
import { DESKTOP } from './support/appUnderTest';
import { startFakeModel, type FakeModel } from './support/fakeModel';
import { launchChromium, type Browser } from './support/chromium';
import { requireDist } from './support/dist';
import { workbookRows } from './support/importWorkbook';
import { startServer, type RunningServer } from './support/server';
import { apiSignIn, callApi } from './support/serverApi';

// The data centre from a manager's side, on the demo database with 30 days of demo history (30 more
// learners in three departments, their practice, exams and tasks, the figures computed once):
// owner01 reads the home dashboard (its trend chart holds the API's numbers), the task report
// filtered by department, a package's details and a child's analysis, exports the learner rows
// (the file's rows are the table's), the student report sorted by score and a learner's dashboard,
// activity with the online list (a learner signed in; owner01, no learner, is not listed), and the AI report from the fake model
// (the demo organisation allow-listed). admin01, who holds home but no report function, sees no
// data centre, and the server refuses it the task report while home works.

let server: RunningServer;
let browser: Browser;
let page: Page;
let model: FakeModel | undefined;

/** The demo organisation's id in a data dir: the AI report's allow-list names it. */
async function demoOrganisationId(dataDir: string): Promise<string> {
  const rows = await queryDataDir<{ id: string }>(dataDir, [{ sql: 'SELECT id FROM organisations WHERE name = $1', params: [DEMO_ORGANISATION] }]);
  return rows[0]?.id ?? '';
}

beforeAll(async () => {
  const dataDir = await dataDirWithHistory();
  const allowLists = JSON.stringify({ aireport: [await demoOrganisationId(dataDir)] });
  model = await startFakeModel();
  server = await startServer({ webDist: requireDist(), dataDir, env: { ...model.env, FUNCTION_ALLOW_LISTS: allowLists } });
  browser = await launchChromium(DESKTOP);
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.stop();
});
// A failing test shows what the server said, the only trace of a failure seen once.
beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(`[reports] page ${page?.url() ?? '-'}\n[server output]\n${server?.output() ?? ''}`)));

const DEPARTMENT = '华东销售组';
const REPORT = 'api/admin/v3/report';

interface Trend {
  trend: { day: string; activelearners: number }[];
}
interface TaskRows {
  rows: { packageid: string; title: string; started: number }[];
}
interface Students {
  rows: { rank: number; account: string; avgscore: number | null }[];
}
interface Detail {
  children: { childid: string; type: number; title: string; range: number; started: number; completed: number; passed: number }[];
}
interface Analysis {
  criteria: { name: string; avgscore: number }[];
}

const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
const hashHas = (text: string) => page.waitForFunction((part) => decodeURIComponent(window.location.hash).includes(part), text, { timeout: 15_000 });
/** The cells of a table's rows as text. */
const tableCells = (testId: string) =>
  rowsOf(testId).evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())));
/** The rows of a chart's hidden data table: its category, then each series' value. */
const chartData = (testId: string) =>
  page
    .getByTestId(`${testId}-data`)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())));
const api = async <T>(path: string, token?: string) => callApi<T>(server.url, 'GET', path, { token: token ?? (await signedInToken(page)) });

async function chooseDepartment(name: string) {
  await page.getByTestId('report-filter-department').click();
  await page.locator('.ant-select-tree-node-content-wrapper:visible', { hasText: name }).first().click();
  await hashHas('departmentid=');
}

describe('the data centre', () => {
  it('shows owner01 the home dashboard, its trend chart holding the figures of the API', async () => {
    await signInAt(page, server.url, 'owner01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.getByTestId('admin-welcome').waitFor();
    await expect.poll(() => page.getByTestId('report-asof').textContent()).toMatch(/^数据更新于 \d\d:\d\d$/);
    const home = await api<Trend>(`${REPORT}/home?period=7`);
    expect(home.status).toBe(200);
    expect(home.body.trend).toHaveLength(7);
    await page.getByTestId('home-trend').locator('canvas').first().waitFor();
    const trend = await chartData('home-trend');
    expect(trend.map((row) => [row[0], Number(row[1])])).toEqual(home.body.trend.map((point) => [point.day.slice(5), point.activelearners]));
    expect(home.body.trend.some((point) => point.activelearners > 0)).toBe(true);
    await expect(page.getByTestId('home-figure-tasks-link').evaluate((element) => element.tagName)).resolves.toBe('A');

    // The glossary's words: child tasks passed (not packages), a duration with its unit and in it,
    // and 「近7天」 the 7 whole days ending yesterday, its dates shown.
    const home7 = (await api<{ start: string; end: string; figures: { learningseconds: number } }>(`${REPORT}/home?period=7`)).body;
    expect(home7.end < new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(true);
    await expect(page.getByTestId('home-period-dates').textContent()).resolves.toBe(`统计 ${home7.start} 至 ${home7.end}`);
    await expect(page.getByTestId('home-figure-tasks').locator('.ant-statistic-title').textContent()).resolves.toBe('完成子任务数');
    await expect(page.getByTestId('home-figure-learning').locator('.ant-statistic-title').textContent()).resolves.toBe('学习时长（时:分:秒）');
    await expect(page.getByTestId('home-figure-learning').locator('.ant-statistic-content').textContent()).resolves.toMatch(/^\d+:\d\d:\d\d$/);
    await expect(page.getByTestId('home-figure-tasks').locator('[data-figure]').getAttribute('title')).resolves.toContain('子任务');

    // The charts' words follow the admin's language.
    const seriesNames = () => page.getByTestId('home-trend-data').locator('thead th').allTextContents();
    for (const [language, active, asOf] of [
      ['繁體中文', '活躍學員', /^數據更新於 /],
      ['English', 'Active learners', /^Data as of /],
      ['简体中文', '活跃学员', /^数据更新于 /],
    ] as const) {
      await page.getByTestId('admin-language').click();
      await page.locator('.ant-dropdown-menu-item:visible', { hasText: language }).click();
      await expect.poll(() => seriesNames().then((names) => names[1])).toBe(active);
      await expect(page.getByTestId('report-asof').textContent()).resolves.toMatch(asOf);
    }
  });

  it('filters the task report by department, opens a package and the analysis of its practice child', async () => {
    await openSidebarEntry(page, '数据中心', '任务报表');
    await waitForRoute(page, '/admin/view/taskReport');
    await rowsOf('task-report-table').first().waitFor();
    // The glossary's names: counts of learners, the completion rate, the average time with its unit and in it.
    const headers = await page.getByTestId('task-report-table').locator('thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['应参与人数', '已完成人数', '完成率', '平均分', '平均用时（时:分:秒）']));
    const timeColumn = headers.indexOf('平均用时（时:分:秒）');
    for (const time of (await tableCells('task-report-table')).map((cells) => cells[timeColumn])) expect(time).toMatch(/^(-|\d+:\d\d:\d\d)$/);
    await chooseDepartment(DEPARTMENT);
    const departmentid = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('departmentid') ?? '';
    const filtered = await api<TaskRows>(`${REPORT}/task?departmentid=${departmentid}`);
    // A package with a scenario practice child some learners of the department started: its analysis
    // has criteria to show. The details and the analysis open with the report's department filter.
    let chosen: { row: TaskRows['rows'][number]; detail: Detail } | undefined;
    for (const row of filtered.body.rows.filter((candidate) => candidate.started > 0)) {
      const detail = (await api<Detail>(`${REPORT}/task/${row.packageid}?departmentid=${departmentid}`)).body;
      if (detail.children.some((child) => child.type === 1 && child.started > 0)) chosen = { row, detail };
    }
    if (!chosen) throw new Error(`no practice package started in ${DEPARTMENT}: ${JSON.stringify(filtered.body)}`);
    const { row, detail } = chosen;
    await expect.poll(() => rowsOf('task-report-table').filter({ hasText: row.title }).first().locator('td').nth(4).textContent()).toBe(String(row.started));

    await rowsOf('task-report-table').filter({ hasText: row.title }).first().getByTestId('task-report-open').click();
    await hashHas(`/admin/view/SubtaskDetails?id=${row.packageid}`);
    await expect.poll(() => page.getByTestId('task-detail-package').textContent()).toBe(row.title);
    await page.getByTestId('task-children-chart').locator('canvas').first().waitFor();
    expect((await chartData('task-children-chart')).map((cells) => cells.slice(1).map(Number))).toEqual(
      detail.children.map((child) => [child.range, child.started, child.completed, child.passed]),
    );

    const practice = detail.children.find((child) => child.type === 1 && child.started > 0)!;
    await rowsOf('task-children-table').filter({ hasText: practice.title }).first().getByTestId('task-child-analysis').click();
    await hashHas(`/admin/view/analysisDetails?id=${practice.childid}`);
    await expect.poll(() => page.getByTestId('analysis-child').textContent()).toContain(practice.title);
    const analysis = await api<Analysis>(`${REPORT}/child/${practice.childid}/analysis?departmentid=${departmentid}`);
    // The demo history's learners practise the package's scenario task: its score items are the criteria.
    expect(analysis.body.criteria.length).toBeGreaterThan(0);
    await page.getByTestId('analysis-criteria').locator('canvas').first().waitFor();
    expect(await chartData('analysis-criteria')).toEqual(analysis.body.criteria.map((item) => [item.name, String(item.avgscore)]));
  });

  it('exports the learner rows of a package, and the file holds the rows of the table', async () => {
    await page.goBack();
    await page.getByTestId('task-detail-learners').click();
    await hashHas('/admin/view/clockInDel?id=');
    // The package's details were opened filtered by department, and its learner rows keep that filter.
    await hashHas('departmentid=');
    await rowsOf('task-learners-table').first().waitFor();
    await expect.poll(() => tableCells('task-learners-table').then((rows) => rows.every((cells) => cells[2] === DEPARTMENT))).toBe(true);
    const shown = await tableCells('task-learners-table');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(30);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('task-learners-export').click()]);
    await page.getByTestId('task-learners-export-done').waitFor();
    const file = (await workbookRows(readFileSync(await download.path()))).map((row) => (JSON.parse(row) as (string | number | null)[]).slice(1));
    // The file's name, account, department, status and score are the table's; the score is a number.
    expect(file.map((cells) => cells.slice(0, 5).map((cell) => String(cell ?? '')))).toEqual(
      shown.map((cells) => cells.slice(0, 5).map((cell) => (cell === '-' ? '' : cell))),
    );
    const scored = file.filter((cells) => cells[4] !== null && cells[4] !== undefined);
    expect(scored.length).toBeGreaterThan(0);
    for (const cells of scored) expect(typeof cells[4]).toBe('number');
  });

  it('sorts the student report by average score and opens a learner with the ability radar', async () => {
    await openSidebarEntry(page, '数据中心', '学员报表');
    await waitForRoute(page, '/admin/view/studentReport');
    await page.getByTestId('report-statsuntil').waitFor();
    await page.getByTestId('student-report-sort').click();
    await page.locator('.ant-select-item-option:visible', { hasText: '平均分' }).first().click();
    await hashHas('sort=avgscore');
    const sorted = await api<Students>(`${REPORT}/student?sort=avgscore`);
    const scores = sorted.body.rows.map((row) => row.avgscore).filter((score): score is number => score !== null);
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expect
      .poll(() => tableCells('student-report-table').then((rows) => rows.map((cells) => [cells[0], cells[2]])))
      .toEqual(sorted.body.rows.map((row) => [String(row.rank), row.account]));

    await rowsOf('student-report-table').first().getByTestId('student-report-open').click();
    await hashHas('/admin/view/dashboard?id=');
    await page.getByTestId('dashboard-student').waitFor();
    await page.getByTestId('dashboard-radar').locator('canvas').first().waitFor();
    expect((await chartData('dashboard-radar')).length).toBeGreaterThanOrEqual(3);
    // Admin §9: the student task list shows 3 items until asked for all.
    const learner = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('id') ?? '';
    const tasks = (await api<{ tasks: unknown[] }>(`${REPORT}/student/${learner}`)).body.tasks.length;
    const taskRows = () => page.getByTestId('dashboard-tasks').locator('tbody tr.ant-table-row').count();
    await expect.poll(taskRows).toBe(Math.min(3, tasks));
    if (tasks > 3) {
      await page.getByTestId('dashboard-tasks-all').click();
      await expect.poll(taskRows).toBe(tasks);
    }
  });

  it('shows activity and a signed-in learner in the online list', async () => {
    await apiSignIn(server.url, 'learner01', DEMO_PASSWORD);
    await openSidebarEntry(page, '数据中心', '活跃统计');
    await waitForRoute(page, '/admin/view/onlineuser');
    await expect
      .poll(async () => Number(await page.getByTestId('activity-online-now').locator('.ant-statistic-content-value').textContent()))
      .toBeGreaterThanOrEqual(1);
    await page.getByTestId('activity-daily').locator('canvas').first().waitFor();
    await expect.poll(() => rowsOf('activity-departments').count()).toBeGreaterThan(0);
    await page.getByTestId('activity-online-link').click();
    await waitForRoute(page, '/admin/view/onlineuserdetails');
    await rowsOf('online-table').filter({ hasText: 'learner01' }).first().waitFor();
    await expect(rowsOf('online-table').filter({ hasText: 'owner01' }).count()).resolves.toBe(0);
  });

  it('writes the AI report of the period, marked as generated with its model', async () => {
    await openSidebarEntry(page, '数据中心', 'AI报告');
    await waitForRoute(page, '/admin/view/aireport');
    await page.getByTestId('ai-report-generate').click();
    await expect.poll(() => page.getByTestId('ai-report-text').textContent()).not.toBe('');
    await expect(page.getByTestId('ai-report-generated').textContent()).resolves.toBe('AI生成，仅供参考');
    await expect(page.getByTestId('ai-report-card').textContent()).resolves.toContain('fake-model');
  });

  it('shows admin01 the dashboard without the data centre, and the server refuses it the reports', async () => {
    await logOutOfAdmin(page);
    await signInAt(page, server.url, 'admin01');
    await waitForRoute(page, '/admin/homePage/homePage');
    await page.getByTestId('home-figure-tasks').waitFor();
    expect(await sidebarGroups(page)).not.toContain('数据中心');
    await expect(page.getByTestId('home-figure-tasks-link').evaluate((element) => element.tagName)).resolves.toBe('SPAN');
    const token = await signedInToken(page);
    expect((await api(`${REPORT}/task`, token)).status).toBe(403);
    expect((await api(`${REPORT}/home?period=1`, token)).status).toBe(200);
  });
});
