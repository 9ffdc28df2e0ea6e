import { expect } from 'vitest';
import type { Clock } from '../src/clock.js';
import type { Db } from '../src/db/client.js';
import { recoverOutcomes } from '../src/exam/outcomes.js';
import type { Caller } from './tasksClient.js';

/** A bank question body: single choice by default (A correct). */
export function questionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 0,
    text: '客户说“太贵了”时，第一步应该怎么做？',
    level: 2,
    score: 10,
    promotion: '先认同，再了解原因',
    choices: [
      { id: 'A', content: '先认同客户的感受', iscorrect: 1 },
      { id: 'B', content: '马上降价', iscorrect: 0 },
    ],
    ...overrides,
  };
}

/** Creates a bank question (asserting success) and answers its id. */
export async function createQuestion(admin: Caller, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await admin('POST', '/api/admin/study/question', questionBody(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.question as { id: string }).id;
}

/** Creates a catalogue of a type (11 questions, 12 papers) and answers its id. */
export async function createCatalogue(admin: Caller, type: number, name: string): Promise<string> {
  const answer = await admin('POST', '/api/admin/material/catalog', { type, name });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.catalog as { id: string }).id;
}

/** Creates and publishes a paper of the given questions, scores spread to 100; answers its id. */
export async function publishedPaper(admin: Caller, questionIds: readonly string[], overrides: Record<string, unknown> = {}): Promise<string> {
  const each = Math.floor(1000 / questionIds.length) / 10;
  const scores = questionIds.map((_, index) => (index === 0 ? Math.round((100 - each * (questionIds.length - 1)) * 10) / 10 : each));
  const created = await admin('POST', '/api/admin/study/paper', {
    title: '销售结业考试',
    minute: 30,
    limitMinute: 0,
    score: 60,
    questions: questionIds.map((id, index) => ({ id, score: scores[index] })),
    ...overrides,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = (created.body.paper as { id: string }).id;
  const published = await admin('POST', `/api/admin/study/paper/${id}/status`, { status: 1 });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return id;
}

/** The three demo questions of an exam: single (A right), multiple (A and C right), fill (北京, 上海). */
export async function examQuestions(admin: Caller): Promise<string[]> {
  return [
    await createQuestion(admin, { text: '考试单选' }),
    await createQuestion(admin, {
      type: 1,
      text: '考试多选',
      choices: [
        { id: 'A', content: '复述', iscorrect: 1 },
        { id: 'B', content: '打断', iscorrect: 0 },
        { id: 'C', content: '提问', iscorrect: 1 },
      ],
    }),
    await createQuestion(admin, { type: 3, text: '考试填空', choices: [], answer: '北京,上海' }),
  ];
}

/** An exam child task body naming a paper, inside the package window of `packageBody(now)`. */
export function examChildBody(now: number, paperId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 2,
    title: '结业考试',
    weight: 100,
    starttime: now - 3_600_000,
    endtime: now + 10 * 86_400_000,
    refs: [{ refid: paperId }],
    settings: { retry: 1, review: 2 },
    ...overrides,
  };
}

/** A save body: answers stamped `at`, with a fresh or given save id. */
export function answerBody(
  items: { questionid: string; choices?: string[]; fills?: string[] }[],
  at: number,
  saveid = `s-${Math.random().toString(36).slice(2, 12)}`,
) {
  return { answer: { saveid, at, items: items.map((item) => ({ choices: [], fills: [], ...item, at })) } };
}

/**
 * Carries into the learners' records every exam result a submit under load left for a moment later
 * (src/exam/outcomes.ts), as the scheduler would, so the records read next are whole.
 */
export const carryExamOutcomes = (db: Db, clock: Clock): Promise<number> => recoverOutcomes(db, clock);
