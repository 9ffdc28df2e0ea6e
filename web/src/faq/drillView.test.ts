import type { FaqAnswerResult } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { isScored, secondsLeft, summaryRows } from './drillView';

const answer = (seq: number, standard = '标准答案'): FaqAnswerResult => ({
  seq,
  text: '回答',
  mode: 'typed',
  score: 80,
  outcome: 'answered',
  similarity: 0.5,
  matched: [],
  missed: [],
  standard,
  recording: 0,
});
const question = (seq: number, standard = '') => ({ seq, question: `问题${seq}`, emotion: 0, thinking: 0, images: [], standard });

describe('secondsLeft', () => {
  it('rounds up, so the last second shows until the deadline, and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('summaryRows', () => {
  it('lists every question in the order asked with its answer, the question’s standard answer first', () => {
    const rows = summaryRows({ questions: [question(1, '题目的标准答案'), question(2), question(3, '未答的标准答案')], answers: [answer(2), answer(1, '旧')] });
    expect(rows.map((row) => [row.seq, row.answer?.seq ?? null, row.standard])).toEqual([
      [1, 1, '题目的标准答案'],
      [2, 2, '标准答案'],
      [3, null, '未答的标准答案'],
    ]);
  });
});

describe('isScored', () => {
  it('holds only for an answer of the same drill the server has', () => {
    const drill = { id: 'd1', answers: [answer(1)] };
    expect(isScored(drill, 'd1', 1)).toBe(true);
    expect(isScored(drill, 'd1', 2)).toBe(false);
    expect(isScored(drill, 'd2', 1)).toBe(false);
    expect(isScored(null, 'd1', 1)).toBe(false);
  });
});
