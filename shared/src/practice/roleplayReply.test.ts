import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { PracticeCustomerLine } from '../schemas/practiceSession.js';
import { manualClock } from '../testing/manualClock.js';
import type { CustomerAudio } from './customerVoice.js';
import { fakePracticeServer, fakePracticeSocket } from './fakePracticeSocket.js';
import { createPracticeSessionStore } from './sessionStore.js';

/**
 * A role-play's reply in the shared practice store (docs/practice.md "Role-play"): sentences pushed
 * by the server play one after another as they come, shown as the reply so far; the learner cuts the
 * customer short by a tap, by speaking or by answering, and the server is told what was heard.
 */

const settle = () => setImmediate();

const sentence = (text: string): PracticeCustomerLine => ({ text, emotion: 0, cause: 'flow', audio: null, notice: null, llm: 'model' });

function roleplay() {
  const { clock } = manualClock();
  const server = fakePracticeServer(clock, { silencems: null, answertimeoutms: null, roleplay: true });
  const socket = fakePracticeSocket(server.serve);
  const played: string[][] = [];
  const ends: (() => void)[] = [];
  let stops = 0;
  const audio: CustomerAudio = {
    keep: () => undefined,
    play: (lines) => {
      played.push(lines.map((line) => line.text));
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    stop: () => {
      stops += 1;
      ends.splice(0).forEach((end) => end());
    },
  };
  const store = createPracticeSessionStore({
    clock,
    storage: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    audio,
    sessionId: '',
    scenarioId: 'sc1',
    childId: '',
  });
  store.getState().attach(socket.port);
  socket.up();
  const push = (seq: number, index: number, text: string) => socket.push('practice:sentence', { sessionId: 's1', seq, index, line: sentence(text) });
  const endPlaying = async () => {
    ends.shift()?.();
    await settle();
  };
  return { store, server, socket, push, played, endPlaying, stops: () => stops };
}

describe('a role-play reply in the practice store', () => {
  it('plays each sentence in its place as it comes, shows the reply so far, and hands over to the session once the turn is in', async () => {
    const { store, push, played, endPlaying } = roleplay();
    await store.getState().start('sc1');
    await endPlaying();
    played.length = 0;
    push(1, 1, '我家里老人也要坐。');
    expect(played).toEqual([]);
    push(1, 0, '第三排能坐大人吗？');
    expect(played).toEqual([['第三排能坐大人吗？']]);
    expect(store.getState()).toMatchObject({ customerSpeaking: true, liveReply: { seq: 1 } });
    expect(store.getState().liveReply!.lines.map((line) => line.text)).toEqual(['第三排能坐大人吗？', '我家里老人也要坐。']);
    await endPlaying();
    expect(played).toEqual([['第三排能坐大人吗？'], ['我家里老人也要坐。']]);
    await store.getState().answer('能坐');
    expect(store.getState().liveReply).toBeNull();
    // A sentence of an older reply, or of another session, is dropped.
    push(0, 5, '迟到的一句');
    expect(played).toEqual([['第三排能坐大人吗？'], ['我家里老人也要坐。']]);
  });

  it('cuts the customer short by a tap: the audio stops, the rest of the reply is dropped, and the server hears how much was heard', async () => {
    const { store, server, push, played, stops } = roleplay();
    await store.getState().start('sc1');
    played.length = 0;
    push(1, 0, '第三排能坐大人吗？');
    push(1, 1, '我家里老人也要坐。');
    await store.getState().interrupt();
    expect(stops()).toBeGreaterThan(0);
    expect(server.calls.at(-1)).toEqual({ event: 'practice:interrupt', payload: { sessionId: 's1', seq: 1, heard: 1 } });
    expect(store.getState()).toMatchObject({ customerSpeaking: false });
    expect(store.getState().liveReply!.lines.map((line) => line.text)).toEqual(['第三排能坐大人吗？']);
    // A sentence the server sent before it heard of the cut is neither played nor shown.
    push(1, 2, '价格多少？');
    expect(played).toEqual([['第三排能坐大人吗？']]);
    expect(store.getState().liveReply!.lines.map((line) => line.text)).toEqual(['第三排能坐大人吗？']);
  });

  it('cuts a reply that has not begun yet: the learner taps while their answer is on its way', async () => {
    const { store, server, socket, push, played, endPlaying } = roleplay();
    await store.getState().start('sc1');
    await endPlaying();
    played.length = 0;
    socket.hold();
    const answering = store.getState().answer('您好');
    await settle();
    expect(store.getState().busy).toBe(true);
    await store.getState().interrupt();
    expect(server.calls.at(-1)).toEqual({ event: 'practice:interrupt', payload: { sessionId: 's1', seq: 1, heard: 0 } });
    push(1, 0, '第三排能坐大人吗？');
    expect(played).toEqual([]);
    socket.release();
    await answering;
    expect(store.getState().session?.turns).toHaveLength(1);
  });

  it('cuts the customer short when the learner starts speaking or answers over it, and not when it has finished', async () => {
    const { store, server, push, endPlaying } = roleplay();
    await store.getState().start('sc1');
    await endPlaying();
    push(1, 0, '第三排能坐大人吗？');
    store.getState().setLearnerSpeaking(true);
    await settle();
    expect(server.events().filter((event) => event === 'practice:interrupt')).toHaveLength(1);
    store.getState().setLearnerSpeaking(false);
    await store.getState().answer('可以坐两个大人');
    push(2, 0, '那价格呢？');
    await endPlaying();
    store.getState().setLearnerSpeaking(true);
    await settle();
    expect(server.events().filter((event) => event === 'practice:interrupt')).toHaveLength(1);
  });
});
