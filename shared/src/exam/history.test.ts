import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { attemptLines } from './history.js';

const STARTED = Date.UTC(2026, 10, 22, 1, 30);
const row = (attempt: number, change: Partial<Parameters<typeof attemptLines>[0][number]> = {}) => ({
  attempt,
  startedAt: STARTED,
  submittedAt: STARTED + 600_000,
  submittedBy: 'learner' as const,
  status: 'submitted' as const,
  score: 50,
  passed: false,
  ...change,
});

describe('attemptLines', () => {
  it('lists the attempts newest first with their score, and says which the deadline handed in', () => {
    const lines = attemptLines(
      [
        row(1, { submittedBy: 'deadline' }),
        row(2, { score: 100, passed: true }),
        row(3, { status: 'inProgress', submittedAt: null, submittedBy: null, score: null }),
      ],
      createTranslator('zh-CN'),
      'Asia/Shanghai',
    );
    expect(lines).toEqual([
      { attempt: 3, title: '第3次 · 2026-11-22 09:30', outcome: '进行中' },
      { attempt: 2, title: '第2次 · 2026-11-22 09:30', outcome: '得分 100 · 通过' },
      { attempt: 1, title: '第1次 · 2026-11-22 09:30', outcome: '得分 50 · 未通过 · 时间到自动交卷' },
    ]);
  });

  it("speaks the learner's language", () => {
    expect(attemptLines([row(1, { submittedBy: 'deadline' })], createTranslator('en'), 'Asia/Shanghai')[0]?.outcome).toBe(
      'Score 50 · Not passed · submitted when time ran out',
    );
  });

  it('gives the start in the organisation zone', () => {
    expect(attemptLines([row(1)], createTranslator('zh-CN'), 'Europe/London')[0]?.title).toBe('第1次 · 2026-11-22 01:30');
  });
});
