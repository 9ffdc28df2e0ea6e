import { examSaveResponseSchema, examStartResponseSchema, examTokenResponseSchema, spreadScores } from '@peilian/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { answerBody, examChildBody } from './examClient.js';
import { processDatabaseEnv } from './harness.js';
import { adminCaller } from './peopleClient.js';
import { loginAs, spawnServer, type ServerProcess } from './serverProcess.js';
import { packageBody, type Caller } from './tasksClient.js';

// The exam's promise: an answer the server acknowledged is never lost. The server process is killed
// (SIGKILL: no shutdown, no flush) while learners save, restarted on the same data, and every save
// that had a successful answer must be there.

const QUESTIONS = 40;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function setUpExam(server: ServerProcess, learnerIds: string[]): Promise<string> {
  const owner: Caller = adminCaller(server.fetch, (await loginAs(server, 'owner01')).token);
  const ids: string[] = [];
  for (let index = 0; index < QUESTIONS; index += 1) {
    const answer = await owner('POST', '/api/admin/study/question', {
      type: 0,
      text: `断电题${index}`,
      choices: [
        { id: 'A', content: '对', iscorrect: 1 },
        { id: 'B', content: '错', iscorrect: 0 },
      ],
    });
    ids.push((answer.body.question as { id: string }).id);
  }
  const scores = spreadScores(QUESTIONS);
  const paper = await owner('POST', '/api/admin/study/paper', {
    title: '断电考试',
    minute: 60,
    score: 60,
    questions: ids.map((id, index) => ({ id, score: scores[index] })),
  });
  const paperId = (paper.body.paper as { id: string }).id;
  await owner('POST', `/api/admin/study/paper/${paperId}/status`, { status: 1 });
  const now = Date.now();
  const pkg = await owner(
    'POST',
    '/api/admin/task/package',
    packageBody(now, { tasktype: 2, title: '断电测试', range: { departments: [], positions: [], users: learnerIds } }),
  );
  const packageId = (pkg.body.package as { id: string }).id;
  const child = await owner('POST', `/api/admin/task/package/${packageId}/child`, examChildBody(now, paperId));
  await owner('POST', `/api/admin/task/package/${packageId}/publish`, { mode: 'now' });
  return (child.body.child as { id: string }).id;
}

describe('exam saves survive a killed server', () => {
  it('keeps every acknowledged save after SIGKILL and restart on the same data', { timeout: 180_000 }, async () => {
    const database = await processDatabaseEnv();
    cleanups.push(database.dispose);
    const first = await spawnServer(database.env);
    cleanups.push(async () => void first.child.kill('SIGKILL'));
    const learners = await Promise.all(['learner01', 'learner02'].map((account) => loginAs(first, account)));
    const childId = await setUpExam(
      first,
      learners.map((learner) => learner.id),
    );
    const base = `/api/trainning/v3/exampaper/${childId}`;
    const attempts = await Promise.all(
      learners.map(async (learner) => {
        const call = adminCaller(first.fetch, learner.token);
        const cover = examTokenResponseSchema.parse((await call('GET', `/api/trainning/v3/exampaper/token/${childId}`)).body);
        return { ...learner, key: examStartResponseSchema.parse((await call('GET', `${base}/start?key=${cover.key}`)).body).key };
      }),
    );

    // Every learner answers every question in its own save; four saves in flight per learner.
    const acknowledged: { key: string; token: string; questionid: string; saveid: string }[] = [];
    let killed = false;
    const work = attempts.flatMap((attempt) =>
      Array.from({ length: QUESTIONS }, (_, index) => ({ ...attempt, questionid: String(index), saveid: `${attempt.id.slice(0, 8)}-save-${index}` })),
    );
    const worker = async () => {
      for (let item = work.shift(); item && !killed; item = work.shift()) {
        try {
          const response = await first.fetch(`${base}/save?key=${item.key}`, {
            method: 'POST',
            headers: { token: item.token, 'Content-Type': 'application/json' },
            body: JSON.stringify(answerBody([{ questionid: item.questionid, choices: ['A'] }], Date.now(), item.saveid)),
          });
          const body = examSaveResponseSchema.safeParse(await response.json());
          if (response.status === 200 && body.success && body.data.accepted.includes(item.questionid)) acknowledged.push(item);
        } catch {
          // The connection died with the process: not acknowledged, so not promised.
        }
        if (acknowledged.length >= QUESTIONS / 2 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(await first.exited).toBeNull();
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(QUESTIONS / 2);

    const second = await spawnServer(database.env);
    cleanups.push(async () => {
      second.child.kill('SIGTERM');
      await second.exited;
    });
    for (const attempt of attempts) {
      const call = adminCaller(second.fetch, (await loginAs(second, attempt.id === learners[0]!.id ? 'learner01' : 'learner02')).token);
      const restored = examStartResponseSchema.parse((await call('GET', `${base}/start?key=${attempt.key}`)).body);
      const held = new Map(restored.attempt.answers.map((answer) => [answer.questionid, answer.saveid]));
      const mine = acknowledged.filter((item) => item.key === attempt.key);
      const lost = mine.filter((item) => held.get(item.questionid) !== item.saveid);
      expect(lost, `lost ${lost.length} of ${mine.length} acknowledged saves`).toEqual([]);
    }
  });
});
