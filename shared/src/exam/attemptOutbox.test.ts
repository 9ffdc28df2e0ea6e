import { describe, expect, it } from 'vitest';
import { examAnswerBodySchema, type ExamSaveResponse } from '../schemas/exam.js';
import { manualClock } from '../testing/manualClock.js';
import { memoryDevice, testConnectivity } from './attemptFakes.js';
import { createAttemptOutbox, sendExamOutbox, type OutboxState } from './attemptOutbox.js';
import type { ExamCalls } from './attemptPorts.js';

const KEY = 'attempt-1';

const response = (status: 'inProgress' | 'submitted', saveid: string): ExamSaveResponse => ({
  successed: true,
  saveid,
  accepted: [],
  rejected: [],
  status,
  deadline: 0,
  remainingSeconds: 0,
  servertime: 0,
});

/** A device keeping `given` (question, time) answers unsynced, and a save call that fails as `fail` says. */
function aDevice(given: [string, number][], fail: (saveid: string) => boolean = () => false, status: 'inProgress' | 'submitted' = 'inProgress') {
  const { device, outbox } = memoryDevice();
  for (const [questionid, at] of given) void device.put(KEY, { questionid, choices: ['A'], fills: [], at, saveid: `save-${questionid}-${at}` });
  const saved: string[] = [];
  const calls: Pick<ExamCalls, 'save'> = {
    save: (_key, body) => {
      const { saveid } = examAnswerBodySchema.parse(body).answer;
      saved.push(saveid);
      return fail(saveid) ? Promise.reject(new Error('offline')) : Promise.resolve(response(status, saveid));
    },
  };
  const acknowledged = () =>
    outbox(KEY)
      .filter((answer) => answer.synced)
      .map((answer) => answer.saveid);
  return { ports: { device, calls, childId: 'child-1', attemptKey: KEY }, kept: () => outbox(KEY), saved, acknowledged };
}

describe('the exam outbox', () => {
  it('sends every unsynced answer oldest first, each under its own save id, and acknowledges it', async () => {
    const box = aDevice([
      ['2', 30],
      ['0', 10],
      ['1', 20],
    ]);
    expect(await sendExamOutbox(box.ports)).toEqual({ sent: 3, left: 0, error: null, retry: false });
    expect(box.saved).toEqual(['save-0-10', 'save-1-20', 'save-2-30']);
    expect(box.acknowledged().sort()).toEqual(box.saved);
  });

  it('stops at the first network failure and leaves the rest for the next flush', async () => {
    const box = aDevice(
      [
        ['0', 10],
        ['1', 20],
        ['2', 30],
      ],
      (saveid) => saveid === 'save-1-20',
    );
    const result = await sendExamOutbox(box.ports);
    expect(result).toMatchObject({ sent: 1, left: 2 });
    expect(result.error).toBeInstanceOf(Error);
    expect(box.acknowledged()).toEqual(['save-0-10']);
  });

  it('keeps sending once the server says the attempt is submitted, and says so', async () => {
    const box = aDevice(
      [
        ['0', 10],
        ['1', 20],
      ],
      () => false,
      'submitted',
    );
    const state: OutboxState = {
      answers: Object.fromEntries(box.kept().map((answer) => [answer.questionid, answer])),
      writing: 0,
      offline: false,
    };
    let submitted = 0;
    const outbox = createAttemptOutbox({
      ...box.ports,
      connectivity: testConnectivity().connectivity,
      clock: manualClock().clock,
      nextSaveId: () => 'unused',
      serverNow: () => 0,
      read: () => state,
      write: (change) => Object.assign(state, change(state)),
      onSubmitted: () => (submitted += 1),
    });
    expect(await outbox.flush()).toMatchObject({ sent: 2, left: 0, submitted: true });
    expect(box.acknowledged()).toEqual(['save-0-10', 'save-1-20']);
    expect(submitted).toBe(1);
  });
});
