import { activityReportResponseSchema, createTranslator, onlineUsersResponseSchema } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, sessions, users } from '../../db/schema/index.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { workbookRows } from '../../../test/reportFiles.js';
import { dayFrom, loadOrgRecords, sumRecords } from '../../../test/reportRecords.js';
import { startReportServer, type ReportServer } from '../../../test/reportServer.js';

let fixture: ReportServer;
const zh = createTranslator('zh-CN');
const ACTIVITY = '/api/admin/v3/report/activity';

beforeAll(async () => {
  fixture = await startReportServer();
}, 120_000);
afterAll(() => fixture?.server.close());

const db = () => fixture.server.database.db;
const departmentId = async (name: string) => (await db().select().from(departments).where(eq(departments.name, name)))[0]!.id;

describe('the activity report', () => {
  it("says for a department what its own members' records of 「近7天」 (the 7 days ending yesterday) say", async () => {
    const { status, body } = await fixture.owner('GET', ACTIVITY);
    expect(status).toBe(200);
    const report = activityReportResponseSchema.parse(body);
    const start = dayFrom(fixture.clock.now(), -7);
    const end = dayFrom(fixture.clock.now(), -1);
    expect({ start: report.start, end: report.end }).toEqual({ start, end });
    const records = await loadOrgRecords(db(), fixture.orgId);
    const east = await departmentId('华东销售组');
    const members = [...records.learners].filter(([, learner]) => learner.departmentId === east).map(([id]) => id);
    const sums = sumRecords(records, start, end, (id) => members.includes(id));
    expect(report.departments.find((row) => row.departmentid === east)).toEqual({
      departmentid: east,
      name: '华东销售组',
      members: members.length,
      activeusers: sums.active.size,
      logins: sums.logins,
      learningseconds: sums.seconds,
    });
    expect(report.daily).toHaveLength(7);
    for (const point of report.daily) {
      const daySums = sumRecords(records, point.day, point.day);
      expect(point).toEqual({ day: point.day, activeusers: daySums.active.size, logins: daySums.logins, learningseconds: daySums.seconds });
    }
  });

  it('lists a filtered department and those below it, each counting its own members', async () => {
    const report = activityReportResponseSchema.parse((await fixture.owner('GET', `${ACTIVITY}?departmentid=${await departmentId('销售部')}`)).body);
    expect(report.departments.map((row) => row.name).sort()).toEqual(['华东销售组', '华南销售组', '销售部'].sort());
  });

  it('counts who is online now from the live sessions, and lists them', async () => {
    await fixture.server.login('learner01');
    const report = activityReportResponseSchema.parse((await fixture.owner('GET', ACTIVITY)).body);
    expect(report.onlinenow).toBeGreaterThanOrEqual(1);
    const { status, body } = await fixture.owner('GET', '/api/admin/v3/report/online?text=learner01');
    expect(status).toBe(200);
    const online = onlineUsersResponseSchema.parse(body);
    expect(online.rows.map((row) => [row.account, row.client])).toEqual([['learner01', 'pc']]);
    // The owner is signed in too, but no published package reaches her: she is not a learner (docs/reports.md).
    expect(onlineUsersResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/online?text=owner01')).body).total).toBe(0);
    // The history's sign-ins all ended: none of its learners is online.
    const history = onlineUsersResponseSchema.parse((await fixture.owner('GET', '/api/admin/v3/report/online?text=sales')).body);
    expect(history.total).toBe(0);
  });

  it('leaves out a user whose heartbeat is older than 90 seconds', async () => {
    await fixture.server.login('learner01');
    const [learner] = await db().select().from(users).where(eq(users.account, 'learner01'));
    const before = activityReportResponseSchema.parse((await fixture.owner('GET', ACTIVITY)).body).onlinenow;
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(fixture.clock.now().getTime() - 91_000) })
      .where(eq(sessions.userId, learner!.id));
    const after = activityReportResponseSchema.parse((await fixture.owner('GET', ACTIVITY)).body).onlinenow;
    expect(after).toBe(before - 1);
  });

  it('exports the department table', async () => {
    const report = activityReportResponseSchema.parse((await fixture.owner('GET', ACTIVITY)).body);
    const response = await fixture.server.fetch(`${ACTIVITY}/export`, { headers: { token: await fixture.server.login('superadmin') } });
    expect(response.status).toBe(200);
    const rows = await workbookRows(response);
    // The glossary's names; the learning time says its unit and is the page's h:mm:ss.
    expect(rows[0]).toEqual(['部门', '成员数', '活跃学员', '登录次数', '学习时长（时:分:秒）']);
    expect(rows.slice(1).map((row) => [row[0], Number(row[1]), Number(row[3])])).toEqual(report.departments.map((row) => [row.name, row.members, row.logins]));
  });

  it('is refused by the server to an administrator without the activity functions', async () => {
    const admin = adminCaller(fixture.server.fetch, await fixture.server.login('admin01'));
    for (const path of [ACTIVITY, `${ACTIVITY}/export`, '/api/admin/v3/report/online']) {
      const { status, body } = await admin('GET', path);
      expect(status, path).toBe(403);
      expect(body.errmsg, path).toBe(zh('errors.forbidden'));
    }
  });

  it('refuses a day that does not exist', async () => {
    const { status, body } = await fixture.owner('GET', `${ACTIVITY}?end=2026-02-29`);
    expect(status).toBe(400);
    expect(body.detail?.join(' ')).toContain(zh('reports.rules.day'));
  });
});
