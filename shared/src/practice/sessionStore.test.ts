import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PRACTICE_PAUSE_LIMIT_MS } from '../limits.js';
import type { CustomerAudio } from './customerVoice.js';
import { manualClock } from '../testing/manualClock.js';
import { fakePracticeServer, fakePracticeSocket, type ServerRules } from './fakePracticeSocket.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';
import { keptSessionKey } from './keptSession.js';
import type { Connectivity } from './sessionPort.js';
import { createPracticeSessionStore } from './sessionStore.js';

const SCENARIO = 'sc1';
const MINUTE = 60_000;

/** Lets the replies already given reach the store (one turn of the event loop; no time passes on the fake clock). */
const settle = () => setImmediate();

function memoryStorage(initial: Record<string, string> = {}): DeviceStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
}

/** The customer's voice: each list plays until the test ends it. */
function fakeAudio() {
  const playing: (() => void)[] = [];
  const audio: CustomerAudio = { keep: () => undefined, play: () => new Promise<void>((resolve) => playing.push(resolve)), stop: () => undefined };
  return { audio, finish: () => playing.splice(0).forEach((end) => end()) };
}

function practice({
  rules = { silencems: null, answertimeoutms: null },
  kept = {},
  sessionId = '',
  childId = '',
}: { rules?: ServerRules; kept?: Record<string, string>; sessionId?: string; childId?: string } = {}) {
  const { clock, advance } = manualClock();
  const server = fakePracticeServer(clock, rules);
  const socket = fakePracticeSocket(server.serve);
  const storage = memoryStorage(kept);
  const { audio, finish } = fakeAudio();
  const stored: [string, number, string][] = [];
  const lost: string[] = [];
  const store = createPracticeSessionStore<string>({
    clock,
    storage,
    audio,
    sessionId,
    scenarioId: SCENARIO,
    childId,
    recordings: { stored: (id, seq, recording) => void stored.push([id, seq, recording]), flush: () => undefined },
    onLost: () => void lost.push('lost'),
  });
  return { store, server, socket, storage, advance, finish, stored, lost };
}

describe('the practice session store', () => {
  it('rejoins the kept session after a reconnect, and takes an answer whose acknowledgement was lost as stored', async () => {
    const first = practice();
    first.store.getState().attach(first.socket.port);
    first.socket.up();
    await first.store.getState().start(SCENARIO);
    const kept = first.storage.values.get(keptSessionKey(SCENARIO)) ?? '';
    expect(kept).toBe('s1');

    // A reload: the new page finds the running session kept under its scenario and joins it.
    const { store, server, socket, stored } = practice({ kept: { [keptSessionKey(SCENARIO)]: kept } });
    server.serve('practice:start', { scenarioId: SCENARIO });
    store.getState().attach(socket.port);
    expect(store.getState().connection).toBe('connecting');
    socket.up();
    await settle();
    expect(store.getState()).toMatchObject({ connection: 'online', sessionId: 's1', session: { id: 's1', turns: [] } });

    store.getState().setDraft('您好，想看看哪款车？');
    socket.loseNextReply();
    await store.getState().answer('您好，想看看哪款车？', 'recording-1');
    expect(store.getState()).toMatchObject({ connection: 'reconnecting', busy: false, draft: '您好，想看看哪款车？', error: { key: 'errors.timeout' } });

    socket.up();
    await settle();
    expect(server.events().filter((event) => event === 'practice:join')).toHaveLength(2);
    expect(store.getState()).toMatchObject({ connection: 'online', draft: '', error: null });
    expect(store.getState().session?.turns.map((answered) => answered.text)).toEqual(['您好，想看看哪款车？']);
    expect(stored).toEqual([['s1', 1, 'recording-1']]);
  });

  it("keeps a spoken answer's recording for the next try when the server never took the answer", async () => {
    const { store, socket, stored } = practice();
    store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    socket.down();
    await store.getState().answer('您好，欢迎光临', 'recording-1');
    expect(store.getState()).toMatchObject({ error: { key: 'errors.network' } });
    socket.up();
    await settle();
    // The page hands a held recording over once: the learner's second send comes without it.
    await store.getState().answer('您好，欢迎光临', null);
    expect(store.getState().session?.turns.map((answered) => answered.text)).toEqual(['您好，欢迎光临']);
    expect(stored).toEqual([['s1', 1, 'recording-1']]);
  });

  it('forgets a kept session the server no longer knows, and keeps none for a task', async () => {
    const { store, socket, storage, lost } = practice({ kept: { [keptSessionKey(SCENARIO)]: 'gone' } });
    store.getState().attach(socket.port);
    socket.up();
    await settle();
    expect(store.getState()).toMatchObject({ sessionId: '', session: null, error: { errmsg: '会话不存在' } });
    expect(storage.values.size).toBe(0);
    expect(lost).toEqual(['lost']);

    const task = practice({ childId: 'child1' });
    task.store.getState().attach(task.socket.port);
    task.socket.up();
    await task.store.getState().start(SCENARIO);
    expect(task.store.getState().session?.status).toBe('running');
    expect(task.server.calls[0]?.payload).toEqual({ childId: 'child1' });
    expect(task.storage.values.size).toBe(0);
  });

  it('resumes within 30 minutes of pausing; past them only restart or end and submit remain', async () => {
    const { store, socket, advance, storage } = practice();
    store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    await store.getState().pause();
    advance(PRACTICE_PAUSE_LIMIT_MS - MINUTE);
    await store.getState().resume();
    expect(store.getState()).toMatchObject({ pauseExpired: false, session: { status: 'running' } });

    await store.getState().pause();
    advance(PRACTICE_PAUSE_LIMIT_MS + 1);
    await store.getState().resume();
    expect(store.getState()).toMatchObject({ pauseExpired: true, error: { errmsg: '暂停已超过30分钟' }, session: { status: 'paused' } });

    expect(await store.getState().end()).toBe(true);
    expect(store.getState()).toMatchObject({ pauseExpired: false, error: null, session: { status: 'finished' } });
    expect(storage.values.size).toBe(0);
  });

  it('sends practice:silence once the customer has finished and the learner says nothing, held while typing', async () => {
    const { store, socket, server, advance, finish } = practice({ rules: { silencems: 2000, answertimeoutms: null } });
    store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    expect(store.getState().customerSpeaking).toBe(true);
    advance(10_000);
    expect(server.events()).toEqual(['practice:start']);

    finish();
    await settle();
    expect(store.getState().customerSpeaking).toBe(false);
    advance(1999);
    expect(server.events()).toEqual(['practice:start']);
    advance(1);
    expect(server.calls.at(-1)).toEqual({ event: 'practice:silence', payload: { sessionId: 's1' } });
    await settle();

    store.getState().setDraft('您好');
    advance(10_000);
    store.getState().setDraft('');
    store.getState().setLearnerSpeaking(true);
    advance(10_000);
    expect(server.events()).toEqual(['practice:start', 'practice:silence']);
    store.getState().setLearnerSpeaking(false);
    advance(2000);
    expect(server.events()).toEqual(['practice:start', 'practice:silence', 'practice:silence']);
  });

  it('sends practice:timeout when the answer time runs out, and nothing while offline or once detached', async () => {
    const { store, socket, server, advance, finish } = practice({ rules: { silencems: null, answertimeoutms: 3000 } });
    let network: (online: boolean) => void = () => undefined;
    const connectivity: Connectivity = {
      subscribe(listener) {
        network = listener;
        return () => undefined;
      },
    };
    const detach = store.getState().attach(socket.port, connectivity);
    socket.up();
    await store.getState().start(SCENARIO);
    finish();
    await settle();
    advance(3000);
    expect(server.calls.at(-1)).toEqual({ event: 'practice:timeout', payload: { sessionId: 's1' } });
    await settle();

    // The platform reports the network gone: the socket is dropped at once and the timers hold.
    network(false);
    expect(store.getState().connection).toBe('reconnecting');
    advance(60_000);
    await store.getState().pause();
    expect(store.getState().error).toEqual({ key: 'errors.network' });
    network(true);
    await settle();
    expect(store.getState().connection).toBe('online');
    detach();
    advance(60_000);
    expect(server.events()).toEqual(['practice:start', 'practice:timeout', 'practice:join']);
  });

  it("says connecting until the first connect, and failed with the handshake's refusal once the client gives up", () => {
    const { store, socket } = practice();
    store.getState().attach(socket.port);
    socket.fail(true);
    expect(store.getState().connection).toBe('connecting');
    socket.fail(false);
    expect(store.getState()).toMatchObject({ connection: 'failed', connectError: '登录已失效' });
  });
});
