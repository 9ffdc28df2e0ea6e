import { describe, expect, it } from 'vitest';
import type { AnswerSave } from './answers.js';
import {
  applySave,
  autoSubmitIfDue,
  checkAttemptOwner,
  isAttemptFinal,
  SAVE_REJECTION_ERRORS,
  startAttempt,
  submitAttempt,
  type ExamAttempt,
} from './attempt.js';

const MIN = 60_000;
const T0 = Date.UTC(2026, 4, 1, 1, 0, 0);
const DEADLINE = T0 + 30 * MIN;
const questionIds = new Set(['q1', 'q2', 'q3']);
const fresh = (): ExamAttempt => startAttempt({ key: 'k1', paperid: 'p1', userid: 'u1', now: T0, minute: 30, limitMinute: 5 });
const save = (saveid: string, at: number, items: [string, string[]][]): AnswerSave => ({
  saveid,
  at,
  items: items.map(([questionid, choices]) => ({ questionid, choices, fills: [], at })),
});

describe('startAttempt', () => {
  it('starts empty with the clock fixed by the server', () => {
    expect(fresh()).toEqual({
      key: 'k1',
      paperid: 'p1',
      userid: 'u1',
      startedAt: T0,
      deadline: DEADLINE,
      minSubmitAt: T0 + 5 * MIN,
      status: 'inProgress',
      submittedAt: null,
      submittedBy: null,
      submitId: null,
      answers: {},
    });
  });

  it('ends when the window does, if that is earlier', () => {
    expect(startAttempt({ key: 'k', paperid: 'p', userid: 'u', now: T0, minute: 30, limitMinute: 0, windowEnd: T0 + 10 * MIN }).deadline).toBe(T0 + 10 * MIN);
  });
});

describe('checkAttemptOwner', () => {
  it('refuses anyone but the learner', () => {
    expect(checkAttemptOwner(fresh(), 'u1')).toBeNull();
    expect(checkAttemptOwner(fresh(), 'u2')).toEqual({ error: 'errors.exam.notYourAttempt' });
  });
});

describe('applySave', () => {
  it('stores answers in time and reports them accepted', () => {
    const outcome = applySave(
      fresh(),
      save('save0001', T0 + MIN, [
        ['q1', ['o1']],
        ['q2', ['o2']],
      ]),
      { receivedAt: T0 + MIN + 200, questionIds },
    );
    expect(outcome.accepted).toEqual(['q1', 'q2']);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.changed).toEqual(['q1', 'q2']);
    expect(outcome.attempt.answers.q1).toEqual({ questionid: 'q1', choices: ['o1'], fills: [], at: T0 + MIN, saveid: 'save0001' });
    expect(outcome.attempt.status).toBe('inProgress');
  });

  it('is idempotent: the same save twice changes nothing the second time', () => {
    const first = applySave(fresh(), save('save0001', T0 + MIN, [['q1', ['o1']]]), { receivedAt: T0 + MIN, questionIds });
    const again = applySave(first.attempt, save('save0001', T0 + MIN, [['q1', ['o1']]]), { receivedAt: T0 + 2 * MIN, questionIds });
    expect(again.accepted).toEqual(['q1']);
    expect(again.changed).toEqual([]);
    expect(again.attempt).toBe(first.attempt);
  });

  it('keeps the newest answer when an older offline save arrives after a newer one', () => {
    const newer = applySave(fresh(), save('save0002', T0 + 3 * MIN, [['q1', ['o2']]]), { receivedAt: T0 + 3 * MIN, questionIds });
    const older = applySave(newer.attempt, save('save0001', T0 + 2 * MIN, [['q1', ['o1']]]), { receivedAt: T0 + 4 * MIN, questionIds });
    expect(older.attempt.answers.q1?.choices).toEqual(['o2']);
    expect(older.changed).toEqual([]);
  });

  it('refuses questions of other papers', () => {
    const outcome = applySave(
      fresh(),
      save('save0001', T0 + MIN, [
        ['zz', ['o1']],
        ['q1', ['o1']],
      ]),
      { receivedAt: T0 + MIN, questionIds },
    );
    expect(outcome.rejected).toEqual([{ questionid: 'zz', reason: 'unknownQuestion' }]);
    expect(Object.keys(outcome.attempt.answers)).toEqual(['q1']);
  });

  it('accepts offline answers given before the deadline within the grace window, and submits at the deadline', () => {
    const outcome = applySave(fresh(), save('save0001', DEADLINE - 1000, [['q1', ['o1']]]), { receivedAt: DEADLINE + 3 * MIN, questionIds });
    expect(outcome.accepted).toEqual(['q1']);
    expect(outcome.attempt).toMatchObject({ status: 'submitted', submittedBy: 'deadline', submittedAt: DEADLINE });
  });

  it('adds late offline answers to an attempt the deadline submitted', () => {
    const submitted = autoSubmitIfDue(fresh(), DEADLINE);
    const outcome = applySave(submitted, save('save0001', DEADLINE - 1000, [['q2', ['o2']]]), { receivedAt: DEADLINE + MIN, questionIds });
    expect(outcome.accepted).toEqual(['q2']);
    expect(outcome.attempt).toMatchObject({ status: 'submitted', submittedBy: 'deadline', submittedAt: DEADLINE });
  });

  it.each([
    ['given after the deadline', DEADLINE + 1000, DEADLINE + 2000, 'afterDeadline'],
    ['arriving after the grace window', DEADLINE - 1000, DEADLINE + 6 * MIN, 'tooLate'],
  ])('refuses answers %s', (_name, at, receivedAt, reason) => {
    const outcome = applySave(fresh(), save('save0001', at, [['q1', ['o1']]]), { receivedAt, questionIds });
    expect(outcome.rejected).toEqual([{ questionid: 'q1', reason }]);
    expect(outcome.attempt.answers).toEqual({});
  });

  it('refuses every answer once the learner has submitted', () => {
    const done: ExamAttempt = { ...fresh(), status: 'submitted', submittedBy: 'learner', submittedAt: T0 + 10 * MIN, submitId: 'submit01' };
    const outcome = applySave(done, save('save0009', T0 + 11 * MIN, [['q1', ['o1']]]), { receivedAt: T0 + 11 * MIN, questionIds });
    expect(outcome.rejected).toEqual([{ questionid: 'q1', reason: 'submitted' }]);
    expect(outcome.attempt).toBe(done);
  });

  it('clamps a client time running ahead to the time of receipt', () => {
    const outcome = applySave(fresh(), save('save0001', T0 + 20 * MIN, [['q1', ['o1']]]), { receivedAt: T0 + MIN, questionIds });
    expect(outcome.attempt.answers.q1?.at).toBe(T0 + MIN);
  });

  it('maps every refusal to an error key', () => {
    expect(SAVE_REJECTION_ERRORS).toEqual({
      unknownQuestion: 'errors.exam.questionNotFound',
      afterDeadline: 'errors.exam.timeUp',
      tooLate: 'errors.exam.timeUp',
      submitted: 'errors.exam.alreadySubmitted',
    });
  });
});

describe('submitAttempt', () => {
  const context = (receivedAt: number) => ({ receivedAt, questionIds });

  it('submits with the answers it carries', () => {
    const outcome = submitAttempt(fresh(), save('submit01', T0 + 10 * MIN, [['q3', ['o3']]]), context(T0 + 10 * MIN));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.repeated).toBe(false);
    expect(outcome.attempt).toMatchObject({ status: 'submitted', submittedBy: 'learner', submittedAt: T0 + 10 * MIN, submitId: 'submit01' });
    expect(outcome.attempt.answers.q3?.choices).toEqual(['o3']);
  });

  it('refuses before the minimum time', () => {
    expect(submitAttempt(fresh(), save('submit01', T0 + MIN, []), context(T0 + MIN))).toEqual({
      ok: false,
      refusal: { error: 'errors.exam.submitTooEarly', params: { minutes: 5 } },
    });
  });

  it('answers the same submit again as it was, and refuses another one', () => {
    const first = submitAttempt(fresh(), save('submit01', T0 + 10 * MIN, []), context(T0 + 10 * MIN));
    if (!first.ok) throw new Error('expected a submission');
    const repeat = submitAttempt(first.attempt, save('submit01', T0 + 10 * MIN, []), context(T0 + 11 * MIN));
    expect(repeat).toEqual({ ok: true, attempt: first.attempt, repeated: true, save: null });
    expect(submitAttempt(first.attempt, save('submit02', T0 + 12 * MIN, [['q1', ['o1']]]), context(T0 + 12 * MIN))).toEqual({
      ok: false,
      refusal: { error: 'errors.exam.alreadySubmitted' },
    });
  });

  it('accepts an offline submit pressed before the deadline, after the deadline submitted', () => {
    const auto = autoSubmitIfDue(fresh(), DEADLINE);
    const outcome = submitAttempt(auto, save('submit01', DEADLINE - 30_000, [['q1', ['o1']]]), context(DEADLINE + 2 * MIN));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.attempt).toMatchObject({ submittedBy: 'learner', submittedAt: DEADLINE - 30_000 });
    expect(outcome.attempt.answers.q1?.choices).toEqual(['o1']);
  });

  it.each([
    ['pressed after the deadline', DEADLINE + 1000, DEADLINE + 2000],
    ['arriving after the grace window', DEADLINE - 1000, DEADLINE + 10 * MIN],
  ])('refuses a submit %s', (_name, at, receivedAt) => {
    expect(submitAttempt(fresh(), save('submit01', at, []), context(receivedAt))).toEqual({ ok: false, refusal: { error: 'errors.exam.timeUp' } });
  });
});

describe('autoSubmitIfDue and isAttemptFinal', () => {
  it('submits what it holds at the deadline, once', () => {
    expect(autoSubmitIfDue(fresh(), DEADLINE - 1).status).toBe('inProgress');
    const auto = autoSubmitIfDue(fresh(), DEADLINE);
    expect(auto).toMatchObject({ status: 'submitted', submittedBy: 'deadline', submittedAt: DEADLINE });
    expect(autoSubmitIfDue(auto, DEADLINE + MIN)).toBe(auto);
  });

  it('is final after the learner submits or once the grace window is over', () => {
    const auto = autoSubmitIfDue(fresh(), DEADLINE);
    expect(isAttemptFinal(auto, DEADLINE + 5 * MIN)).toBe(false);
    expect(isAttemptFinal(auto, DEADLINE + 5 * MIN + 1)).toBe(true);
    expect(isAttemptFinal({ ...fresh(), submittedBy: 'learner', status: 'submitted' }, T0)).toBe(true);
    expect(isAttemptFinal(fresh(), T0 + MIN)).toBe(false);
  });
});
