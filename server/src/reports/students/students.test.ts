import { createTranslator, homeReportResponseSchema, studentDashboardResponseSchema, studentReportListResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, examAttempts, practiceSessions, users } from '../../db/schema/index.js';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { workbookRows } from '../../../test/reportFiles.js';
import { dayFrom, loadOrgRecords, mean, sumRecords } from '../../../test/reportRecords.js';
import { startReportServer, type ReportServer } from '../../../test/reportServer.js';

let fixture: ReportServer;
const zh = createTranslator('zh-CN');
const STUDENTS = '/api/admin/v3/report/student';

beforeAll(async () => {
  fixture = await startReportServer();
}, 120_000);
afterAll(() => fixture?.server.close());

const db = () => fixture.server.database.db;
const userId = async (account: string) => (await db().select().from(users).where(eq(users.account, account)))[0]!.id;
const list = async (query = '') => studentReportListResponseSchema.parse((await fixture.owner('GET', `${STUDENTS}?rows=100${query}`)).body);

describe('the student report', () => {
  it('says for a learner what the records of the 30 days up to yesterday say, and ranks by learning time', async () => {
    const report = await list();
    const yesterday = dayFrom(fixture.clock.now(), -1);
    expect(report.statsuntil).toBe(yesterday);
    const records = await loadOrgRecords(db(), fixture.orgId);
    const id = await userId('sales04');
    const sums = sumRecords(records, dayFrom(fixture.clock.now(), -30), yesterday, (user) => user === id);
    const row = report.rows.find((candidate) => candidate.userid === id)!;
    expect(row).toMatchObject({
      account: 'sales04',
      tasks: records.assigned.get(id)!.size,
      completed: sums.tasks,
      learningseconds: sums.seconds,
      avgscore: mean(sums.practiceSum + sums.examSum + sums.faqSum, sums.practice + sums.exams + sums.faq),
      practicesessions: sums.practice,
      exams: sums.exams,
      passedexams: sums.examsPassed,
    });
    expect(report.total).toBe(records.learners.size);
    const seconds = report.rows.map((candidate) => candidate.learningseconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    expect(report.rows[0]!.rank).toBe(1);
  });

  it("keeps a learner's rank when searching by name, and ranks by average score when asked", async () => {
    const all = await list('&sort=avgscore');
    const scores = all.rows.map((row) => row.avgscore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const target = all.rows[5]!;
    const found = await list(`&sort=avgscore&text=${encodeURIComponent(target.account)}`);
    expect(found.rows.find((row) => row.userid === target.userid)?.rank).toBe(target.rank);
  });

  it('counts the departments below a filtered department', async () => {
    const [sales] = await db().select().from(departments).where(eq(departments.name, '销售部'));
    const report = await list(`&departmentid=${sales!.id}`);
    const names = new Set(report.rows.map((row) => row.departmentname));
    expect(names).toEqual(new Set(['销售部', '华东销售组', '华南销售组']));
    expect(report.total).toBe(report.rows.length);
  });

  it("leaves today's activity out of the student report but shows it in the home dashboard's today", async () => {
    const id = await userId('sales05');
    const before = (await list()).rows.find((row) => row.userid === id)!;
    const homeBefore = homeReportResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/home?period=1')).body);
    const [template] = await db().select().from(practiceSessions).where(eq(practiceSessions.userId, id)).limit(1);
    const { id: _id, ...copy } = template!;
    await db()
      .insert(practiceSessions)
      .values({ ...copy, startedAt: fixture.clock.now(), finishedAt: fixture.clock.now(), score: 88 });
    await fixture.refresh();
    const after = (await list()).rows.find((row) => row.userid === id)!;
    const homeAfter = homeReportResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/home?period=1')).body);
    expect(after.practicesessions).toBe(before.practicesessions);
    expect(homeAfter.figures.practicesessions).toBe(homeBefore.figures.practicesessions + 1);
  });

  it("exports every row of the table in its order, headers in the caller's language", async () => {
    const table = await list();
    const response = await fixture.server.fetch(`${STUDENTS}/export?rows=30`, {
      headers: { token: await fixture.server.login('superadmin'), 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(200);
    const rows = await workbookRows(response);
    expect(rows[0]![1]).toBe(createTranslator('en')('reports.fields.name'));
    // The glossary's names: child tasks (not packages) passed, the learning time in h:mm:ss.
    expect(rows[0]!.slice(4)).toEqual([
      'Child tasks',
      'Child tasks passed',
      'Learning time (h:mm:ss)',
      'Overall average',
      'Practice sessions',
      'Exams taken',
      'Exams passed',
    ]);
    expect(rows.length - 1).toBe(table.total);
    expect(rows.slice(1).map((row) => row[2])).toEqual(table.rows.map((row) => row.account));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(table.rows.map((row) => row.rank));
  });

  it('refuses bad filters with the rule, never a 500', async () => {
    for (const [query, key] of [
      ['&sort=name', 'reports.rules.sort'],
      ['&start=2026-02-30', 'reports.rules.day'],
      ['&start=2026-13-01', 'reports.rules.day'],
      ['&start=2026-05-02&end=2026-05-01', 'reports.rules.range'],
    ] as const) {
      const { status, body } = await fixture.owner('GET', `${STUDENTS}?${query.slice(1)}`);
      expect(status, query).toBe(400);
      expect(body.detail?.join(' '), query).toContain(zh(key));
    }
    expect((await fixture.owner('GET', `${STUDENTS}?rows=7`)).status).toBe(400);
    expect((await fixture.owner('GET', `${STUDENTS}?departmentid=not-a-department`)).status).toBe(200);
  });
});

describe("a learner's dashboard", () => {
  it('shows the figures, a point a day, the ability radar, the exam history and the tasks', async () => {
    const id = await userId('sales04');
    const { status, body } = await fixture.owner('GET', `${STUDENTS}/${id}?start=${dayFrom(fixture.clock.now(), -10)}`);
    expect(status).toBe(200);
    const dashboard = studentDashboardResponseSchema.parse(body);
    expect(dashboard.daily).toHaveLength(10);
    expect(dashboard.daily.reduce((sum, point) => sum + point.learningseconds, 0)).toBe(dashboard.student.learningseconds);
    expect(dashboard.abilities.map((ability) => ability.name).sort()).toEqual(['关键词', '流程完整度', '礼貌用语', '语速音量'].sort());
    const attempts = (await db().select().from(examAttempts).where(eq(examAttempts.userId, id))).filter(
      (attempt) =>
        attempt.submittedAt &&
        dayFrom(attempt.submittedAt, 0) >= dayFrom(fixture.clock.now(), -10) &&
        dayFrom(attempt.submittedAt, 0) < dayFrom(fixture.clock.now(), 0),
    );
    expect(dashboard.exams).toHaveLength(attempts.length);
    expect(dashboard.tasks.length).toBe(dashboard.student.tasks);
    expect(dashboard.student.levelname).not.toBe('');
  });

  it("answers 404 for someone outside the caller's organisation, and for no one", async () => {
    const other = await createOrganisation(db());
    const stranger = await createUser(db(), { orgId: other.id });
    const { status, body } = await fixture.owner('GET', `${STUDENTS}/${stranger.id}`);
    expect(status).toBe(404);
    expect(body.errmsg).toBe(zh('errors.reports.studentNotFound'));
    expect((await fixture.owner('GET', `${STUDENTS}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('is refused by the server to an administrator without the student report', async () => {
    const admin = adminCaller(fixture.server.fetch, await fixture.server.login('admin01'));
    const id = await userId('sales04');
    for (const path of [STUDENTS, `${STUDENTS}/export`, `${STUDENTS}/${id}`]) {
      const { status, body } = await admin('GET', path).catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
      expect(status, path).toBe(403);
      expect(body.errmsg, path).toBe(zh('errors.forbidden'));
    }
  });
});
