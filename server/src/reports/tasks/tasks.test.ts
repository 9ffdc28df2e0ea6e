import { taskLearnersResponseSchema, taskReportDetailResponseSchema, taskReportListResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { childFigures, expectedLearners, packageFigures, type LearnerState } from '../../../test/taskReportExpected.js';
import { PACKAGE_TITLE, taskReportWorld, type TaskReportWorld } from '../../../test/taskReportWorld.js';
import { DAY, type Caller } from '../../../test/tasksClient.js';
import { taskPackages } from '../../db/schema/index.js';
import { loadExcel } from '../../lib/excel.js';
import { refreshOrganisationReports } from '../refresh.js';
import { findReportPackages, findTaskLearners, reportPackagesAfter, type TaskPackageRow } from '../../data/reportTasks.js';
import { scopedLearnerIds } from '../../data/reportScope.js';
import { wholeOrganisation } from '../../data/dataScope.js';
import { batchedRows, EXPORT_ROWS_HEADER } from '../export.js';

// The task report on the real server over a package learners really took; every figure is held
// against the same figure computed straight from the records (test/taskReportExpected.ts).
const REPORT = '/api/admin/v3/report/task';
const MISSING = '00000000-0000-4000-8000-000000000000';

let world: TaskReportWorld;
let learners: LearnerState[];

beforeAll(async () => {
  world = await taskReportWorld();
  const { departments } = world;
  learners = await expectedLearners(world.server.database.db, world.orgId, world.packageId, [departments['销售部']!, departments['客服部']!]);
}, 120_000);
afterAll(() => world?.close());

const get = async (path: string, caller: Caller = world.owner) => {
  const answer = await caller('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const detail = async (query = '') => taskReportDetailResponseSchema.parse(await get(`${REPORT}/${world.packageId}${query}`));
const learnerPage = async (query = '') => taskLearnersResponseSchema.parse(await get(`${REPORT}/${world.packageId}/learners${query}`));

/** A duration cell as Excel holds it (a fraction of a day, read back as a time since 1899-12-30) in seconds. */
const excelSeconds = (cell: unknown) => (cell instanceof Date ? Math.round((cell.getTime() - Date.UTC(1899, 11, 30)) / 1000) : cell);

describe('the task report', () => {
  it('counts each package as its records say: range, started, completed, passed, averages', async () => {
    const list = taskReportListResponseSchema.parse(await get(`${REPORT}?text=${encodeURIComponent(PACKAGE_TITLE)}`));
    expect(list.total).toBe(1);
    expect(list.asof).toBe(world.clock.now().toISOString());
    expect(list.rows[0]).toEqual({
      packageid: world.packageId,
      title: PACKAGE_TITLE,
      tasktype: 1,
      startat: expect.any(String),
      endat: expect.any(String),
      ...packageFigures(learners),
    });
    expect(list.rows[0]).toMatchObject({ started: 3, completed: 1, passed: 1 });
  });

  it('counts each child task, and the package by department and by position', async () => {
    const report = await detail();
    expect(report.package).toMatchObject(packageFigures(learners));
    expect(report.children.map((c) => [c.childid, c.type, c.title])).toEqual([
      [world.child.practice, 1, '展厅接待演练'],
      [world.child.exam, 2, '结业考试'],
      [world.child.faq, 3, '售前问答'],
    ]);
    for (const child of report.children) expect(child, child.title).toMatchObject(childFigures(learners, child.childid));
    expect(report.children[1]).toMatchObject({ started: 3, completed: 3, passed: 1 });
    for (const [groups, keyOf] of [
      [report.departments, (l: LearnerState) => l.departmentId],
      [report.positions, (l: LearnerState) => l.positionId],
    ] as const) {
      const expected = new Map<string, LearnerState[]>();
      for (const l of learners) {
        const key = keyOf(l);
        if (key) expected.set(key, [...(expected.get(key) ?? []), l]);
      }
      expect(groups.map((g) => g.id).sort()).toEqual([...expected.keys()].sort());
      for (const group of groups) expect(group, group.name).toMatchObject(packageFigures(expected.get(group.id)!));
    }
    expect(report.positions.find((p) => p.id === world.positionId)).toMatchObject({ name: '报表销售顾问', range: 2, started: 2 });
  });

  it('narrows every figure to a department with the departments below it, or to a position', async () => {
    const { departments } = world;
    const sales = learners.filter((l) => l.departmentId !== departments['客服部']);
    const narrowed = await detail(`?departmentid=${departments['销售部']}`);
    expect(narrowed.package).toMatchObject(packageFigures(sales));
    expect(narrowed.departments.map((d) => d.id)).not.toContain(departments['客服部']);
    const byPosition = await detail(`?positionid=${world.positionId}`);
    expect(byPosition.package).toMatchObject(packageFigures(learners.filter((l) => l.positionId === world.positionId)));
    const list = taskReportListResponseSchema.parse(await get(`${REPORT}?text=${encodeURIComponent(PACKAGE_TITLE)}&departmentid=${departments['客服部']}`));
    expect(list.rows[0]).toMatchObject(packageFigures(learners.filter((l) => l.departmentId === departments['客服部'])));
    expect((await detail(`?departmentid=${MISSING}`)).package).toMatchObject({ range: 0, started: 0, avgscore: null });
  });

  it('lists learners with the package state or one child task’s record, filtered by status and text, paged', async () => {
    const all = await learnerPage('?rows=30');
    expect(all.total).toBe(learners.length);
    const accounts = learners.map((l) => l.account).sort();
    expect(all.rows.map((r) => r.account)).toEqual(accounts);
    for (const row of all.rows) {
      const mine = learners.find((l) => l.userId === row.userid)!;
      expect(row, row.account).toMatchObject({ status: mine.status, seconds: mine.seconds, score: mine.started ? mine.score : null });
    }
    expect((await learnerPage('?status=2')).rows.map((r) => r.account)).toEqual(['learner01']);
    const exam = await learnerPage(`?childid=${world.child.exam}&status=3`);
    expect(exam.rows.map((r) => r.account).sort()).toEqual(
      learners
        .filter((l) => l.children.get(world.child.exam)!.status === 3)
        .map((l) => l.account)
        .sort(),
    );
    expect(exam.rows.every((r) => r.finishedat !== null && r.score !== null)).toBe(true);
    expect((await learnerPage(`?text=${encodeURIComponent('华南学员')}`)).rows.map((r) => r.account)).toEqual(['report_south']);
    expect((await learnerPage('?text=LEARNER0')).total).toBe(learners.filter((l) => l.account.startsWith('learner0')).length);
    for (const rows of [30, 50, 100]) expect(await learnerPage(`?rows=${rows}&page=2`)).toMatchObject({ rows: [], total: learners.length });
  });

  it('exports the list and the learners as .xlsx files whose rows are the table’s', async () => {
    const { ownerToken, server } = world;
    const response = await server.fetch(`${REPORT}/${world.packageId}/learners/export?rows=30`, { headers: { token: ownerToken } });
    expect(response.status).toBe(200);
    expect(response.headers.get(EXPORT_ROWS_HEADER.toLowerCase())).toBe(String(learners.length));
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(`${PACKAGE_TITLE}.xlsx`));
    const workbook = new (await loadExcel()).Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '账号', '部门', '状态', '得分', '用时（时:分:秒）', '开始时间', '完成时间']);
    const table = (await learnerPage('?rows=30')).rows;
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(table.length + 1);
    table.forEach((row, index) => {
      const [name, account, department, status, score, time] = cells(index + 2);
      // Figures are numeric cells (a score; a time as a fraction of a day Excel shows h:mm:ss, as the page does).
      expect([name, account, department ?? '', score, excelSeconds(time)]).toEqual([
        row.name,
        row.account,
        row.departmentname,
        row.score === null ? undefined : Math.round(row.score * 10) / 10,
        Math.round(row.seconds),
      ]);
      expect(sheet.getRow(index + 2).getCell(6).numFmt).toBe('[h]:mm:ss');
      expect(status).toBe(['未开始', '进行中', '已通过', '未通过'][row.status]);
    });

    const list = await server.fetch(`${REPORT}/export?text=${encodeURIComponent(PACKAGE_TITLE)}`, { headers: { token: ownerToken, 'Accept-Language': 'en' } });
    const book = new (await loadExcel()).Workbook();
    await book.xlsx.load(await list.arrayBuffer());
    const packages = book.worksheets[0]!;
    expect(packages.rowCount).toBe(2);
    // The glossary's names in the caller's language: the completion rate is there, the average time says its unit.
    expect((packages.getRow(1).values as unknown[]).slice(4)).toEqual([
      'Learners assigned',
      'Learners started',
      'Learners completed',
      'Learners passed',
      'Completion rate',
      'Average score',
      'Average time (h:mm:ss)',
    ]);
    const figures = packageFigures(learners);
    const packageRow = (packages.getRow(2).values as unknown[]).slice(1);
    expect([...packageRow.slice(0, 9), excelSeconds(packageRow[9])]).toEqual([
      PACKAGE_TITLE,
      expect.any(String),
      expect.stringContaining(' ~ '),
      figures.range,
      figures.started,
      figures.completed,
      figures.passed,
      figures.range > 0 ? Math.round((figures.completed / figures.range) * 1000) / 10 / 100 : undefined,
      figures.avgscore ?? undefined,
      figures.avgseconds === null ? undefined : Math.round(figures.avgseconds),
    ]);
    // The rate shows as a percent and the time as h:mm:ss, as the page writes them.
    expect(packages.getRow(2).getCell(8).numFmt).toBe('0.0%');
    expect(packages.getRow(2).getCell(10).numFmt).toBe('[h]:mm:ss');
  });

  it('reads the exports’ rows by keyset in the table’s order, batch after batch', async () => {
    const { db } = world.server.database;
    const filter = { text: '', tasktype: null, start: undefined, end: undefined, zone: 'Asia/Shanghai' };
    const page = await findReportPackages(db, world.orgId, filter, { limit: 100, offset: 0 });
    expect(page.rows.length).toBeGreaterThan(2);
    const batched = [];
    for await (const row of batchedRows<TaskPackageRow>((after, limit) => reportPackagesAfter(db, world.orgId, filter, after, limit), 2)) batched.push(row.id);
    expect(batched).toEqual(page.rows.map((row) => row.id));
    const learners = scopedLearnerIds({ orgId: world.orgId, viewer: wholeOrganisation(world.orgId), departmentId: '', positionId: '' });
    const everyone = { childId: null, status: undefined, text: '' };
    const accounts = [];
    const read = (after: { account: string } | undefined, limit: number) =>
      findTaskLearners(db, world.orgId, world.packageId, learners, everyone, { limit, ...(after ? { after: after.account } : {}) });
    for await (const row of batchedRows(read, 2)) accounts.push(row.account);
    expect(accounts).toEqual((await learnerPage('?rows=30')).rows.map((row) => row.account));
  });

  it('refuses bad filters with their messages, never a 500', async () => {
    const { owner } = world;
    const cases: [string, number, string][] = [
      [`${REPORT}?rows=7`, 400, ''],
      [`${REPORT}?start=2026-13-01`, 400, '日期格式应为 年-月-日'],
      [`${REPORT}?start=2026-02-30`, 400, '日期格式应为 年-月-日'],
      [`${REPORT}?start=2026-05-02&end=2026-05-01`, 400, '开始日期不能晚于结束日期'],
      [`${REPORT}?tasktype=9`, 400, ''],
      [`${REPORT}/${world.packageId}/learners?status=5`, 400, '状态只能是未开始、进行中、已通过或未通过'],
      [`${REPORT}/${world.packageId}/learners?childid=not-an-id`, 404, '子任务不存在或已删除'],
      [`${REPORT}/${world.packageId}/learners?childid=${MISSING}`, 404, '子任务不存在或已删除'],
      [`${REPORT}/${MISSING}`, 404, '任务包不存在或已删除'],
      [`${REPORT}/${MISSING}/learners/export`, 404, '任务包不存在或已删除'],
    ];
    for (const [path, status, message] of cases) {
      const answer = await owner('GET', path);
      expect(answer.status, path).toBe(status);
      if (message) expect(JSON.stringify(answer.body), path).toContain(message);
    }
    expect((await get(`${REPORT}?departmentid=nonsense&tasktype=1&start=2020-01-01&end=2020-01-31`)).total).toBe(0);
  });

  it('answers 404 for a package not published and 403 to an administrator without taskReport', async () => {
    const { server, owner } = world;
    const admin = adminCaller(server.fetch, await server.login('admin01'));
    for (const path of [REPORT, `${REPORT}/export`, `${REPORT}/${world.packageId}`, `${REPORT}/${world.packageId}/learners`]) {
      expect((await admin('GET', path)).status, path).toBe(403);
    }
    // A package not published is not in the report.
    const draft = await owner('POST', '/api/admin/task/package', {
      tasktype: 1,
      title: '草稿',
      passscore: 60,
      sort: 0,
      starttime: Date.now(),
      endtime: Date.now() + 86_400_000,
      range: {},
    });
    const draftId = (draft.body.package as { id: string }).id;
    expect((await owner('GET', `${REPORT}/${draftId}`)).status).toBe(404);
  });
});

describe('who a package counts as due', () => {
  it('leaves out someone who joined after the package ended, and still counts a member who joined before', async () => {
    const { server, orgId, packageId, departments } = world;
    const { db } = server.database;
    const [pkg] = await db.select().from(taskPackages).where(eq(taskPackages.id, packageId));
    const before = (await detail()).package.range;
    const joinedAfter = await createUser(db, {
      orgId,
      name: '结束后入职',
      departmentId: departments['销售部'],
      createdAt: new Date(pkg!.endAt.getTime() + DAY),
    });
    const joinedBefore = await createUser(db, {
      orgId,
      name: '结束前入职',
      departmentId: departments['销售部'],
      createdAt: new Date(pkg!.endAt.getTime() - DAY),
    });
    await refreshOrganisationReports(db, orgId, world.clock.now());
    expect((await detail()).package.range).toBe(before + 1);
    const names = (await learnerPage('?rows=100')).rows.map((row) => row.name);
    expect(names).toContain(joinedBefore.name);
    expect(names).not.toContain(joinedAfter.name);
  });
});
