import {
  adminFaqDrillResponseSchema,
  childAnalysisResponseSchema,
  CHILD_TASK_TYPES,
  examResultResponseSchema,
  faqDrillListResponseSchema,
  PUBLISH_STATES,
  taskReportListResponseSchema,
} from '@peilian/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer } from '../../test/reportServer.js';
import { childTasks, examAttempts, studentPackages, studentTaskDays, studentTasks, taskPackages } from '../db/schema/index.js';

// The demo history as a training manager reads it: every figure the reports show agrees with the
// records the history wrote, and every record lies inside its package's window.
let fixture: ReportServer;

beforeAll(async () => {
  fixture = await startReportServer();
}, 120_000);
afterAll(() => fixture?.server.close());

const db = () => fixture.server.database.db;
const get = async <T>(path: string, schema: { parse(value: unknown): T }): Promise<T> => {
  const answer = await fixture.owner('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
};
const childOfType = async (type: number) => {
  const [child] = await db()
    .select({ id: childTasks.id, packageId: childTasks.packageId })
    .from(childTasks)
    .innerJoin(taskPackages, eq(taskPackages.id, childTasks.packageId))
    .where(and(eq(childTasks.orgId, fixture.orgId), eq(childTasks.type, type), eq(taskPackages.publishState, PUBLISH_STATES.published)));
  return child!;
};
const analysis = (childId: string) => get(`/api/admin/v3/report/child/${childId}/analysis`, childAnalysisResponseSchema);
const day = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('the demo history in the reports', () => {
  it('completes packages only inside their windows, as many as the task report shows', async () => {
    const report = await get('/api/admin/v3/report/task?rows=50', taskReportListResponseSchema);
    const packages = await db().select().from(taskPackages).where(eq(taskPackages.orgId, fixture.orgId));
    let completedSomewhere = false;
    for (const row of report.rows) {
      const pkg = packages.find((candidate) => candidate.id === row.packageid)!;
      const records = await db()
        .select()
        .from(studentPackages)
        .where(and(eq(studentPackages.packageId, pkg.id), isNotNull(studentPackages.completedAt)));
      expect(row.completed, pkg.title).toBe(records.length);
      for (const record of records) {
        expect(record.completedAt!.getTime(), pkg.title).toBeGreaterThanOrEqual(pkg.startAt.getTime());
        expect(record.completedAt!.getTime(), pkg.title).toBeLessThanOrEqual(pkg.endAt.getTime());
      }
      if (pkg.startAt > fixture.clock.now()) expect(row.started + row.completed, `${pkg.title} has not started`).toBe(0);
      completedSomewhere ||= records.length > 0;
    }
    expect(completedSomewhere).toBe(true);
  });

  it('starts, passes and times child tasks only inside their windows', async () => {
    const rows = await db()
      .select({ task: studentTasks, child: childTasks, pkg: taskPackages })
      .from(studentTasks)
      .innerJoin(childTasks, eq(childTasks.id, studentTasks.childTaskId))
      .innerJoin(taskPackages, eq(taskPackages.id, studentTasks.packageId))
      .where(eq(studentTasks.orgId, fixture.orgId));
    expect(rows.length).toBeGreaterThan(30);
    for (const { task, child, pkg } of rows) {
      const opens = Math.max(child.startAt.getTime(), pkg.startAt.getTime());
      const closes = Math.min(child.endAt.getTime(), pkg.endAt.getTime());
      for (const at of [task.startedAt, task.passedAt]) {
        if (!at) continue;
        expect(at.getTime(), child.title).toBeGreaterThanOrEqual(opens);
        expect(at.getTime(), child.title).toBeLessThanOrEqual(closes);
      }
    }
    const days = await db()
      .select({ day: studentTaskDays.day, child: childTasks })
      .from(studentTaskDays)
      .innerJoin(childTasks, eq(childTasks.id, studentTaskDays.childTaskId))
      .where(eq(studentTaskDays.orgId, fixture.orgId));
    expect(days.length).toBeGreaterThan(100);
    for (const { day: learnt, child } of days) {
      expect(learnt >= day(child.startAt) && learnt <= day(child.endAt), `${child.title} ${learnt}`).toBe(true);
    }
  });

  it('shows each exam attempt with the answers that make its score, and a question analysis that counts them', async () => {
    const exam = await childOfType(CHILD_TASK_TYPES.exam);
    const attempts = await db()
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.childTaskId, exam.id), eq(examAttempts.status, 1)));
    expect(attempts.length).toBeGreaterThan(10);
    for (const userId of new Set(attempts.map((attempt) => attempt.userId))) {
      const result = await get(`/api/trainning/v3/exampaper/${exam.id}/result?userid=${userId}`, examResultResponseSchema);
      expect(result.answeredCount).toBeGreaterThan(0);
      expect(result.correctCount).toBeLessThanOrEqual(result.answeredCount);
      expect(result.score).toBe((result.correctCount * result.paper.total) / result.questionCount);
      expect(result.review.filter((item) => item.answered).length).toBe(result.answeredCount);
    }
    const questions = (await analysis(exam.id)).questions;
    expect(attempts.some((attempt) => attempt.passed === 1)).toBe(true);
    expect(questions.reduce((sum, question) => sum + question.correct, 0)).toBeGreaterThan(0);
    for (const question of questions) expect(question.answered, question.text).toBeGreaterThan(0);
  });

  it('keeps every quick Q&A drill with its questions and answers', async () => {
    const list = await get('/api/admin/v3/faq/drill?rows=100&name=sales', faqDrillListResponseSchema);
    expect(list.total).toBeGreaterThan(10);
    for (const row of list.rows) {
      expect(row.status).toBe(1);
      expect(row.total).toBeGreaterThan(0);
      expect(row.answered).toBeGreaterThan(0);
    }
    const detail = await get(`/api/admin/v3/faq/drill/${list.rows[0]!.id}`, adminFaqDrillResponseSchema);
    expect(detail.items.length).toBe(detail.drill.total);
    expect(detail.items.filter((item) => item.answer !== null).length).toBe(detail.drill.answered);
  });

  it('gives the practice report its missed keywords and intents from the sessions’ turns', async () => {
    const practice = await childOfType(CHILD_TASK_TYPES.scenario);
    const report = await analysis(practice.id);
    expect(report.child.completed + report.child.started).toBeGreaterThan(0);
    expect(report.criteria.length).toBe(4);
    const averages = report.criteria.map((criterion) => criterion.avgscore);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    expect(averages[0]).toBeLessThan(averages.at(-1)!);
    expect(report.missedkeywords.length).toBeGreaterThan(0);
    expect(report.missedintents.length).toBeGreaterThan(0);
  });
});
