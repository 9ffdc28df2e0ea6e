import { childAnalysisResponseSchema, type dialogue } from '@peilian/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../../../test/peopleClient.js';
import { childFigures, expectedLearners, type LearnerState } from '../../../test/taskReportExpected.js';
import { taskReportWorld, type TaskReportWorld } from '../../../test/taskReportWorld.js';
import { faqAnswers, faqDrills, practiceSessions, practiceTurns } from '../../db/schema/index.js';

// The child analysis over the task report's world: each list held against the records read
// directly, and the exam's item analysis against the answers the learners are known to have given.
const ANALYSIS = (childId: string) => `/api/admin/v3/report/child/${childId}/analysis`;
const MISSING = '00000000-0000-4000-8000-000000000000';

let world: TaskReportWorld;
let learners: LearnerState[];

beforeAll(async () => {
  world = await taskReportWorld();
  const { departments } = world;
  learners = await expectedLearners(world.server.database.db, world.orgId, world.packageId, [departments['销售部']!, departments['客服部']!]);
}, 120_000);
afterAll(() => world?.close());

const analysis = async (childId: string, query = '') => {
  const answer = await world.owner('GET', `${ANALYSIS(childId)}${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return childAnalysisResponseSchema.parse(answer.body);
};

const oneDecimal = (value: number) => Math.round(value * 10 + 1e-9) / 10;
const counted = (keys: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};

describe('the child analysis', () => {
  it('averages each score item of the practice child’s finished sessions and counts the missed keywords and intents', async () => {
    const { db } = world.server.database;
    const sessions = await db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.mode, `task:${world.child.practice}`), eq(practiceSessions.status, 'finished')));
    expect(sessions).toHaveLength(2);
    const items = sessions.flatMap((s) => (s.result as { items: { name: string; score: number }[] }).items);
    const names = [...new Set(items.map((item) => item.name))];
    const criteria = names
      .map((name) => {
        const scores = items.filter((item) => item.name === name).map((item) => item.score);
        return { name, avgscore: oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length), sessions: scores.length };
      })
      .sort((a, b) => a.avgscore - b.avgscore || (a.name < b.name ? -1 : 1));
    const turns = await db
      .select()
      .from(practiceTurns)
      .where(
        inArray(
          practiceTurns.sessionId,
          sessions.map((s) => s.id),
        ),
      );
    const inputs = turns.map((turn) => ({ outcome: turn.outcome, score: turn.scoreInputs as unknown as dialogue.TurnScore }));
    const keywords = counted(inputs.flatMap(({ score }) => (score.keywords?.missed ?? []).map((clause) => clause.join('|'))));
    const intents = counted(
      inputs.filter(({ outcome }) => outcome !== 'matched' && outcome).flatMap(({ score }) => (score.reference ? [score.reference.label] : [])),
    );

    const report = await analysis(world.child.practice);
    expect(report.child).toMatchObject({ childid: world.child.practice, type: 1, ...childFigures(learners, world.child.practice) });
    expect(report.criteria).toEqual(criteria.slice(0, 10));
    expect(report.missedkeywords).toEqual(keywords.slice(0, 10).map(([keyword, count]) => ({ keyword, count })));
    expect(report.missedintents).toEqual(intents.slice(0, 10).map(([label, count]) => ({ label, count })));
    // learner02 answered the greeting off-script: judged against the closest intent, whose keywords went unsaid.
    expect(report.missedintents).toEqual([{ label: '询问需求', count: 1 }]);
    expect(report.missedkeywords.map((k) => k.keyword)).toContain('家用|商务|用途');
    expect(report).toMatchObject({ questions: [], faqs: [] });
  });

  it('counts each exam question answered and answered correctly, by the exam’s own scoring', async () => {
    const report = await analysis(world.child.exam);
    expect(report.questions).toEqual([
      { questionid: '0', text: '考试单选', type: 0, answered: 3, correct: 2 },
      { questionid: '1', text: '考试多选', type: 1, answered: 2, correct: 1 },
      { questionid: '2', text: '考试填空', type: 3, answered: 2, correct: 1 },
    ]);
    expect(report.child).toMatchObject(childFigures(learners, world.child.exam));
    expect(report).toMatchObject({ criteria: [], missedkeywords: [], missedintents: [], faqs: [] });
    const service = await analysis(world.child.exam, `?departmentid=${world.departments['客服部']}`);
    expect(service.questions.map((q) => [q.answered, q.correct])).toEqual([
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
  });

  it('lists the quick Q&A questions with the lowest average answer score', async () => {
    const { db } = world.server.database;
    const drills = await db.select().from(faqDrills).where(eq(faqDrills.childTaskId, world.child.faq));
    const answers = await db
      .select()
      .from(faqAnswers)
      .where(
        inArray(
          faqAnswers.drillId,
          drills.map((d) => d.id),
        ),
      );
    const byFaq = new Map<string, { question: string; scores: number[] }>();
    for (const answer of answers) {
      const asked = drills.find((d) => d.id === answer.drillId)!.questions[answer.seq - 1]!;
      const entry = byFaq.get(asked.faqId) ?? { question: asked.question, scores: [] };
      entry.scores.push(answer.score);
      byFaq.set(asked.faqId, entry);
    }
    const expected = [...byFaq]
      .map(([faqid, { scores }]) => ({ faqid, answered: scores.length, avgscore: oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length) }))
      .sort((a, b) => a.avgscore - b.avgscore || (a.faqid < b.faqid ? -1 : 1));
    const report = await analysis(world.child.faq);
    expect(report.faqs.map(({ question: _question, ...rest }) => rest)).toEqual(expected);
    expect(report.faqs.map((f) => f.question).sort()).toEqual(['保养周期是多久？', '这款车现在有什么优惠？']);
    expect(answers).toHaveLength(3);
  });

  it('refuses an unknown child, bad filters, and an administrator without taskReport', async () => {
    const { owner, server } = world;
    expect(await owner('GET', ANALYSIS(MISSING))).toMatchObject({ status: 404, body: { errmsg: '子任务不存在或已删除' } });
    expect((await owner('GET', ANALYSIS('not-an-id'))).status).toBe(404);
    expect(await owner('GET', `${ANALYSIS(world.child.exam)}?start=2026-02-30`)).toMatchObject({ status: 400 });
    expect(await owner('GET', `${ANALYSIS(world.child.exam)}?start=2026-05-02&end=2026-05-01`)).toMatchObject({ status: 400 });
    const admin = adminCaller(server.fetch, await server.login('admin01'));
    expect((await admin('GET', ANALYSIS(world.child.exam))).status).toBe(403);
    const past = await analysis(world.child.exam, '?start=2020-01-01&end=2020-01-31');
    expect(past.questions.every((q) => q.answered === 0)).toBe(true);
  });
});
