import { describe, expect, it } from 'vitest';
import { deadlineWarningOf, nextDeadlineWarning, type DeadlineWarning, type DeadlineWarningSeen } from './deadlineWarning.js';
import { attemptClock, examTiming } from './timing.js';

const START = Date.UTC(2030, 0, 1, 9);
const at = (minute: number, secondsLeft: number) =>
  examTiming(attemptClock({ startedAt: START, minute, limitMinute: 0 }), START + minute * 60_000 - secondsLeft * 1000);

describe('the warnings before an exam deadline', () => {
  it('warns at five minutes left and again at one minute left', () => {
    expect(deadlineWarningOf(at(30, 301))).toBeNull();
    expect(deadlineWarningOf(at(30, 300))).toBe(5);
    expect(deadlineWarningOf(at(30, 61))).toBe(5);
    expect(deadlineWarningOf(at(30, 60))).toBe(1);
    expect(deadlineWarningOf(at(30, 1))).toBe(1);
  });

  it('says nothing once time is up, for an exam without a time limit, or for a threshold the exam never exceeded', () => {
    expect(deadlineWarningOf(at(30, 0))).toBeNull();
    expect(deadlineWarningOf(at(0, 0))).toBeNull();
    expect(deadlineWarningOf(at(5, 120))).toBeNull();
    expect(deadlineWarningOf(at(5, 30))).toBe(1);
  });

  it('announces each threshold once, and nothing already past when the exam opens (a reload)', () => {
    const run = (seen: DeadlineWarningSeen, levels: (DeadlineWarning | null)[]) =>
      levels.map((level) => {
        const step = nextDeadlineWarning(seen, level);
        seen = step.seen;
        return step.announce;
      });
    expect(run(undefined, [null, null, 5, 5, 1, 1, null])).toEqual([null, null, 5, null, 1, null, null]);
    expect(run(undefined, [5, 5, 1])).toEqual([null, null, 1]);
    expect(run(undefined, [1, 1])).toEqual([null, null]);
  });
});
