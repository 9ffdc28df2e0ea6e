import { examSaveResponseSchema, examStartResponseSchema, examSubmitResponseSchema, examTokenResponseSchema } from '@peilian/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBody, examChildBody, examQuestions, publishedPaper } from '../../../test/examClient.js';
import { demoOrganisation } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { adminCaller } from '../../../test/peopleClient.js';
import { publishedPackage, type Caller } from '../../../test/tasksClient.js';
import { examAnswers, examAttempts, examLogs, studentTasks, users } from '../../db/schema/index.js';
import { recoverOutcomes } from '../outcomes.js';

// Saves and starts arriving together share one transaction (server/src/exam/taking/saveAnswers.ts,
// startBatch.ts), and crowded submits leave their bookkeeping for a moment later (outcomes.ts);
// each must still be answered as if it had been alone, and nothing may be lost.

let server: TestServer;
let owner: Caller;
let learners: Caller[];
let learnerIds: string[];
let childId: string;
const BASE = '/api/trainning/v3/exampaper';

/** A published exam child task (3 questions, 30 minutes, no minimum time) for both learners. */
async function freshExam(): Promise<string> {
  const paperId = await publishedPaper(owner, await examQuestions(owner), { minute: 30, limitMinute: 0, score: 60 });
  const now = Date.now();
  return (await publishedPackage(owner, now, { range: { users: learnerIds }, children: [examChildBody(now, paperId)], overrides: { tasktype: 2 } }))
    .childIds[0]!;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = adminCaller(server.fetch, await server.login('owner01'));
  learners = [adminCaller(server.fetch, await server.login('learner01')), adminCaller(server.fetch, await server.login('learner02'))];
  const { db } = server.database;
  const org = await demoOrganisation(db);
  learnerIds = await Promise.all(
    ['learner01', 'learner02'].map(
      async (account) => (await db.query.users.findFirst({ where: and(eq(users.orgId, org.id), eq(users.account, account)) }))!.id,
    ),
  );
  childId = await freshExam();
});
afterAll(() => server?.close());

async function startAttempt(caller: Caller): Promise<string> {
  const cover = examTokenResponseSchema.parse((await caller('GET', `${BASE}/token/${childId}`)).body);
  return examStartResponseSchema.parse((await caller('GET', `${BASE}/${childId}/start?key=${cover.key}`)).body).key;
}

describe('saves arriving together', () => {
  it("answers each save as if alone: own answers accepted, replays as stored, unknown questions refused, another learner's attempt refused", async () => {
    const [first, second] = learners as [Caller, Caller];
    const keys = [await startAttempt(first), await startAttempt(second)];
    const now = Date.now();
    const body = (saveid: string, items: { questionid: string; choices?: string[]; fills?: string[] }[]) => ({
      answer: { ...answerBody(items, now).answer, saveid },
    });
    const calls = [
      first('POST', `${BASE}/${childId}/save?key=${keys[0]}`, body('batch-a-1', [{ questionid: '0', choices: ['A'] }])),
      second(
        'POST',
        `${BASE}/${childId}/save?key=${keys[1]}`,
        body('batch-b-1', [
          { questionid: '0', choices: ['B'] },
          { questionid: '9', choices: ['A'] },
        ]),
      ),
      first('POST', `${BASE}/${childId}/save?key=${keys[0]}`, body('batch-a-1', [{ questionid: '0', choices: ['A'] }])),
      first('POST', `${BASE}/${childId}/save?key=${keys[0]}`, body('batch-a-2', [{ questionid: '2', fills: ['北京', '上海'] }])),
      first('POST', `${BASE}/${childId}/save?key=${keys[1]}`, body('batch-a-3', [{ questionid: '1', choices: ['A'] }])),
      second('POST', `${BASE}/${childId}/save?key=00000000-0000-4000-8000-000000000000`, body('batch-b-2', [{ questionid: '1', choices: ['A'] }])),
      ...Array.from({ length: 20 }, (_, index) =>
        second('POST', `${BASE}/${childId}/save?key=${keys[1]}`, body(`b-many-${index}`, [{ questionid: '1', choices: ['A', 'C'] }])),
      ),
    ];
    const answers = await Promise.all(calls);
    const saved = answers.map((answer) => (answer.status === 200 ? examSaveResponseSchema.parse(answer.body) : undefined));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 403, 404, ...Array.from({ length: 20 }, () => 200)]);
    expect(saved[0]?.accepted).toEqual(['0']);
    expect(saved[1]).toMatchObject({ accepted: ['0'], rejected: [{ questionid: '9' }] });
    expect(saved[2]?.accepted).toEqual(['0']);
    expect(saved[3]?.accepted).toEqual(['2']);
    expect(answers[4]).toMatchObject({ status: 403 });
    expect(answers[5]).toMatchObject({ status: 404 });
    expect(saved.slice(6).every((answer) => answer?.accepted[0] === '1')).toBe(true);

    const stored = await server.database.db.select().from(examAnswers);
    const ofAttempt = (key: string) =>
      stored
        .filter((row) => row.attemptId === key)
        .map((row) => row.saveId)
        .sort();
    expect(ofAttempt(keys[0]!)).toEqual(['batch-a-1', 'batch-a-2']);
    expect(ofAttempt(keys[1]!)).toEqual(['batch-b-1', ...Array.from({ length: 20 }, (_, index) => `b-many-${index}`)].sort());
    const resumed = examStartResponseSchema.parse((await first('GET', `${BASE}/${childId}/start?key=${keys[0]}`)).body);
    expect(Object.fromEntries(resumed.attempt.answers.map((answer) => [answer.questionid, answer.saveid]))).toEqual({ '0': 'batch-a-1', '2': 'batch-a-2' });
  });
});

describe('starts arriving together', () => {
  it('creates one attempt per learner even when one learner starts from two devices at once, and marks the task started once', async () => {
    const [first, second] = learners as [Caller, Caller];
    const { db } = server.database;
    const otherChild = await freshExam();
    const starts = await Promise.all([first, first, second, first].map((caller) => caller('GET', `${BASE}/${otherChild}/start?key=n1`)));
    const keys = starts.map((answer) => examStartResponseSchema.parse(answer.body).key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toBe(keys[3]);
    expect(keys[2]).not.toBe(keys[0]);
    const attempts = await db.select().from(examAttempts).where(eq(examAttempts.childTaskId, otherChild));
    expect(attempts.map((row) => row.attemptNo)).toEqual([1, 1]);
    const records = await db.select().from(studentTasks).where(eq(studentTasks.childTaskId, otherChild));
    expect(records.map((row) => row.status)).toEqual([1, 1]);
    const logs = await db
      .select()
      .from(examLogs)
      .where(
        inArray(
          examLogs.attemptId,
          attempts.map((row) => row.id),
        ),
      );
    expect(logs.map((row) => row.event)).toEqual(['start', 'start']);
  });
});

describe('submits arriving together', () => {
  it('answers each submit with its score at once; the child-task records follow, and a record left behind is recovered', async () => {
    const [first, second] = learners as [Caller, Caller];
    const { db } = server.database;
    const now = Date.now();
    const child = await freshExam();
    const keys = await Promise.all(
      [first, second].map(async (caller) => examStartResponseSchema.parse((await caller('GET', `${BASE}/${child}/start?key=n1`)).body).key),
    );
    const right = [
      { questionid: '0', choices: ['A'] },
      { questionid: '1', choices: ['A', 'C'] },
      { questionid: '2', fills: ['北京', '上海'] },
    ];
    const submits = await Promise.all(
      [first, second].map((caller, index) => caller('POST', `${BASE}/${child}/submit?key=${keys[index]}`, answerBody(index === 0 ? right : [], Date.now()))),
    );
    expect(submits.map((answer) => examSubmitResponseSchema.parse(answer.body)).map(({ score, passed }) => ({ score, passed }))).toEqual([
      { score: 100, passed: true },
      { score: 0, passed: false },
    ]);
    const records = async () => (await db.select().from(studentTasks).where(eq(studentTasks.childTaskId, child))).map((row) => row.status).sort();
    await expect.poll(records).toEqual([2, 3]);

    // A process stopped between a submit and its bookkeeping: the record still says "in progress".
    await db
      .update(studentTasks)
      .set({ status: 1, score: null, updatedAt: new Date(now - 60_000) })
      .where(eq(studentTasks.childTaskId, child));
    expect(await recoverOutcomes(db, { now: () => new Date() })).toBeGreaterThanOrEqual(2);
    expect(await records()).toEqual([2, 3]);
    expect(await recoverOutcomes(db, { now: () => new Date() })).toBe(0);
  });

  it('answers the same submit sent twice at once alike, scores each attempt once, and refuses another submit afterwards', async () => {
    const [first, second] = learners as [Caller, Caller];
    const { db } = server.database;
    const child = await freshExam();
    const keys = await Promise.all(
      [first, second].map(async (caller) => examStartResponseSchema.parse((await caller('GET', `${BASE}/${child}/start?key=n1`)).body).key),
    );
    const submit = (caller: Caller, key: string, saveid: string, items: { questionid: string; choices?: string[] }[]) =>
      caller('POST', `${BASE}/${child}/submit?key=${key}`, { answer: { ...answerBody(items, Date.now()).answer, saveid } });
    const answers = await Promise.all([
      submit(first, keys[0]!, 'save-twice', [{ questionid: '0', choices: ['A'] }]),
      submit(first, keys[0]!, 'save-twice', [{ questionid: '0', choices: ['A'] }]),
      submit(second, keys[1]!, 'save-once', []),
    ]);
    const [a, b, c] = answers.map((answer) => examSubmitResponseSchema.parse(answer.body));
    expect(a).toMatchObject({ saveid: 'save-twice', submittedAt: b!.submittedAt, score: b!.score });
    expect(c).toMatchObject({ saveid: 'save-once', score: 0, passed: false });
    expect(a!.score).toBeGreaterThan(0);

    const attempts = await db.select().from(examAttempts).where(eq(examAttempts.childTaskId, child));
    expect(attempts.map((row) => [row.status, row.submitId]).sort()).toEqual([
      [1, 'save-once'],
      [1, 'save-twice'],
    ]);
    const events = await db.select().from(examLogs).where(inArray(examLogs.attemptId, keys));
    expect(events.filter((row) => row.event === 'submit')).toHaveLength(2);
    const saves = await db.select().from(examAnswers).where(inArray(examAnswers.attemptId, keys));
    expect(saves.map((row) => row.saveId).sort()).toEqual(['save-once', 'save-twice']);

    const again = await submit(first, keys[0]!, 'save-another', []);
    expect(again).toMatchObject({ status: 409 });
  });
});
