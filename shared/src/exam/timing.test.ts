import { describe, expect, it } from 'vitest';
import { answerTiming, attemptClock, checkExamWindow, checkSubmitTime, clockOffset, effectiveAnswerTime, examTiming } from './timing.js';

const MIN = 60_000;
const T0 = Date.UTC(2026, 4, 1, 1, 0, 0);
const clock = attemptClock({ startedAt: T0, minute: 60, limitMinute: 10 });

describe('attemptClock', () => {
  it('puts the deadline at start + duration and the earliest submission at start + limit', () => {
    expect(clock).toEqual({ startedAt: T0, deadline: T0 + 60 * MIN, minSubmitAt: T0 + 10 * MIN });
  });

  it.each([
    ['a window closing first', T0 + 30 * MIN, T0 + 30 * MIN],
    ['a window closing later', T0 + 90 * MIN, T0 + 60 * MIN],
    ['a window already closed', T0 - MIN, T0],
    ['no window end', null, T0 + 60 * MIN],
  ])('with %s', (_name, windowEnd, deadline) => {
    expect(attemptClock({ startedAt: T0, minute: 60, limitMinute: 10, windowEnd }).deadline).toBe(deadline);
  });
});

describe('examTiming', () => {
  it.each([
    ['at the start', T0, 3600, 600, false, false],
    ['one millisecond in', T0 + 1, 3600, 600, false, false],
    ['just before the limit', T0 + 10 * MIN - 1, 3001, 1, false, false],
    ['at the limit', T0 + 10 * MIN, 3000, 0, true, false],
    ['half-way', T0 + 30 * MIN + 500, 1800, 0, true, false],
    ['one millisecond before the deadline', T0 + 60 * MIN - 1, 1, 0, true, false],
    ['at the deadline', T0 + 60 * MIN, 0, 0, false, true],
    ['long after', T0 + 600 * MIN, 0, 0, false, true],
  ])('%s', (_name, now, remainingSeconds, secondsUntilSubmit, maySubmit, expired) => {
    expect(examTiming(clock, now)).toMatchObject({ remainingSeconds, secondsUntilSubmit, maySubmit, expired });
  });

  it('lets a paper without a limit be submitted at once', () => {
    expect(examTiming(attemptClock({ startedAt: T0, minute: 5, limitMinute: 0 }), T0).maySubmit).toBe(true);
  });
});

describe('checkExamWindow', () => {
  const window = { start: T0, end: T0 + 24 * 60 * MIN };
  it.each([
    ['before the start', T0 - 1, 'errors.exam.notOpen'],
    ['at the start', T0, null],
    ['inside', T0 + MIN, null],
    ['at the end', T0 + 24 * 60 * MIN, 'errors.exam.closed'],
    ['after the end', T0 + 25 * 60 * MIN, 'errors.exam.closed'],
  ])('%s', (_name, now, error) => {
    expect(checkExamWindow(window, now)?.error ?? null).toBe(error);
  });

  it('treats missing ends as open', () => {
    expect(checkExamWindow({}, 0)).toBeNull();
    expect(checkExamWindow({ start: null, end: null }, T0)).toBeNull();
    expect(checkExamWindow({ start: Number.NaN }, T0)).toBeNull();
  });
});

describe('checkSubmitTime', () => {
  it('refuses before the limit, naming the limit in minutes', () => {
    expect(checkSubmitTime(clock, T0 + MIN)).toEqual({ error: 'errors.exam.submitTooEarly', params: { minutes: 10 } });
    expect(checkSubmitTime(clock, T0 + 10 * MIN)).toBeNull();
  });
});

describe('answerTiming', () => {
  const deadline = T0 + 60 * MIN;
  it.each([
    ['given and received in time', deadline - 5000, deadline - 4000, 'inTime'],
    ['given before, received within grace (offline)', deadline - 60_000, deadline + 4 * MIN, 'inTime'],
    ['given before, received at the end of grace', deadline - 1, deadline + 5 * MIN, 'inTime'],
    ['given before, received after grace', deadline - 1, deadline + 5 * MIN + 1, 'tooLate'],
    ['given at the deadline', deadline, deadline + 1000, 'afterDeadline'],
    ['given after the deadline', deadline + 1000, deadline + 2000, 'afterDeadline'],
    ['a fast client clock, received in time', deadline + 10 * MIN, deadline - 1000, 'inTime'],
  ])('%s', (_name, clientAt, receivedAt, timing) => {
    expect(answerTiming({ deadline }, clientAt, receivedAt)).toBe(timing);
  });

  it('takes another grace window when given', () => {
    expect(answerTiming({ deadline }, deadline - 1, deadline + 2 * MIN, MIN)).toBe('tooLate');
  });
});

describe('effectiveAnswerTime', () => {
  it.each([
    ['a sane time', T0 + 5000, T0 + 6000, T0 + 5000],
    ['a time after receipt', T0 + 9000, T0 + 6000, T0 + 6000],
    ['a time before the start', T0 - 9000, T0 + 6000, T0],
    ['no time', Number.NaN, T0 + 6000, T0 + 6000],
  ])('clamps %s', (_name, clientAt, receivedAt, at) => {
    expect(effectiveAnswerTime({ startedAt: T0 }, clientAt, receivedAt)).toBe(at);
  });
});

describe('clockOffset', () => {
  it('assumes the server read its clock half-way through the round trip', () => {
    expect(clockOffset(10_500, 1_000, 2_000)).toBe(9_000);
    expect(clockOffset(1_000, 1_000, 1_000)).toBe(0);
    expect(clockOffset(900, 1_000, 1_200)).toBe(-200);
  });
});
