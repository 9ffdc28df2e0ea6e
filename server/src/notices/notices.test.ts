import { randomUUID } from 'node:crypto';
import { noticeListResponseSchema, noticeReadResponseSchema, realtimeAddressResponseSchema } from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/clock.js';
import { createOrganisation, createUser, demoOrganisation } from '../../test/factories.js';
import { LASTING_SESSIONS, startTestServer, type TestServer } from '../../test/harness.js';
import { aboutPackage, listenForNotices } from '../../test/noticeSockets.js';
import { adminCaller } from '../../test/peopleClient.js';
import { practiceSockets } from '../../test/practiceSocket.js';
import { addChild, createPackage, DAY, demoMedia, fileChildBody, packageBody, publishNow, type Caller } from '../../test/tasksClient.js';
import { insertAppeal } from '../data/appeals.js';
import { insertBadge } from '../data/levels.js';
import { findUserByAccount } from '../data/users.js';
import { notices, studentPackages } from '../db/schema/index.js';
import { createLogger } from '../logger.js';
import { WechatClient } from '../providers/wechat/index.js';
import { createEndingJob } from './endingJob.js';

const NOTICE = '/api/trainning/v3/notice';
const HOUR_S = 3600;

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let learner: Caller;
let orgId: string;
let learnerId: string;
let otherId: string;
let pdf: string;
const sockets = practiceSockets(() => server);

beforeAll(async () => {
  // The publish scheduler, the badge job and the notice jobs tick often.
  server = await startTestServer({ clock, env: { ...LASTING_SESSIONS, PUBLISH_TICK_MS: '50', BADGE_AWARD_MS: '100', NOTICE_TICK_MS: '50' } });
  const { db } = server.database;
  orgId = (await demoOrganisation(db)).id;
  owner = adminCaller(server.fetch, await sockets.tokenOf('owner01'));
  learner = adminCaller(server.fetch, await sockets.tokenOf('learner01'));
  learnerId = (await findUserByAccount(db, 'learner01'))!.user.id;
  otherId = (await findUserByAccount(db, 'learner02'))!.user.id;
  pdf = (await demoMedia(db, orgId)).pdf;
});
afterEach(() => sockets.closeAll());
afterAll(() => server?.close());

/** A package of one file child for the given users, not published yet. */
async function draftPackage(title: string, users: string[], endInDays = 10): Promise<string> {
  const now = clock.now().getTime();
  const pkg = await createPackage(owner, packageBody(now, { title, range: { users }, endtime: now + endInDays * DAY }));
  await addChild(owner, pkg.id, fileChildBody(now, pdf, { endtime: now + endInDays * DAY }));
  return pkg.id;
}

async function myNotices(caller: Caller = learner) {
  return noticeListResponseSchema.parse((await caller('GET', `${NOTICE}?page=1&rows=50`)).body);
}

describe('a package published to learners', () => {
  it('pushes notice:new to that learner’s sockets only, at once and when the scheduler publishes it', async () => {
    const mine = listenForNotices(await sockets.open('learner01'));
    const another = listenForNotices(await sockets.open('learner02'));
    const foreignOrg = await createOrganisation(server.database.db);
    const foreignUser = await createUser(server.database.db, { orgId: foreignOrg.id });
    const foreign = listenForNotices(await sockets.open(foreignUser.account));

    const now = await draftPackage('新品上市培训', [learnerId]);
    await publishNow(owner, now);
    const push = await mine.next(aboutPackage('taskPublished', now));
    expect(push.notice).toMatchObject({ kind: 'taskPublished', params: { title: '新品上市培训' }, read: 0, link: `/user/dashboard/task?id=${now}` });
    expect(push.unread).toBe((await myNotices()).unread);

    const later = await draftPackage('季度复训', [learnerId]);
    const scheduled = await owner('POST', `/api/admin/task/package/${later}/publish`, { mode: 'scheduled', publishtime: clock.now().getTime() + 3_600_000 });
    expect(scheduled.status).toBe(200);
    clock.advance(HOUR_S + 1);
    expect((await mine.next(aboutPackage('taskPublished', later))).notice.params.title).toBe('季度复训');

    await Promise.all([another.settled(), foreign.settled()]);
    for (const listener of [another, foreign]) expect(listener.received.filter((got) => got.notice.kind === 'taskPublished')).toEqual([]);
    expect((await myNotices(adminCaller(server.fetch, await sockets.tokenOf('learner02')))).rows.some((row) => row.link.includes(now))).toBe(false);
  });
});

describe('the notice list', () => {
  it('lists newest first with the unread count, reads one and all, and refuses another learner’s notice', async () => {
    const id = await draftPackage('列表测试', [learnerId, otherId]);
    clock.advance(1);
    await publishNow(owner, id);
    const before = await myNotices();
    const newest = before.rows[0]!;
    expect(newest.link).toContain(id);
    expect(before.rows.map((row) => row.createdate)).toEqual([...before.rows.map((row) => row.createdate)].sort((a, b) => b - a));
    expect(before.unread).toBe(before.rows.filter((row) => row.read === 0).length);

    const read = noticeReadResponseSchema.parse((await learner('PUT', `${NOTICE}/${newest.id}/read`)).body);
    expect(read.unread).toBe(before.unread - 1);
    expect((await myNotices()).rows.find((row) => row.id === newest.id)?.read).toBe(1);

    const theirs = (await myNotices(adminCaller(server.fetch, await sockets.tokenOf('learner02')))).rows.find((row) => row.link.includes(id))!;
    const refused = await learner('PUT', `${NOTICE}/${theirs.id}/read`, undefined, 'en');
    expect(refused).toMatchObject({ status: 404, body: { errmsg: 'This notice does not exist' } });
    expect((await learner('PUT', `${NOTICE}/${randomUUID()}/read`)).status).toBe(404);
    expect((await learner('GET', `${NOTICE}?rows=7`, undefined, 'en')).status).toBe(400);

    expect(noticeReadResponseSchema.parse((await learner('PUT', `${NOTICE}/read`)).body).unread).toBe(0);
    expect((await myNotices()).unread).toBe(0);
  });

  it('tells where the live connection goes: this origin, /socket.io', async () => {
    expect(realtimeAddressResponseSchema.parse((await learner('GET', '/api/trainning/system/socket')).body)).toEqual({
      successed: true,
      url: '',
      path: '/socket.io',
    });
  });
});

describe('a package about to end', () => {
  it('notifies, once, each learner of its range who has not completed it', async () => {
    const { db } = server.database;
    const mine = listenForNotices(await sockets.open('learner01'));
    const id = await draftPackage('即将结束的任务', [learnerId, otherId], 2);
    await publishNow(owner, id);
    await db.insert(studentPackages).values({ orgId, userId: otherId, packageId: id, passedChildren: 1, score: 100, completedAt: clock.now() });
    clock.advance(DAY / 1000 + HOUR_S);
    const push = await mine.next(aboutPackage('taskEnding', id));
    expect(push.notice.params.title).toBe('即将结束的任务');
    // Another process's look at the same moment finds the package done (or still claimed).
    const job = createEndingJob({
      db,
      clock,
      logger: createLogger('silent'),
      wechat: new WechatClient(server.config.wechat),
      realtime: { disconnectSession: () => undefined, recheckOrganisation: () => undefined, pushToUser: () => undefined },
      tickMs: 0,
    });
    expect(await job.tick()).not.toContain(id);
    await job.stop();
    const ending = await db
      .select()
      .from(notices)
      .where(and(eq(notices.orgId, orgId), eq(notices.ref, `ending:${id}`)));
    expect(ending.map((row) => row.userId)).toEqual([learnerId]);
  });
});

describe('an appeal decided and a badge earned', () => {
  it('notify the learner at once', async () => {
    const mine = listenForNotices(await sockets.open('learner01'));
    const appeal = await insertAppeal(server.database.db, {
      orgId,
      userId: learnerId,
      recordType: 'practice',
      recordId: randomUUID(),
      recordTitle: '展厅接待演练',
      reason: '请复核录音',
      scoreBefore: 50,
      dueDay: '2099-01-01',
    });
    const rejected = await owner('PUT', `/api/admin/train/complain/${appeal!.id}/reject`, { opinion: '维持原评分' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const answered = await mine.next((push) => push.notice.kind === 'appealAnswered');
    expect(answered.notice).toMatchObject({ params: { title: '展厅接待演练', status: 3 }, link: `/user/appeal?id=${appeal!.id}` });

    // A badge for one day signed in: learner01 signed in today, the badge job awards it.
    await insertBadge(server.database.db, { orgId, name: '今日打卡', condition: 'loginStreak', count: 1 });
    const earned = await mine.next((push) => push.notice.kind === 'badgeEarned' && push.notice.params.badge === '今日打卡');
    expect(earned.notice.link).toBe('/user/mine');
  });
});
