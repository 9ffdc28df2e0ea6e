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
      fetchCoach: () => Promise.reject(new Error('not a role-play: never asked')),
    });
    expect(store.getState().session?.score).toBeNull();
    await store.getState().load();
    expect(store.getState().failure).toEqual({ error: new Error('offline') });
    expect(store.getState().session?.status).toBe('finished');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ failure: null, session: { score: 80 } });
    expect(asked).toEqual(['s1', 's1']);
    expect(store.getState().coach).toBeNull();
  });

  it("reads a finished role-play's review once, and can read it again after a failure", async () => {
    const answers = [() => Promise.reject(new Error('offline')), () => Promise.resolve({ status: 'ready' as const, coach: null, message: '' })];
    const store = createPracticeReportStore({
      sessionId: 's1',
      fetchSession: async () => ({ session: view({ status: 'finished', roleplay: true }) }),
      fetchCoach: () => answers.shift()!(),
    });
    await store.getState().load();
    expect(store.getState().coach).toEqual({ state: 'failed', error: new Error('offline') });
    await store.getState().loadCoach();
    expect(store.getState().coach).toEqual({ state: 'done', answer: { status: 'ready', coach: null, message: '' } });
    await store.getState().load();
    expect(answers).toHaveLength(0);
  });
});
