import { centerResponseSchema, examStartResponseSchema, examTokenResponseSchema, taskDetailResponseSchema } from '@peilian/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { adminCaller } from '../../test/peopleClient.js';
import { seedDemoData } from './demo.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('demo exam', () => {
  it('is open to the sales department: a published paper of five questions worth 100 that a learner can start', async () => {
    const learner = adminCaller(server.fetch, await server.login('learner01'));
    const centre = centerResponseSchema.parse((await learner('GET', '/api/trainning/v3/center')).body);
    const exam = centre.groups.inprogress.find((pkg) => pkg.title === '产品知识考核');
    expect(exam).toBeDefined();
    const detail = taskDetailResponseSchema.parse((await learner('GET', `/api/trainning/v3/task/${exam!.id}`)).body);
    const childId = detail.children[0]!.id;
    const cover = examTokenResponseSchema.parse((await learner('GET', `/api/trainning/v3/exampaper/token/${childId}`)).body);
    expect(cover).toMatchObject({ canStart: true, attemptsLeft: 2, paper: { title: '产品知识考试', questioncount: 5, total: 100, minute: 20 } });
    const started = examStartResponseSchema.parse((await learner('GET', `/api/trainning/v3/exampaper/${childId}/start?key=${cover.key}`)).body);
    expect(started.paper.questions.map((question) => question.type)).toEqual([0, 1, 2, 3, 0]);
  });

  it('is seeded once', async () => {
    await seedDemoData(server.database.db);
    const owner = adminCaller(server.fetch, await server.login('owner01'));
    const papers = (await owner('GET', `/api/admin/study/paper?title=${encodeURIComponent('产品知识考试')}`)).body as { total: number };
    expect(papers.total).toBe(1);
  });
});
