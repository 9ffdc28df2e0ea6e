import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { FaqAnswerResult, FaqDrill } from '../schemas/faq.js';
import { manualClock } from '../testing/manualClock.js';
import { pendingAnswers } from './drillDevice.js';
import { createFaqDrillStore, currentQuestion, type FaqDrillCalls } from './drillStore.js';

function memoryStorage(): DeviceStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

const question = (seq: number, thinking = 0) => ({ seq, question: `问题${seq}`, emotion: 0, thinking, images: [], standard: '' });

function aDrill(overrides: Partial<FaqDrill> = {}): FaqDrill {
  return {
    id: 'd1',
    childtaskid: 'c1',
    packageid: 'p1',
    title: '快问快答',
    status: 0,
    answerseconds: 30,
    thinkingseconds: 10,
    passscore: 60,
    questions: [question(1, 1), question(2)],
    answers: [],
    score: null,
    passed: null,
    startdate: 0,
    ...overrides,
  };
}

const offline = () => new ApiError(0, '', 0, 'errors.network');

/** A server of one drill, in memory: keeps the first answer of a seq, like the real one. */
function fakeServer(drill: FaqDrill) {
  const state = { drill, down: false, answerCalls: 0, elapsed: [] as number[] };
  const calls: FaqDrillCalls = {
    start: async () => ({ successed: true, drill: state.drill }),
    read: async () => ({ successed: true, drill: state.drill }),
    answer: async ({ seq }: { seq: string | number }, body: { text: string; mode?: 'typed' | 'voice' | undefined; elapsedms: unknown }) => {
      state.answerCalls += 1;
      if (state.down) throw offline();
      const kept = state.drill.answers.find((a) => a.seq === Number(seq));
      if (kept) return { successed: true, answer: kept };
      state.elapsed.push(Number(body.elapsedms));
      const answer: FaqAnswerResult = {
        seq: Number(seq),
        text: body.text,
        mode: body.mode ?? 'typed',
        score: body.text ? 80 : 0,
        outcome: body.text ? 'answered' : 'empty',
        similarity: 0.5,
        matched: ['优惠'],
        missed: ['保养'],
        standard: '标准答案',
        recording: 0,
      };
      state.drill = { ...state.drill, answers: [...state.drill.answers, answer] };
      return { successed: true, answer };
    },
    finish: async () => {
      state.drill = { ...state.drill, status: 1, score: 40, passed: 0 };
      return { successed: true, drill: state.drill };
    },
  };
  return { state, calls };
}

function setUp(drill = aDrill()) {
  const { clock, pass } = manualClock(1_000);
  const server = fakeServer(drill);
  const storage = memoryStorage();
  const store = createFaqDrillStore({ childTaskId: 'c1', calls: server.calls, clock, storage });
  return { store, server, storage, pass };
}

describe('the quick Q&A drill store', () => {
  it('asks, gives thinking time where allowed, scores an answer and moves on to the summary', async () => {
    const { store, server, pass } = setUp();
    await store.getState().load();
    expect(store.getState().phase).toBe('speaking');
    expect(currentQuestion(store.getState())?.seq).toBe(1);
    store.getState().questionSpoken();
    expect(store.getState().phase).toBe('thinking');
    await pass(10_000);
    expect(store.getState().phase).toBe('answering');
    await pass(4_000);
    store.getState().setDraft('  现在有优惠 ');
    await store.getState().answer();
    expect(store.getState()).toMatchObject({ phase: 'feedback', feedback: { seq: 1, text: '现在有优惠', matched: ['优惠'] } });
    expect(server.state.elapsed).toEqual([14_000]);
    await store.getState().next();
    expect(store.getState()).toMatchObject({ phase: 'speaking', draft: '', feedback: null });
    store.getState().questionSpoken();
    expect(store.getState().phase).toBe('answering');
    await store.getState().answer('voice', '听到的回答');
    await store.getState().next();
    expect(store.getState()).toMatchObject({ phase: 'summary', drill: { status: 1, score: 40 } });
  });

  it('sends the draft as it stands when the answer time runs out', async () => {
    const { store, server, pass } = setUp(aDrill({ questions: [question(1)] }));
    await store.getState().load();
    store.getState().questionSpoken();
    store.getState().setDraft('半句话');
    await pass(30_000);
    expect(store.getState().feedback?.text).toBe('半句话');
    expect(server.state.elapsed).toEqual([30_000]);
  });

  it('keeps an answer on the device while offline and sends it when the connection returns', async () => {
    const { store, server, storage, pass } = setUp();
    await store.getState().load();
    store.getState().questionSpoken();
    await pass(10_000);
    server.state.down = true;
    await store.getState().answer('typed', '断网时的回答');
    expect(store.getState()).toMatchObject({ phase: 'sending', offline: true, waiting: { seq: 1, text: '断网时的回答' } });
    expect(pendingAnswers(storage, 'd1')).toHaveLength(1);
    await pass(1_000);
    expect(server.state.answerCalls).toBe(2);
    server.state.down = false;
    await store.getState().retry();
    expect(store.getState()).toMatchObject({ phase: 'feedback', offline: false, waiting: null, feedback: { text: '断网时的回答' } });
    expect(pendingAnswers(storage, 'd1')).toEqual([]);
  });

  it('sends a kept answer after a reload and resumes at the first unanswered question', async () => {
    const first = setUp();
    await first.store.getState().load();
    first.store.getState().questionSpoken();
    first.server.state.down = true;
    await first.store.getState().answer('typed', '刷新前的回答');
    first.store.getState().stop();
    first.server.state.down = false;
    const reloaded = createFaqDrillStore({ childTaskId: 'c1', calls: first.server.calls, clock: manualClock().clock, storage: first.storage });
    await reloaded.getState().load();
    expect(first.server.state.drill.answers.map((a) => a.text)).toEqual(['刷新前的回答']);
    expect(reloaded.getState()).toMatchObject({ phase: 'speaking', index: 1 });
  });

  it('shows the summary of a finished drill', async () => {
    const { store } = setUp(aDrill({ status: 1, score: 90, passed: 1 }));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ phase: 'summary', drill: { score: 90 } });
  });

  it('stops on a refusal that sending again cannot mend, and forgets that answer', async () => {
    const { store, server, storage } = setUp();
    await store.getState().load();
    store.getState().questionSpoken();
    (server.calls as { answer: FaqDrillCalls['answer'] }).answer = async () => {
      throw new ApiError(40991, '本次练习已结束', 409, 'errors.faq.drillFinished');
    };
    await store.getState().answer('typed', '太晚了');
    expect(store.getState().phase).toBe('failed');
    expect(pendingAnswers(storage, 'd1')).toEqual([]);
  });

  it('resumes the kept free-practice drill instead of drawing a new one', async () => {
    const { clock } = manualClock();
    const server = fakeServer(aDrill({ id: 'free1', childtaskid: '' }));
    const storage = memoryStorage();
    let starts = 0;
    const calls = { ...server.calls, start: async () => ((starts += 1), server.calls.start({}, { childtaskid: '' })) };
    await createFaqDrillStore({ childTaskId: '', calls, clock, storage }).getState().load();
    await createFaqDrillStore({ childTaskId: '', calls, clock, storage }).getState().load();
    expect(starts).toBe(1);
  });
});
