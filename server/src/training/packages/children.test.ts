import { childTaskResponseSchema, packageDetailResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../../test/factories.js';
import { examChildBody, examQuestions, publishedPaper } from '../../../test/examClient.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { addChild, createPackage, packageBody, type Caller } from '../../../test/tasksClient.js';

/** Exam child tasks: the paper must be a published one of the organisation, the settings the shared retake rules. */
let server: TestServer;
let owner: Caller;
let now: number;
let published: string;
let draft: string;
let foreign: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  now = Date.now();
  const questions = await examQuestions(owner);
  published = await publishedPaper(owner, questions);
  const created = await owner('POST', '/api/admin/study/paper', {
    title: '草稿试卷',
    minute: 30,
    limitMinute: 0,
    score: 60,
    questions: questions.map((id, index) => ({ id, score: index === 0 ? 34 : 33 })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  draft = (created.body.paper as { id: string }).id;
  const elsewhere = await createOrganisation(server.database.db);
  const stranger = await createUser(server.database.db, { orgId: elsewhere.id, orgowner: 1 });
  const strangerCaller = adminCaller(server.fetch, await server.login(stranger.account));
  foreign = await publishedPaper(strangerCaller, await examQuestions(strangerCaller));
});
afterAll(() => server?.close());

const childrenOf = async (packageId: string) =>
  packageDetailResponseSchema.parse((await owner('GET', `/api/admin/task/package/${packageId}`)).body).package.children;
const examPackage = () => createPackage(owner, packageBody(now, { tasktype: 2, title: '结业考试' }));

describe('exam child tasks', () => {
  it('keep a published paper of the organisation and the settings as the exam reads them', async () => {
    const pkg = await examPackage();
    const answer = await owner(
      'POST',
      `/api/admin/task/package/${pkg.id}/child`,
      examChildBody(now, published, { settings: { retry: '2', noRetakeAfterPass: 1, retries: 9 } }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(childTaskResponseSchema.parse(answer.body).child).toMatchObject({
      type: 2,
      refs: [{ refid: published }],
      settings: { retry: 2, noRetakeAfterPass: 1, review: 1 },
    });
    expect((await childrenOf(pkg.id))[0]?.settings).toEqual({ retry: 2, noRetakeAfterPass: 1, review: 1 });
  });

  it('refuse a paper that is not there, of another organisation or not published, and add nothing', async () => {
    const pkg = await examPackage();
    for (const refid of ['paper-1', '00000000-0000-4000-8000-000000000000', foreign]) {
      const answer = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, examChildBody(now, refid));
      expect(answer).toMatchObject({ status: 404, body: { errcode: 40461, errmsg: '试卷不存在或已删除' } });
    }
    const unpublished = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, examChildBody(now, draft));
    expect(unpublished).toMatchObject({ status: 409, body: { errcode: 40962, errmsg: '试卷尚未发布，请先发布试卷再安排考试' } });
    const english = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, examChildBody(now, draft), 'en');
    expect(english.body.errmsg).toBe('The paper is not published yet: publish it before assigning it to an exam');
    expect(await childrenOf(pkg.id)).toEqual([]);
  });

  it.each([
    [{ retry: 100_000 }, '重考次数须为0到99999之间的整数'],
    [{ retry: -1 }, '重考次数须为0到99999之间的整数'],
    [{ retry: '' }, '重考次数须为0到99999之间的整数'],
    [{ noRetakeAfterPass: 2 }, '子任务设置不正确'],
    [{ review: 3 }, '子任务设置不正确'],
  ])('refuse the settings %o with a clear message and add nothing', async (settings, message) => {
    const pkg = await examPackage();
    const answer = await owner('POST', `/api/admin/task/package/${pkg.id}/child`, examChildBody(now, published, { settings }));
    expect(answer).toMatchObject({ status: 400, body: { errcode: 40002, detail: [message] } });
    expect(await childrenOf(pkg.id)).toEqual([]);
  });

  it('refuse an edit to an unpublished paper or wrong settings and leave the task as it was', async () => {
    const pkg = await examPackage();
    const id = await addChild(owner, pkg.id, examChildBody(now, published));
    const before = await childrenOf(pkg.id);
    const toDraft = await owner('PUT', `/api/admin/task/child/${id}`, examChildBody(now, draft, { title: '改名' }));
    expect(toDraft).toMatchObject({ status: 409, body: { errcode: 40962 } });
    const toForeign = await owner('PUT', `/api/admin/task/child/${id}`, examChildBody(now, foreign, { title: '改名' }));
    expect(toForeign).toMatchObject({ status: 404, body: { errcode: 40461 } });
    const badRetry = await owner('PUT', `/api/admin/task/child/${id}`, examChildBody(now, published, { title: '改名', settings: { retry: 1.5 } }), 'en');
    expect(badRetry).toMatchObject({ status: 400, body: { detail: ['Retakes must be a whole number from 0 to 99999'] } });
    expect(await childrenOf(pkg.id)).toEqual(before);
    const edited = await owner('PUT', `/api/admin/task/child/${id}`, examChildBody(now, published, { title: '改名', settings: { review: 0 } }));
    expect(childTaskResponseSchema.parse(edited.body).child).toMatchObject({ title: '改名', settings: { retry: 0, noRetakeAfterPass: 0, review: 0 } });
  });
});
