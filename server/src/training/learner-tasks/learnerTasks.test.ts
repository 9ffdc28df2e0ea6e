import { centerResponseSchema, taskDetailResponseSchema, type CenterResponse } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLearnerPackage, findLearnerPackages } from '../../data/center.js';
import { setUserPosition, findPositionByName } from '../../data/positions.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import {
  createPackage,
  DAY,
  demoDepartments,
  demoMedia,
  fileChildBody,
  packageBody,
  publishedPackage,
  publishNow,
  addChild,
  type Caller,
} from '../../../test/tasksClient.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let orgId: string;
let departments: Record<string, string>;
let media: { pdf: string; video: string };
let now: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  const { db } = server.database;
  orgId = (await demoOrganisation(db)).id;
  departments = await demoDepartments(db, orgId);
  media = await demoMedia(db, orgId);
  now = clock.now().getTime();
});
afterAll(() => server?.close());

/** A learner in a department (and optionally a position), signed in. */
async function learnerIn(department: string, position?: string): Promise<{ id: string; call: Caller }> {
  const { db } = server.database;
  const user = await createUser(db, { departmentId: departments[department] });
  if (position) await setUserPosition(db, orgId, user.id, (await findPositionByName(db, orgId, null, position))!.id);
  return { id: user.id, call: adminCaller(server.fetch, await server.login(user.account)) };
}

const centreOf = async (call: Caller): Promise<CenterResponse> => centerResponseSchema.parse((await call('GET', '/api/trainning/v3/center')).body);
const centreIds = async (call: Caller) => {
  const { groups } = await centreOf(call);
  return [...groups.inprogress, ...groups.notstarted, ...groups.ended].map((pkg) => pkg.id);
};

describe('who sees a package', () => {
  it('shows a department package to learners of that department and the departments below it only', async () => {
    const pkg = await publishedPackage(owner, now, { range: { departments: [departments['销售部']!] }, children: [fileChildBody(now, media.pdf)] });
    const below = await learnerIn('华东销售组');
    const itself = await learnerIn('销售部');
    const outside = await learnerIn('客服部');
    const above = await learnerIn('总部');
    expect(await centreIds(below.call)).toContain(pkg.id);
    expect(await centreIds(itself.call)).toContain(pkg.id);
    expect(await centreIds(outside.call)).not.toContain(pkg.id);
    expect(await centreIds(above.call)).not.toContain(pkg.id);
  });

  it('shows position and user packages to their holders, and refuses everyone else the same way as a missing one', async () => {
    const manager = await learnerIn('人力资源部', '销售经理');
    const named = await learnerIn('人力资源部');
    const other = await learnerIn('人力资源部');
    const positionId = (await findPositionByName(server.database.db, orgId, null, '销售经理'))!.id;
    const byPosition = await publishedPackage(owner, now, { range: { positions: [positionId] }, children: [fileChildBody(now, media.pdf)] });
    const byUser = await publishedPackage(owner, now, { range: { users: [named.id] }, children: [fileChildBody(now, media.pdf)] });
    expect(await centreIds(manager.call)).toContain(byPosition.id);
    expect(await centreIds(manager.call)).not.toContain(byUser.id);
    expect(await centreIds(named.call)).toContain(byUser.id);
    const refusal = { status: 404, body: { errcode: 40450, errmsg: '资源不存在或无法查看' } };
    expect(await other.call('GET', `/api/trainning/v3/task/${byUser.id}`)).toMatchObject(refusal);
    expect(await other.call('GET', '/api/trainning/v3/task/00000000-0000-4000-8000-000000000000')).toMatchObject(refusal);
    expect(await other.call('GET', '/api/trainning/v3/task/not-an-id')).toMatchObject(refusal);
    expect((await named.call('GET', `/api/trainning/v3/task/${byUser.id}`)).status).toBe(200);
  });

  it('hides unpublished and scheduled packages, and packages of another organisation', async () => {
    const learner = await learnerIn('华南销售组');
    const draft = await createPackage(owner, packageBody(now, { range: { departments: [departments['华南销售组']] } }));
    await addChild(owner, draft.id, fileChildBody(now, media.pdf));
    expect(await centreIds(learner.call)).not.toContain(draft.id);
    await owner('POST', `/api/admin/task/package/${draft.id}/publish`, { mode: 'scheduled', publishtime: now + DAY });
    expect(await centreIds(learner.call)).not.toContain(draft.id);

    const elsewhere = await createOrganisation(server.database.db);
    const stranger = await createUser(server.database.db, { orgId: elsewhere.id });
    const strangerCall = adminCaller(server.fetch, await server.login(stranger.account));
    const mine = await publishedPackage(owner, now, { range: { departments: [departments['华南销售组']!] }, children: [fileChildBody(now, media.pdf)] });
    expect(await centreIds(strangerCall)).toEqual([]);
    expect((await strangerCall('GET', `/api/trainning/v3/task/${mine.id}`)).status).toBe(404);
  });

  it('lists a banner that opens a task only to the learners who can open that task', async () => {
    const image = '/files/builtin/images/banners/promo/promo-training.png';
    let sort = 50;
    const banner = async (title: string, click: Record<string, unknown>) =>
      expect((await owner('POST', '/api/admin/system/banner', { title, image, platform: 2, sort: (sort += 1), ...click })).status).toBe(200);
    const sales = await publishedPackage(owner, now, { range: { departments: [departments['销售部']!] }, children: [fileChildBody(now, media.pdf)] });
    const draft = await createPackage(owner, packageBody(now, { range: { departments: [departments['销售部']] } }));
    await banner('横幅·销售任务', { click: 2, clicktype: 1, clickid: sales.id });
    await banner('横幅·销售任务2', { click: 2, clicktype: 2, clickid: sales.id });
    await banner('横幅·未发布任务', { click: 2, clicktype: 1, clickid: draft.id });
    await banner('横幅·链接', { click: 2, clicktype: 3, clickurl: 'https://example.com/' });
    await banner('横幅·图片', { click: 1 });
    const titles = async (call: Caller) => (await centreOf(call)).banners.map((row) => row.title).filter((title) => title.startsWith('横幅·'));
    const seller = await learnerIn('华东销售组');
    const service = await learnerIn('客服部');
    expect(await titles(seller.call)).toEqual(['横幅·销售任务', '横幅·销售任务2', '横幅·链接', '横幅·图片']);
    expect(await titles(service.call)).toEqual(['横幅·链接', '横幅·图片']);
    // Every banner a learner sees opens: its task answers them, not 「资源不存在或无法查看」.
    for (const shown of (await centreOf(seller.call)).banners.filter((row) => row.click === 2 && row.clicktype !== 3 && row.clickid)) {
      expect((await seller.call('GET', `/api/trainning/v3/task/${shown.clickid}`)).status).toBe(200);
    }
  });
});

describe('the training centre', () => {
  it('groups packages by run state with progress, and carries the mobile or PC banners', async () => {
    const learner = await learnerIn('华东销售组');
    const range = { users: [learner.id] };
    const running = await publishedPackage(owner, now, { range, children: [fileChildBody(now, media.pdf)] });
    const later = await publishedPackage(owner, now, {
      range,
      overrides: { starttime: now + DAY, endtime: now + 3 * DAY },
      children: [fileChildBody(now, media.pdf, { starttime: now + DAY, endtime: now + 2 * DAY })],
    });
    const over = await publishedPackage(owner, now, {
      range,
      overrides: { starttime: now - 3 * DAY, endtime: now - DAY },
      children: [fileChildBody(now, media.pdf, { starttime: now - 3 * DAY, endtime: now - 2 * DAY })],
    });
    const centre = await centreOf(learner.call);
    expect(centre.groups.inprogress.find((pkg) => pkg.id === running.id)).toMatchObject({ runstate: 1, passed: 0, total: 1, completed: 0, locked: 0 });
    expect(centre.groups.notstarted.map((pkg) => pkg.id)).toContain(later.id);
    expect(centre.groups.ended.map((pkg) => pkg.id)).toContain(over.id);
    expect(centre.banners.length).toBeGreaterThan(0);
    const pc = centerResponseSchema.parse((await learner.call('GET', '/api/trainning/v3/center?platform=pc')).body);
    expect(pc.banners.map((banner) => banner.id)).not.toEqual(centre.banners.map((banner) => banner.id));
  });

  it('shows the seeded demo packages to learner01 in every group', async () => {
    const learner01 = adminCaller(server.fetch, await server.login('learner01'));
    const { groups } = await centreOf(learner01);
    expect(groups.inprogress.map((pkg) => pkg.title)).toContain('新员工产品培训');
    expect(groups.notstarted.map((pkg) => pkg.title)).toContain('季度销售技巧提升');
    expect(groups.ended.map((pkg) => pkg.title)).toContain('上季度合规培训');
  });
});

describe('task detail and gating', () => {
  it('lists child tasks with their status and lock: front task, not started, ended', async () => {
    const learner = await learnerIn('华东销售组');
    const pkg = await createPackage(owner, packageBody(now, { range: { users: [learner.id] } }));
    const first = await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { title: '第一步', weight: 25, sort: 1 }));
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { title: '第二步', weight: 25, sort: 2, fronttaskid: first }));
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { title: '以后', weight: 25, sort: 3, starttime: now + DAY }));
    await addChild(owner, pkg.id, fileChildBody(now, media.pdf, { title: '过去', weight: 25, sort: 4, starttime: now - 1000, endtime: now + 1000 }));
    await publishNow(owner, pkg.id);
    clock.advance(2);
    const detail = taskDetailResponseSchema.parse((await learner.call('GET', `/api/trainning/v3/task/${pkg.id}`)).body);
    expect(detail.package).toMatchObject({ id: pkg.id, passscore: 60, total: 4, passed: 0, score: null });
    expect(detail.children.map((child) => [child.title, child.status, child.lockreason, child.fronttasktitle, child.done, child.total])).toEqual([
      ['第一步', 0, '', '', 0, 1],
      ['第二步', 0, 'fronttask', '第一步', 0, 1],
      ['以后', 0, 'notstarted', '', 0, 1],
      ['过去', 0, 'ended', '', 0, 1],
    ]);
  });

  it('refuses a package whose front package is not complete, naming it, and shows it locked in the centre', async () => {
    const learner = await learnerIn('华东销售组');
    const range = { users: [learner.id] };
    const before = await publishedPackage(owner, now, { range, overrides: { title: '基础课' }, children: [fileChildBody(now, media.pdf)] });
    const after = await publishedPackage(owner, now, {
      range,
      overrides: { title: '进阶课', frontpackageid: before.id },
      children: [fileChildBody(now, media.pdf)],
    });
    const centre = await centreOf(learner.call);
    expect(centre.groups.inprogress.find((pkg) => pkg.id === after.id)).toMatchObject({ locked: 1, frontpackagetitle: '基础课' });
    expect(await learner.call('GET', `/api/trainning/v3/task/${after.id}`)).toMatchObject({
      status: 403,
      body: { errcode: 40350, errmsg: '请先完成前置任务包“基础课”' },
    });
    expect(await learner.call('GET', `/api/trainning/v3/mediatask/${after.childIds[0]}`)).toMatchObject({ status: 403, body: { errcode: 40350 } });
  });

  it('does not block on a front package that is not published to the learner', async () => {
    const learner = await learnerIn('华东销售组');
    const hidden = await publishedPackage(owner, now, { range: { departments: [departments['客服部']!] }, children: [fileChildBody(now, media.pdf)] });
    const open = await publishedPackage(owner, now, {
      range: { users: [learner.id] },
      overrides: { frontpackageid: hidden.id },
      children: [fileChildBody(now, media.pdf)],
    });
    expect((await learner.call('GET', `/api/trainning/v3/task/${open.id}`)).status).toBe(200);
  });
});

describe('many learners opening their packages at once', () => {
  it('answers each learner in one lookup exactly as it answers them one by one', async () => {
    const { db } = server.database;
    const below = await learnerIn('华东销售组');
    const manager = await learnerIn('人力资源部', '销售经理');
    const outside = await learnerIn('客服部');
    const positionId = (await findPositionByName(db, orgId, null, '销售经理'))!.id;
    const byDepartment = await publishedPackage(owner, now, { range: { departments: [departments['销售部']!] }, children: [fileChildBody(now, media.pdf)] });
    const byPosition = await publishedPackage(owner, now, { range: { positions: [positionId] }, children: [fileChildBody(now, media.pdf)] });
    const gated = await publishedPackage(owner, now, {
      range: { departments: [departments['销售部']!], users: [outside.id] },
      overrides: { title: '进阶课', frontpackageid: byDepartment.id },
      children: [fileChildBody(now, media.pdf)],
    });
    const keys = [below, manager, outside].flatMap((learner) =>
      [byDepartment.id, byPosition.id, gated.id, '00000000-0000-4000-8000-000000000000'].map((packageId) => ({ orgId, userId: learner.id, packageId })),
    );
    const together = await findLearnerPackages(db, keys);
    const alone = await Promise.all(keys.map((key) => findLearnerPackage(db, key, key.packageId)));
    expect(together).toEqual(alone);
    const seen = (learnerId: string) => keys.flatMap((key, index) => (key.userId === learnerId && together[index] ? [together[index]!.pkg.id] : []));
    expect(seen(below.id)).toEqual([byDepartment.id, gated.id]);
    expect(seen(manager.id)).toEqual([byPosition.id]);
    expect(seen(outside.id)).toEqual([gated.id]);
    // The front package blocks the learner who can see it, and not the one who cannot.
    expect(together[keys.findIndex((key) => key.userId === below.id && key.packageId === gated.id)]).toMatchObject({
      frontTitle: '产品知识学习',
      frontBlocks: true,
    });
    expect(together[keys.findIndex((key) => key.userId === outside.id && key.packageId === gated.id)]).toMatchObject({ frontTitle: null, frontBlocks: false });
  });
});
