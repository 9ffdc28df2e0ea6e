import {
  centerResponseSchema,
  mediaItemResponseSchema,
  mediaReportResponseSchema,
  mediaTaskResponseSchema,
  mineResponseSchema,
  sessionUserResponseSchema,
} from '@peilian/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentTaskDays } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { postPasswordLogin } from '../../../test/identityClient.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { addChild, createPackage, DAY, demoMedia, fileChildBody, packageBody, publishedPackage, publishNow, type Caller } from '../../../test/tasksClient.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let orgId: string;
let media: { pdf: string; video: string };
let now: number;

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  orgId = (await demoOrganisation(server.database.db)).id;
  media = await demoMedia(server.database.db, orgId);
  now = clock.now().getTime();
});
afterAll(() => server?.close());

async function newLearner(): Promise<{ id: string; account: string; call: Caller }> {
  const user = await createUser(server.database.db);
  return { id: user.id, account: user.account, call: adminCaller(server.fetch, await server.login(user.account)) };
}

/** A package for one learner: a PDF to read for `pdfSeconds` and a no-seek video to watch for 10 s. */
async function readingPackage(learnerId: string, pdfSeconds = 20) {
  return publishedPackage(owner, now, {
    range: { users: [learnerId] },
    children: [
      fileChildBody(now, media.pdf, { weight: 50, refs: [{ mediaid: media.pdf, seconds: pdfSeconds }] }),
      fileChildBody(now, media.video, { type: 5, title: '入职视频', weight: 50, refs: [{ mediaid: media.video, seconds: 10 }], settings: { allowseek: 0 } }),
    ],
  });
}

const report = async (call: Caller, child: string, mediaId: string, body: Record<string, unknown>) =>
  call('PUT', `/api/trainning/v3/mediatask/${child}/${mediaId}`, body);

describe('file and video tasks', () => {
  it('lists the media with their required time, and opening one gives the viewing URL', async () => {
    const learner = await newLearner();
    const pkg = await readingPackage(learner.id);
    const list = mediaTaskResponseSchema.parse((await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.childIds[0]}`)).body);
    expect(list.task).toMatchObject({ type: 4, status: 0, lockreason: '', allowseek: 1, packageid: pkg.id });
    expect(list.media).toEqual([expect.objectContaining({ id: media.pdf, name: '产品手册', format: 'pdf', required: 20, credited: 0, done: 0 })]);
    const item = mediaItemResponseSchema.parse((await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.childIds[0]}/${media.pdf}`)).body);
    expect(item.media.url).toMatch(new RegExp(`^/api/media/${media.pdf}/content\\?key=`));
    expect(item.task.status).toBe(1);
    const content = await server.fetch(item.media.url, { headers: { Range: 'bytes=0-3' } });
    expect(Buffer.from(await content.arrayBuffer()).toString()).toBe('%PDF');
  });

  it('credits no more than the real elapsed time, however much a report claims', async () => {
    const learner = await newLearner();
    const pkg = await readingPackage(learner.id, 600);
    const child = pkg.childIds[0]!;
    const before = await report(learner.call, child, media.pdf, { position: 1, seconds: 30 });
    expect(mediaReportResponseSchema.parse(before.body)).toMatchObject({ accepted: 0 });
    await learner.call('GET', `/api/trainning/v3/mediatask/${child}/${media.pdf}`);
    clock.advance(5);
    const greedy = mediaReportResponseSchema.parse((await report(learner.call, child, media.pdf, { position: 2, seconds: 3600 })).body);
    expect(greedy.accepted).toBe(8);
    clock.advance(5);
    const next = mediaReportResponseSchema.parse((await report(learner.call, child, media.pdf, { position: 3, seconds: 3600 })).body);
    expect(greedy.accepted + next.accepted).toBeLessThanOrEqual(10 + 3);
    expect(next.media.credited).toBe(greedy.accepted + next.accepted);
  });

  it('refuses to finish before the required time with "viewing time not met", changing nothing', async () => {
    const learner = await newLearner();
    const pkg = await readingPackage(learner.id);
    const child = pkg.childIds[0]!;
    await learner.call('GET', `/api/trainning/v3/mediatask/${child}/${media.pdf}`);
    clock.advance(5);
    const early = await report(learner.call, child, media.pdf, { position: 1, seconds: 5, finish: 1 });
    expect(early).toMatchObject({ status: 400, body: { errcode: 40050, errmsg: '观看时长未达到要求' } });
    const list = mediaTaskResponseSchema.parse((await learner.call('GET', `/api/trainning/v3/mediatask/${child}`)).body);
    expect(list.media[0]).toMatchObject({ credited: 0, done: 0 });
    clock.advance(15);
    const done = mediaReportResponseSchema.parse((await report(learner.call, child, media.pdf, { position: 1, seconds: 20, finish: 1 })).body);
    expect(done).toMatchObject({ accepted: 20, taskstatus: 2, media: { done: 1, credited: 20 } });
  });

  it('does not let a video without seeking jump ahead', async () => {
    const learner = await newLearner();
    const pkg = await readingPackage(learner.id);
    const video = pkg.childIds[1]!;
    await learner.call('GET', `/api/trainning/v3/mediatask/${video}/${media.video}`);
    clock.advance(2);
    const jump = mediaReportResponseSchema.parse((await report(learner.call, video, media.video, { position: 11, seconds: 2 })).body);
    expect(jump).toMatchObject({ accepted: 0, seekrefused: 1, media: { position: 0, furthest: 0 } });
    clock.advance(2);
    const watched = mediaReportResponseSchema.parse((await report(learner.call, video, media.video, { position: 4, seconds: 4 })).body);
    expect(watched).toMatchObject({ seekrefused: 0, media: { position: 4, furthest: 4 } });
  });

  it('completes the package when every required child passes, and counts the learning time', async () => {
    const learner = await newLearner();
    const pkg = await readingPackage(learner.id);
    const [file, video] = pkg.childIds as [string, string];
    await learner.call('GET', `/api/trainning/v3/mediatask/${file}/${media.pdf}`);
    await learner.call('GET', `/api/trainning/v3/mediatask/${video}/${media.video}`);
    clock.advance(20);
    expect(mediaReportResponseSchema.parse((await report(learner.call, file, media.pdf, { position: 1, seconds: 20 })).body)).toMatchObject({
      taskstatus: 2,
      packagecompleted: 0,
    });
    for (let position = 3; position <= 12; position += 3) {
      clock.advance(3);
      const answer = mediaReportResponseSchema.parse((await report(learner.call, video, media.video, { position, seconds: 3 })).body);
      if (position === 12) expect(answer).toMatchObject({ taskstatus: 2, packagecompleted: 1 });
    }
    const centre = centerResponseSchema.parse((await learner.call('GET', '/api/trainning/v3/center')).body);
    expect(centre.groups.inprogress.find((row) => row.id === pkg.id)).toMatchObject({ passed: 2, total: 2, completed: 1 });
    const mine = mineResponseSchema.parse((await learner.call('GET', '/api/trainning/v3/mine')).body).user;
    expect(mine).toMatchObject({ learningseconds: 32, completedpackages: 1, stars: 2, experience: 10, levelname: '见习' });
    // A new sign-in reads the totals (a cached token may show them up to SESSION_CACHE_MS late).
    const login = await postPasswordLogin(server.fetch, { account: learner.account, password: DEMO_PASSWORD, headers: { from: 'mini' } });
    const info = sessionUserResponseSchema.parse(await login.json()).user[0];
    expect(info).toMatchObject({ trainningtime: 32, userstars: 2, levelname: '见习' });
    const days = await server.database.db
      .select()
      .from(studentTaskDays)
      .where(and(eq(studentTaskDays.userId, learner.id), eq(studentTaskDays.childTaskId, file)));
    expect(days).toEqual([expect.objectContaining({ durationSeconds: 20 })]);
  });

  it('refuses progress while the task is not started or has ended', async () => {
    const learner = await newLearner();
    const pkg = await publishedPackage(owner, now, {
      range: { users: [learner.id] },
      children: [
        fileChildBody(now, media.pdf, { title: '先读', weight: 50 }),
        fileChildBody(now, media.pdf, { title: '后读', weight: 25, starttime: now + DAY }),
        fileChildBody(now, media.pdf, { title: '快读', weight: 25, endtime: clock.now().getTime() + 60_000 }),
      ],
    });
    const [, later, quick] = pkg.childIds as [string, string, string];
    expect(await learner.call('GET', `/api/trainning/v3/mediatask/${later}/${media.pdf}`)).toMatchObject({
      status: 403,
      body: { errcode: 40352, errmsg: '任务尚未开始' },
    });
    expect(mediaTaskResponseSchema.parse((await learner.call('GET', `/api/trainning/v3/mediatask/${later}`)).body).task.lockreason).toBe('notstarted');
    await learner.call('GET', `/api/trainning/v3/mediatask/${quick}/${media.pdf}`);
    clock.advance(120);
    expect(await report(learner.call, quick, media.pdf, { position: 1, seconds: 60 })).toMatchObject({
      status: 403,
      body: { errcode: 40353, errmsg: '任务已结束' },
    });
  });

  it('refuses a media that is not part of the task, and a bad position', async () => {
    const learner = await newLearner();
    const pkg = await readingPackage(learner.id);
    expect(await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.childIds[0]}/${media.video}`)).toMatchObject({ status: 404, body: { errcode: 40450 } });
    expect(await report(learner.call, pkg.childIds[0]!, 'nope', { position: 1, seconds: 1 })).toMatchObject({ status: 404, body: { errcode: 40450 } });
    expect(await report(learner.call, pkg.childIds[0]!, media.pdf, { position: -1, seconds: 1 })).toMatchObject({
      status: 400,
      body: { detail: ['播放位置须为不小于0的秒数'] },
    });
  });

  it('refuses a task whose front task is not passed yet, naming it, and opens it once passed', async () => {
    const learner = await newLearner();
    const start = clock.now().getTime();
    const pkg = await createPackage(owner, packageBody(start, { range: { users: [learner.id] } }));
    const first = await addChild(owner, pkg.id, fileChildBody(start, media.pdf, { title: '第一课', weight: 50, refs: [{ mediaid: media.pdf, seconds: 5 }] }));
    const second = await addChild(owner, pkg.id, fileChildBody(start, media.pdf, { title: '第二课', weight: 50, fronttaskid: first }));
    await publishNow(owner, pkg.id);
    const refused = { status: 403, body: { errcode: 40351, errmsg: '请先完成前置任务“第一课”' } };
    expect(await learner.call('GET', `/api/trainning/v3/mediatask/${second}`)).toMatchObject(refused);
    expect(await report(learner.call, second, media.pdf, { position: 1, seconds: 1 })).toMatchObject(refused);
    await learner.call('GET', `/api/trainning/v3/mediatask/${first}/${media.pdf}`);
    clock.advance(5);
    await report(learner.call, first, media.pdf, { position: 1, seconds: 5 });
    expect((await learner.call('GET', `/api/trainning/v3/mediatask/${second}/${media.pdf}`)).status).toBe(200);
  });

  it('lets an administrator see a learner progress with ?userid, but not a learner, nor across organisations', async () => {
    const learner = await newLearner();
    const nosy = await newLearner();
    const pkg = await readingPackage(learner.id);
    const child = pkg.childIds[0]!;
    const seen = mediaTaskResponseSchema.parse((await owner('GET', `/api/trainning/v3/mediatask/${child}?userid=${learner.id}`)).body);
    expect(seen.media[0]).toMatchObject({ credited: 0 });
    expect(await nosy.call('GET', `/api/trainning/v3/mediatask/${child}?userid=${learner.id}`)).toMatchObject({ status: 403, body: { errcode: 40300 } });
    const other = await createOrganisation(server.database.db);
    const foreignOwner = await createUser(server.database.db, { orgId: other.id, orgowner: 1 });
    const foreign = adminCaller(server.fetch, await server.login(foreignOwner.account));
    expect((await foreign('GET', `/api/trainning/v3/mediatask/${child}?userid=${learner.id}`)).body.errcode).toBe(40453);
  });

  it('answers the library viewkey call for media of a task open to the learner only', async () => {
    const learner = await newLearner();
    const outsider = await newLearner();
    await readingPackage(learner.id);
    expect((await learner.call('GET', `/api/trainning/v3/media/viewkey?fileid=${media.pdf}`)).status).toBe(200);
    expect((await outsider.call('GET', `/api/trainning/v3/media/viewkey?fileid=${media.pdf}`)).status).not.toBe(200);
  });
});
