import {
  learnerMediaQuestionsResponseSchema,
  mediaAnswerResponseSchema,
  mediaQuestionsResponseSchema,
  mediaReportResponseSchema,
  mediaTaskResponseSchema,
} from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser, demoOrganisation } from '../../../test/factories.js';
import { ManualClock } from '../../../test/clock.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { demoMedia, fileChildBody, publishedPackage, type Caller } from '../../../test/tasksClient.js';

const clock = new ManualClock();
let server: TestServer;
let owner: Caller;
let media: { pdf: string; video: string };
let now: number;

/** Two questions in the demo video (a single choice at 4 s, a true/false at 8 s) and one after the PDF. */
const VIDEO_QUESTIONS = [
  {
    at: 8,
    type: 2,
    text: '入职第一天需要签到',
    choices: [
      { id: 't', content: '正确', iscorrect: 1 },
      { id: 'f', content: '错误', iscorrect: 0 },
    ],
  },
  {
    at: 4,
    type: 0,
    text: '公司的核心价值是？',
    choices: [
      { id: 'a', content: '客户第一', iscorrect: 1 },
      { id: 'b', content: '速度第一', iscorrect: 0 },
      { id: 'c', content: '利润第一', iscorrect: 0 },
    ],
  },
];

beforeAll(async () => {
  server = await startTestServer({ clock });
  owner = adminCaller(server.fetch, await server.login('owner01'));
  media = await demoMedia(server.database.db, (await demoOrganisation(server.database.db)).id);
  now = clock.now().getTime();
  const saved = await owner('PUT', `/api/admin/v3/media/${media.video}/questions`, { questions: VIDEO_QUESTIONS });
  expect(saved.status).toBe(200);
  const multiple = {
    at: 99,
    type: 1,
    text: '手册包括哪些内容？',
    choices: [
      { id: 'x', content: '产品', iscorrect: 1 },
      { id: 'y', content: '价格', iscorrect: 1 },
      { id: 'z', content: '八卦', iscorrect: 0 },
    ],
  };
  expect((await owner('PUT', `/api/admin/v3/media/${media.pdf}/questions`, { questions: [multiple] })).status).toBe(200);
});
afterAll(() => server?.close());

async function newLearner(): Promise<{ id: string; call: Caller }> {
  const user = await createUser(server.database.db);
  return { id: user.id, call: adminCaller(server.fetch, await server.login(user.account)) };
}

/** A package with one video task (10 s, no seeking) and one file task (5 s). */
async function watchingPackage(learnerId: string) {
  const pkg = await publishedPackage(owner, now, {
    range: { users: [learnerId] },
    children: [
      fileChildBody(now, media.video, { type: 5, title: '入职视频', weight: 50, refs: [{ mediaid: media.video, seconds: 10 }], settings: { allowseek: 0 } }),
      fileChildBody(now, media.pdf, { weight: 50, refs: [{ mediaid: media.pdf, seconds: 5 }] }),
    ],
  });
  return { id: pkg.id, video: pkg.childIds[0]!, file: pkg.childIds[1]! };
}

const answer = (call: Caller, child: string, mediaId: string, n: number | string, choices: unknown) =>
  call('PUT', `/api/trainning/v3/mediatask/${child}/${mediaId}/${n}`, { choices });
const report = (call: Caller, child: string, mediaId: string, body: Record<string, unknown>) =>
  call('PUT', `/api/trainning/v3/mediatask/${child}/${mediaId}`, body);

describe('questions inside a video or file', () => {
  it('keeps the admin list sorted by point and numbered, with the file questions after reading', async () => {
    const video = mediaQuestionsResponseSchema.parse((await owner('GET', `/api/admin/v3/media/${media.video}/questions`)).body);
    expect(video.questions.map((question) => [question.n, question.at, question.type])).toEqual([
      [1, 4, 0],
      [2, 8, 2],
    ]);
    const file = mediaQuestionsResponseSchema.parse((await owner('GET', `/api/admin/v3/media/${media.pdf}/questions`)).body);
    expect(file.questions[0]).toMatchObject({ n: 1, at: 0, type: 1 });
    const judgeWithThree = { ...VIDEO_QUESTIONS[0], choices: [...VIDEO_QUESTIONS[0]!.choices, { id: 'm', content: '也许', iscorrect: 0 }] };
    expect(await owner('PUT', `/api/admin/v3/media/${media.video}/questions`, { questions: [judgeWithThree] })).toMatchObject({ status: 400 });
  });

  it('sends the learner no answer key before answering, and scores on the server', async () => {
    const learner = await newLearner();
    const pkg = await watchingPackage(learner.id);
    const before = learnerMediaQuestionsResponseSchema.parse(
      (await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.video}/${media.video}/questions`)).body,
    );
    expect(before.questions[0]).toMatchObject({ n: 1, at: 4, answered: 0, correct: [], chosen: [] });
    expect(JSON.stringify(before)).not.toContain('iscorrect');
    const wrong = mediaAnswerResponseSchema.parse((await answer(learner.call, pkg.video, media.video, 1, ['b'])).body);
    expect(wrong.question).toMatchObject({ answered: 1, right: 0, chosen: ['b'], correct: ['a'] });
    const right = mediaAnswerResponseSchema.parse((await answer(learner.call, pkg.video, media.video, 2, ['t'])).body);
    expect(right.question).toMatchObject({ right: 1, correct: ['t'] });
  });

  it('answers a resend of the same answer alike, and refuses another answer', async () => {
    const learner = await newLearner();
    const pkg = await watchingPackage(learner.id);
    const first = await answer(learner.call, pkg.video, media.video, 1, ['a']);
    const again = await answer(learner.call, pkg.video, media.video, 1, ['a']);
    expect(again.body).toEqual(first.body);
    expect(await answer(learner.call, pkg.video, media.video, 1, ['c'])).toMatchObject({ status: 409, body: { errcode: 40987 } });
  });

  it('refuses a question number the media lacks (404) and an answer that does not fit the question (400)', async () => {
    const learner = await newLearner();
    const pkg = await watchingPackage(learner.id);
    const notFound = { status: 404, body: { errcode: 40415, errmsg: '该题目不存在' } };
    expect(await answer(learner.call, pkg.video, media.video, 3, ['a'])).toMatchObject(notFound);
    expect(await answer(learner.call, pkg.video, media.video, 'x', ['a'])).toMatchObject(notFound);
    const misfit = { status: 400, body: { errcode: 40027 } };
    expect(await answer(learner.call, pkg.video, media.video, 1, ['a', 'b'])).toMatchObject(misfit);
    expect(await answer(learner.call, pkg.video, media.video, 1, ['nope'])).toMatchObject(misfit);
    expect((await answer(learner.call, pkg.video, media.video, 1, 'a')).status).toBe(400);
    expect(await answer(learner.call, pkg.video, media.video, 1, [])).toMatchObject(misfit);
  });

  it('refuses the task of another organisation', async () => {
    const learner = await newLearner();
    const pkg = await watchingPackage(learner.id);
    const other = await createOrganisation(server.database.db);
    const foreigner = await createUser(server.database.db, { orgId: other.id });
    const foreign = adminCaller(server.fetch, await server.login(foreigner.account));
    expect((await answer(foreign, pkg.video, media.video, 1, ['a'])).status).toBe(404);
    expect((await foreign('GET', `/api/trainning/v3/mediatask/${pkg.video}/${media.video}/questions`)).status).toBe(404);
    expect((await foreign('PUT', `/api/admin/v3/media/${media.video}/questions`, { questions: [] })).status).not.toBe(200);
  });

  it('holds the video at the first unanswered question and counts the media done only once every question is answered', async () => {
    const learner = await newLearner();
    const pkg = await watchingPackage(learner.id);
    await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.video}/${media.video}`);
    clock.advance(4);
    expect(mediaReportResponseSchema.parse((await report(learner.call, pkg.video, media.video, { position: 4, seconds: 4 })).body)).toMatchObject({
      accepted: 4,
      seekrefused: 0,
    });
    clock.advance(4);
    const held = mediaReportResponseSchema.parse((await report(learner.call, pkg.video, media.video, { position: 8, seconds: 4 })).body);
    expect(held).toMatchObject({ accepted: 0, seekrefused: 1 });
    await answer(learner.call, pkg.video, media.video, 1, ['a']);
    for (let position = 6; position <= 12; position += 3) {
      clock.advance(3);
      await report(learner.call, pkg.video, media.video, { position: Math.min(position, 8), seconds: 3 });
    }
    const timeMet = mediaTaskResponseSchema.parse((await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.video}`)).body);
    expect(timeMet.media[0]).toMatchObject({ done: 0 });
    expect(timeMet.task.status).toBe(1);
    expect((await report(learner.call, pkg.video, media.video, { position: 8, seconds: 0, finish: 1 })).body).toMatchObject({ errcode: 40988 });
    const last = mediaAnswerResponseSchema.parse((await answer(learner.call, pkg.video, media.video, 2, ['f'])).body);
    expect(last).toMatchObject({ media: { done: 1 }, taskstatus: 2, question: { right: 0 } });
    const seen = learnerMediaQuestionsResponseSchema.parse(
      (await owner('GET', `/api/trainning/v3/mediatask/${pkg.video}/${media.video}/questions?userid=${learner.id}`)).body,
    );
    expect(seen.questions.map((question) => [question.answered, question.right])).toEqual([
      [1, 1],
      [1, 0],
    ]);
  });

  it('asks a file’s questions after reading: reading time alone does not pass the task', async () => {
    const learner = await newLearner();
    const pkg = await watchingPackage(learner.id);
    await learner.call('GET', `/api/trainning/v3/mediatask/${pkg.file}/${media.pdf}`);
    clock.advance(6);
    expect(mediaReportResponseSchema.parse((await report(learner.call, pkg.file, media.pdf, { position: 3, seconds: 6 })).body)).toMatchObject({
      taskstatus: 1,
      media: { done: 0 },
    });
    expect(mediaAnswerResponseSchema.parse((await answer(learner.call, pkg.file, media.pdf, 1, ['x', 'y'])).body)).toMatchObject({
      taskstatus: 2,
      question: { right: 1 },
    });
  });
});
