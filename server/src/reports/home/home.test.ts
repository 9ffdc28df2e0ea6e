import { createTranslator, homeReportResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSessions, reportOrgPackages, taskPackages } from '../../db/schema/index.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { dayFrom, loadOrgRecords, mean, sumRecords } from '../../../test/reportRecords.js';
import { startReportServer, type ReportServer } from '../../../test/reportServer.js';

let fixture: ReportServer;

beforeAll(async () => {
  fixture = await startReportServer();
}, 120_000);
afterAll(() => fixture?.server.close());

describe('the home dashboard', () => {
  it.each([1, 7, 30])('says for 「今天」 or the %i whole days ending yesterday what the records say', async (period) => {
    const { status, body } = await fixture.owner('GET', `/api/admin/v3/report/home?period=${period}`);
    expect(status).toBe(200);
    const report = homeReportResponseSchema.parse(body);
    const records = await loadOrgRecords(fixture.server.database.db, fixture.orgId);
    // The one period rule: 「今天」 is today so far, 「近N天」 the N days ending yesterday.
    const end = dayFrom(fixture.clock.now(), period === 1 ? 0 : -1);
    const start = dayFrom(fixture.clock.now(), period === 1 ? 0 : -period);
    const sums = sumRecords(records, start, end);
    expect({ start: report.start, end: report.end }).toEqual({ start, end });
    expect(report.figures).toEqual({
      activelearners: sums.active.size,
      learningseconds: sums.seconds,
      taskscompleted: sums.tasks,
      exampassrate: mean(sums.examsPassed * 100, sums.exams),
      practicesessions: sums.practice,
      practiceavgscore: mean(sums.practiceSum, sums.practice),
    });
    expect(report.figures.activelearners).toBeGreaterThan(0);
    expect(report.trend).toHaveLength(period);
    expect(report.trend.reduce((sum, point) => sum + point.learningseconds, 0)).toBe(sums.seconds);
    for (const point of report.trend) expect(point.practicesessions).toBe(sumRecords(records, point.day, point.day).practice);
  });

  it('names the weakest practice skills, lowest average first, and the packages ending this week', async () => {
    const db = fixture.server.database.db;
    const [counted] = await db.select({ id: reportOrgPackages.packageId }).from(reportOrgPackages).where(eq(reportOrgPackages.orgId, fixture.orgId)).limit(1);
    await db
      .update(taskPackages)
      .set({ endAt: new Date(fixture.clock.now().getTime() + 3 * 86_400_000) })
      .where(eq(taskPackages.id, counted!.id));
    await fixture.refresh();
    const report = homeReportResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/home?period=30')).body);
    expect(report.weakskills.length).toBeGreaterThan(0);
    const averages = report.weakskills.map((skill) => skill.avgscore);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    // The weakest is the item of the seeded scoring rule the history's sessions scored lowest on average.
    const results = await db.select({ result: practiceSessions.result }).from(practiceSessions).where(eq(practiceSessions.orgId, fixture.orgId));
    const items = results.flatMap((row) => (row.result as { items?: { name: string; score: number }[] } | null)?.items ?? []);
    const average = (name: string) =>
      items.filter((item) => item.name === name).reduce((sum, item) => sum + item.score, 0) / items.filter((item) => item.name === name).length;
    const lowest = [...new Set(items.map((item) => item.name))].sort((a, b) => average(a) - average(b))[0];
    expect(report.weakskills[0]!.name).toBe(lowest);
    expect(report.endingsoon.length).toBeGreaterThan(0);
    for (const pkg of report.endingsoon) {
      expect(Date.parse(pkg.endat)).toBeGreaterThanOrEqual(fixture.clock.now().getTime());
      // The same learners and the same "completed" as the package's line in the task report.
      const detail = (await fixture.owner('GET', `/api/admin/v3/report/task/${pkg.packageid}`)).body as { package: { range: number; completed: number } };
      expect({ range: pkg.range, completed: pkg.completed }).toEqual({ range: detail.package.range, completed: detail.package.completed });
    }
    expect(report.asof).toBe(fixture.clock.now().toISOString());
  });

  it('is open to an administrator holding only the home function', async () => {
    const admin = adminCaller(fixture.server.fetch, await fixture.server.login('admin01'));
    expect((await admin('GET', '/api/admin/v3/report/home')).status).toBe(200);
  });

  it('refuses a period other than 1, 7 or 30 with the rule, never a 500', async () => {
    const { status, body } = await fixture.owner('GET', '/api/admin/v3/report/home?period=2');
    expect(status).toBe(400);
    expect(body.detail).toContain(createTranslator('zh-CN')('reports.rules.period'));
    expect((await fixture.owner('GET', '/api/admin/v3/report/home?period=abc')).status).toBe(400);
  });
});
