import { isSaveId, type ExamSaveResponse } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import type { LocalAnswer } from './examStore';
import { backoffMs, flushOutbox, newSaveId } from './outbox';

const answer = (questionid: string, at: number, saveid = `save-${questionid}-${at}`): LocalAnswer => ({
  scope: 'u:c:k',
  questionid,
  choices: ['A'],
  fills: [],
  at,
  saveid,
  synced: false,
});

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

function port(pending: LocalAnswer[], fail: (answer: LocalAnswer) => boolean = () => false, status: 'inProgress' | 'submitted' = 'inProgress') {
  const saved: string[] = [];
  const acknowledged: string[] = [];
  return {
    saved,
    acknowledged,
    port: {
      pending: () => Promise.resolve([...pending]),
      save: (item: LocalAnswer) => {
        saved.push(item.saveid);
        return fail(item) ? Promise.reject(new Error('offline')) : Promise.resolve(response(status, item.saveid));
      },
      acknowledge: (item: LocalAnswer) => Promise.resolve(acknowledged.push(item.saveid)),
    },
  };
}

describe('the exam outbox', () => {
  it('sends every unsynced answer oldest first, each under its own save id, and acknowledges it', async () => {
    const box = port([answer('2', 30), answer('0', 10), answer('1', 20)]);
    const result = await flushOutbox(box.port);
    expect(result).toEqual({ sent: 3, left: 0, submitted: false, error: null });
    expect(box.saved).toEqual(['save-0-10', 'save-1-20', 'save-2-30']);
    expect(box.acknowledged).toEqual(box.saved);
  });

  it('stops at the first network failure and keeps the rest for the next flush, which resends the same save ids', async () => {
    let offline = true;
    const pending = [answer('0', 10), answer('1', 20)];
    const box = port(pending, (item) => offline && item.questionid === '1');
    const first = await flushOutbox(box.port);
    expect(first).toMatchObject({ sent: 1, left: 1, submitted: false });
    expect(first.error).toBeInstanceOf(Error);
    offline = false;
    const again = port([pending[1]!]);
    expect(await flushOutbox(again.port)).toMatchObject({ sent: 1, left: 0 });
    expect(again.saved).toEqual(['save-1-20']);
  });

  it('keeps sending once the server says the attempt is submitted (answers given before the deadline still count) and says so', async () => {
    const box = port([answer('0', 10), answer('1', 20)], () => false, 'submitted');
    expect(await flushOutbox(box.port)).toMatchObject({ sent: 2, left: 0, submitted: true });
    expect(box.saved).toEqual(['save-0-10', 'save-1-20']);
    expect(box.acknowledged).toEqual(box.saved);
  });

  it('backs off from 1 s doubling up to 30 s and makes save ids the server accepts', () => {
    expect([1, 2, 3, 6, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    const ids = new Set(Array.from({ length: 20 }, newSaveId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(isSaveId(id)).toBe(true);
  });
});
