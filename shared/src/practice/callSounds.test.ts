import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { PracticeCallSound } from '../schemas/practiceSession.js';
import { manualClock } from '../testing/manualClock.js';
import { AMBIENCE_VOLUME, type CallAudio } from './callSounds.js';
import type { CustomerAudio } from './customerVoice.js';
import { fakePracticeServer, fakePracticeSocket } from './fakePracticeSocket.js';
import { keptSessionKey } from './keptSession.js';
import { createPracticeSessionStore } from './sessionStore.js';

const SCENARIO = 'sc1';
const RINGTONE: PracticeCallSound = { format: 'wav', url: 'api/trainning/v3/practice/session/s1/sound/ring', durationMs: 2000 };
const AMBIENCE: PracticeCallSound = { format: 'wav', url: 'api/trainning/v3/practice/session/s1/sound/room', durationMs: 8000 };

const settle = () => setImmediate();

/**
 * Both sides of the platform's audio, in one list of what happened: the customer's lines play until
 * `finishLines`, the ringtone until `finishRing` (the adapter's stop ends it too).
 */
function fakePlatform() {
  const events: string[] = [];
  const preloads: string[] = [];
  const lines: (() => void)[] = [];
  let ringing: (() => void) | null = null;
  const audio: CustomerAudio = {
    keep: () => undefined,
    play: (spoken) => {
      events.push(`say ${spoken.map((line) => line.text).join('|')}`);
      return new Promise<void>((resolve) => lines.push(resolve));
    },
    stop: () => undefined,
  };
  const callAudio: CallAudio = {
    prime: () => void events.push('prime'),
    preload: (url) => void preloads.push(url.split('/').at(-1)!),
    ring: (url) => {
      events.push(`ring ${url.split('/').at(-1)}`);
      return new Promise<void>((resolve) => (ringing = resolve));
    },
    loop: (url, volume) => void events.push(`loop ${url.split('/').at(-1)} ${volume}`),
    hold: () => void events.push('hold'),
    stop: () => {
      events.push('stop');
      ringing?.();
      ringing = null;
    },
  };
  return {
    events,
    preloads,
    audio,
    callAudio,
    finishRing: () => {
      ringing?.();
      ringing = null;
    },
    finishLines: () => lines.splice(0).forEach((end) => end()),
  };
}

function practice(sounds: { ringtone?: PracticeCallSound | null; ambience?: PracticeCallSound | null } = {}, kept: Record<string, string> = {}) {
  const { clock } = manualClock();
  const server = fakePracticeServer(clock, { silencems: null, answertimeoutms: null, ringtone: RINGTONE, ambience: AMBIENCE, ...sounds });
  const socket = fakePracticeSocket(server.serve);
  const platform = fakePlatform();
  const values = new Map(Object.entries(kept));
  const store = createPracticeSessionStore({
    clock,
    storage: {
      getItem: (name) => values.get(name) ?? null,
      setItem: (name, value) => void values.set(name, value),
      removeItem: (name) => void values.delete(name),
    },
    audio: platform.audio,
    callAudio: platform.callAudio,
    sessionId: '',
    scenarioId: SCENARIO,
    childId: '',
  });
  return { store, server, socket, ...platform };
}

describe("the call's ringtone and ambience", () => {
  it("rings once before the customer's opening, the customer's turn held from the first ring; the ambience starts with the opening", async () => {
    const { store, socket, events, preloads, finishRing, finishLines } = practice();
    store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    expect(events).toEqual(['prime', 'ring ring']);
    // The ambience is fetched while the phone rings, to start the moment it is answered.
    expect(preloads).toEqual(['room']);
    // The answer time and the silence wait for the phone to be answered.
    expect(store.getState().customerSpeaking).toBe(true);

    finishRing();
    await settle();
    expect(events).toEqual(['prime', 'ring ring', `loop room ${AMBIENCE_VOLUME}`, 'say 你好']);
    expect(store.getState().customerSpeaking).toBe(true);
    finishLines();
    await settle();
    expect(store.getState().customerSpeaking).toBe(false);

    // A reply after an answer rings nothing: the call is under way.
    await store.getState().answer('您好，欢迎光临');
    expect(events.slice(4)).toEqual(['say 好的']);
  });

  it('plays the opening at once without a ringtone, and rings nothing when the session is joined again', async () => {
    const first = practice({ ringtone: null });
    first.store.getState().attach(first.socket.port);
    first.socket.up();
    await first.store.getState().start(SCENARIO);
    expect(first.events).toEqual(['prime', `loop room ${AMBIENCE_VOLUME}`, 'say 你好']);

    // A reload: the running call is joined again, its ambience back, no ringtone.
    const again = practice({}, { [keptSessionKey(SCENARIO)]: 's1' });
    again.server.serve('practice:start', { scenarioId: SCENARIO });
    again.store.getState().attach(again.socket.port);
    again.socket.up();
    await settle();
    expect(again.store.getState().session?.id).toBe('s1');
    expect(again.events).toEqual([`loop room ${AMBIENCE_VOLUME}`]);
  });

  it('holds the ambience while the learner speaks, stops it on pause, at the end and when the page lets go', async () => {
    const { store, socket, events, finishRing } = practice();
    const detach = store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    finishRing();
    await settle();
    events.splice(0);

    store.getState().setLearnerSpeaking(true);
    expect(events).toEqual(['hold']);
    store.getState().setLearnerSpeaking(false);
    expect(events).toEqual(['hold', `loop room ${AMBIENCE_VOLUME}`]);

    await store.getState().pause();
    expect(events.slice(2)).toEqual(['stop']);
    // Speaking while paused starts nothing.
    store.getState().setLearnerSpeaking(true);
    store.getState().setLearnerSpeaking(false);
    await store.getState().resume();
    expect(events.slice(3)).toEqual([`loop room ${AMBIENCE_VOLUME}`]);

    expect(await store.getState().end()).toBe(true);
    expect(events.slice(4)).toEqual(['stop']);

    await store.getState().start(SCENARIO);
    finishRing();
    await settle();
    events.splice(0);
    detach();
    expect(events).toEqual(['stop']);
    // Nothing sounds once detached.
    store.getState().setLearnerSpeaking(false);
    expect(events).toEqual(['stop']);
  });

  it('hangs the ringtone up when the learner answers during it: the opening is not played over the reply', async () => {
    const { store, socket, events, finishLines } = practice();
    store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    await store.getState().answer('喂，您好');
    await settle();
    expect(events).toEqual(['prime', 'ring ring', 'stop', `loop room ${AMBIENCE_VOLUME}`, 'say 好的']);
    finishLines();
    await settle();
    expect(events.filter((event) => event === 'say 你好')).toEqual([]);
    expect(store.getState().customerSpeaking).toBe(false);
  });

  it('keeps a call without sounds quiet but for the customer', async () => {
    const { store, socket, events } = practice({ ringtone: null, ambience: null });
    store.getState().attach(socket.port);
    socket.up();
    await store.getState().start(SCENARIO);
    expect(events).toEqual(['prime', 'say 你好']);
  });
});
