import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../outbox/deviceStorage.js';
import { forgetPending, keepPending, pendingAnswers } from './drillDevice.js';

const answer = (seq: number, text = `回答${seq}`) => ({ seq, text, mode: 'typed' as const, elapsedms: 1000 });

describe('answers kept on the device', () => {
  it('keeps the first answer of a question and gives them back in question order', () => {
    const storage = memoryStorage();
    keepPending(storage, 'd1', answer(2));
    keepPending(storage, 'd1', answer(1));
    keepPending(storage, 'd1', answer(1, '第二次'));
    expect(pendingAnswers(storage, 'd1')).toEqual([answer(1), answer(2)]);
    forgetPending(storage, 'd1', 1);
    forgetPending(storage, 'd1', 2);
    expect(pendingAnswers(storage, 'd1')).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('still finds an answer kept as the plain list of the earlier version', () => {
    const storage = memoryStorage();
    storage.setItem('peilian.faq.pending.d1', JSON.stringify([answer(2), answer(1)]));
    expect(pendingAnswers(storage, 'd1')).toEqual([answer(1), answer(2)]);
    forgetPending(storage, 'd1', 1);
    expect(pendingAnswers(storage, 'd1')).toEqual([answer(2)]);
  });
});
