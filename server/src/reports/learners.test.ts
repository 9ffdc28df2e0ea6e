import { activityReportResponseSchema, homeReportResponseSchema, rankingResponseSchema, studentReportListResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments } from '../db/schema/index.js';
import { adminCaller } from '../../test/peopleClient.js';
import { workbookRows } from '../../test/reportFiles.js';
import { startReportServer, type ReportServer } from '../../test/reportServer.js';

// docs/reports.md "Who counts as a learner": superadmin and owner01 are back-office accounts no
// published package reaches; admin01 is an administrator in 销售部, which published packages reach.
let fixture: ReportServer;
const NOT_LEARNERS = ['superadmin', 'owner01'];

beforeAll(async () => {
  fixture = await startReportServer();
}, 120_000);
afterAll(() => fixture?.server.close());

const home = async () => homeReportResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/home?period=1')).body);
const activity = async () => activityReportResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/activity')).body);
const headOffice = async () => (await fixture.server.database.db.select().from(departments).where(eq(departments.name, '总部')))[0]!.id;

describe('who the reports count as learners', () => {
  it("does not make today's active learners or sign-ins out of an administrator's sign-in", async () => {
    const [before, activityBefore] = [await home(), await activity()];
    // owner01 signed in when the fixture started (today); superadmin signs in now.
    await fixture.server.login('superadmin');
    await fixture.refresh();
    const [after, activityAfter] = [await home(), await activity()];
    expect(after.figures.activelearners).toBe(before.figures.activelearners);
    expect(activityAfter.daily.at(-1)).toEqual(activityBefore.daily.at(-1));
    const office = await headOffice();
    expect(activityAfter.departments.find((row) => row.departmentid === office)).toMatchObject({ activeusers: 0, logins: 0 });
  });

  it('leaves administrators with no published task out of the student report and its export, and keeps one a package reaches', async () => {
    const table = studentReportListResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/student?rows=100')).body);
    const accounts = table.rows.map((row) => row.account);
    for (const account of NOT_LEARNERS) expect(accounts).not.toContain(account);
    expect(accounts).toContain('admin01');
    const response = await fixture.server.fetch('/api/admin/v3/report/student/export?rows=100', {
      headers: { token: await fixture.server.login('superadmin') },
    });
    expect(response.status).toBe(200);
    const exported = (await workbookRows(response)).slice(1).map((row) => row[2]);
    expect(exported).toEqual(accounts);
  });

  it('leaves administrators with no published task out of the learner ranking', async () => {
    const learner = adminCaller(fixture.server.fetch, await fixture.server.login('learner01'));
    const ranking = rankingResponseSchema.parse((await learner('GET', '/api/trainning/v3/ranking?rows=100')).body);
    const names = ranking.rows.map((row) => row.name);
    expect(names).not.toContain('系统管理员');
    expect(names).not.toContain('王芳');
    expect(names).toContain('李强');
    const top = adminCaller(fixture.server.fetch, await fixture.server.login('superadmin'));
    expect(rankingResponseSchema.parse((await top('GET', '/api/trainning/v3/ranking?rows=100')).body).me).toBeNull();
  });
});
