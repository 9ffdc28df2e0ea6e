import { describe, expect, it } from 'vitest';
import { decideStart, retakeRulesSchema, standingResult, type AttemptSummary } from './retake.js';
import { checkResultAccess, reviewVisibility } from './review.js';

const submitted = (score: number, passed: boolean): AttemptSummary => ({ status: 'submitted', score, passed });
const inProgress: AttemptSummary = { status: 'inProgress', score: null, passed: false };

describe('decideStart', () => {
  it.each<[string, { retry: number; noRetakeAfterPass: 0 | 1 }, AttemptSummary[], unknown]>([
    ['a first attempt without retakes', { retry: 0, noRetakeAfterPass: 0 }, [], { allowed: true, kind: 'first', attemptsLeft: 0 }],
    ['a first attempt with two retakes', { retry: 2, noRetakeAfterPass: 0 }, [], { allowed: true, kind: 'first', attemptsLeft: 2 }],
    ['resuming on another device', { retry: 0, noRetakeAfterPass: 0 }, [inProgress], { allowed: true, kind: 'resume', attemptsLeft: 0 }],
    ['a retake after failing', { retry: 2, noRetakeAfterPass: 0 }, [submitted(40, false)], { allowed: true, kind: 'retake', attemptsLeft: 1 }],
    ['the last retake', { retry: 2, noRetakeAfterPass: 0 }, [submitted(40, false), submitted(50, false)], { allowed: true, kind: 'retake', attemptsLeft: 0 }],
    [
      'no retakes left',
      { retry: 1, noRetakeAfterPass: 0 },
      [submitted(40, false), submitted(50, false)],
      { allowed: false, refusal: { error: 'errors.exam.noRetriesLeft' } },
    ],
    ['no retakes configured', { retry: 0, noRetakeAfterPass: 0 }, [submitted(40, false)], { allowed: false, refusal: { error: 'errors.exam.noRetriesLeft' } }],
    ['a retake after passing, allowed', { retry: 3, noRetakeAfterPass: 0 }, [submitted(90, true)], { allowed: true, kind: 'retake', attemptsLeft: 2 }],
    [
      'a retake after passing, refused',
      { retry: 3, noRetakeAfterPass: 1 },
      [submitted(90, true)],
      { allowed: false, refusal: { error: 'errors.exam.retakeNotAllowed' } },
    ],
    ['the maximum of 99999 retakes', { retry: 99_999, noRetakeAfterPass: 0 }, [submitted(1, false)], { allowed: true, kind: 'retake', attemptsLeft: 99_998 }],
  ])('%s', (_name, rules, attempts, decision) => {
    expect(decideStart(rules, attempts)).toEqual(decision);
  });
});

describe('retakeRulesSchema', () => {
  it.each([
    [{}, { retry: 0, noRetakeAfterPass: 0 }],
    [
      { retry: '99999', noRetakeAfterPass: '1' },
      { retry: 99_999, noRetakeAfterPass: 1 },
    ],
  ])('parses %j', (input, rules) => {
    expect(retakeRulesSchema.parse(input)).toEqual(rules);
  });

  it.each([100_000, -1, 1.5, 'many'])('refuses retry %j', (retry) => {
    expect(retakeRulesSchema.safeParse({ retry }).error?.issues[0]?.message).toBe('exam.retake.retryInvalid');
  });
});

describe('standingResult', () => {
  it('keeps the best score and passes once any attempt passed', () => {
    expect(standingResult([])).toEqual({ score: null, passed: false, submitted: 0 });
    expect(standingResult([submitted(80, true), submitted(40, false), inProgress])).toEqual({ score: 80, passed: true, submitted: 2 });
    expect(standingResult([submitted(0, false)])).toEqual({ score: 0, passed: false, submitted: 1 });
  });
});

describe('reviewVisibility', () => {
  it.each([
    [0, false, false, { score: false, marks: false, answers: false }],
    [2, false, true, { score: false, marks: false, answers: false }],
    [0, true, true, { score: true, marks: false, answers: false }],
    [1, true, true, { score: true, marks: true, answers: false }],
    [2, true, true, { score: true, marks: true, answers: true }],
    [2, true, false, { score: true, marks: true, answers: false }],
  ])('mode %i, submitted %s, final %s', (mode, submittedFlag, final, visibility) => {
    expect(reviewVisibility(mode, { submitted: submittedFlag, final })).toEqual(visibility);
  });
});

describe('checkResultAccess', () => {
  it.each([
    [{ isOwner: true, isAdmin: false, submitted: true }, null],
    [{ isOwner: true, isAdmin: false, submitted: false }, 'errors.exam.answersHidden'],
    [{ isOwner: false, isAdmin: false, submitted: true }, 'errors.exam.notYourAttempt'],
    [{ isOwner: false, isAdmin: true, submitted: false }, null],
  ])('%j', (input, error) => {
    expect(checkResultAccess(input)?.error ?? null).toBe(error);
  });
});
