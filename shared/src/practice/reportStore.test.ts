import { describe, expect, it } from 'vitest';
import type { PracticeSessionView } from '../schemas/practiceSession.js';
import { createPracticeReportStore } from './reportStore.js';

const view = (change: Partial<PracticeSessionView>) => ({ id: 's1', status: 'running', score: null, ...change }) as PracticeSessionView;

describe('the practice report store', () => {
  it('shows the live session until the stored report is read, and keeps it through a failed read that can be tried again', async () => {
    const asked: string[] = [];
    const store = createPracticeReportStore({
      sessionId: 's1',
      initial: view({ status: 'finished' }),
      fetchSession: async ({ id }) => {
        asked.push(id);
        if (asked.length === 1) throw new Error('offline');
        return { session: view({ status: 'finished', score: 80 }) };
      },
    });
    expect(store.getState().session?.score).toBeNull();
    await store.getState().load();
    expect(store.getState().failure).toEqual({ error: new Error('offline') });
    expect(store.getState().session?.status).toBe('finished');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ failure: null, session: { score: 80 } });
    expect(asked).toEqual(['s1', 's1']);
  });
});
