import { aStoredUser } from '../testing/storedUser.js';
import type { AccountChoice } from '../schemas/auth.js';
import type { VoiceprintFlow } from '../schemas/voiceprint.js';
import type { VoiceprintMicrophone, VoiceprintOptions, VoiceprintSocketEvent, VoiceprintSocketPort } from './voiceprintPort.js';

/** Test support (not exported from the package): an in-memory `/vpr` socket answering from a script, and a microphone the test speaks into. */

export type FakeAnswer = (payload: unknown) => unknown;

export interface FakeVoiceprintWorld {
  /** Every call sent, in order. */
  calls: { event: string; payload: unknown }[];
  /** Answers per event; a list answers its items in turn (the last one repeats). */
  answers: Record<string, unknown[] | FakeAnswer>;
  /** Tells the store the connection's news. */
  emitEvent(event: VoiceprintSocketEvent): void;
  closed: number;
  /** The microphone: what the store hands chunks to while recording. */
  speak(chunk: Uint8Array): void;
  recording: boolean;
  /** When set, the microphone refuses with this error. */
  micError: Error | null;
  recent: string[];
  options(flow: VoiceprintFlow): VoiceprintOptions;
}

/** A complete stored user, as a login answer carries it. */
export const fakeStoredUser = aStoredUser();

export const choice = (id: string, username = `user ${id}`): AccountChoice => ({ id, username, avatar: '', orgname: 'Org', departmentname: 'Sales' });

export const defaultAnswers = (flow: VoiceprintFlow): Record<string, unknown[]> => ({
  'vpr:init': [{ ok: true, flow, text: '请朗读', audioformat: 'pcm_s16le_16000_mono', heartbeatms: 10_000, registered: false }],
  'vpr:heartbeat': [{ ok: true }],
  'vpr:open': [{ ok: true }],
  'vpr:record': [{ ok: true }],
});

/** A fresh world: a socket whose calls answer from `answers`, a microphone, the device's recent accounts. */
export function fakeVoiceprintWorld(): FakeVoiceprintWorld {
  let listener: ((event: VoiceprintSocketEvent) => void) | null = null;
  let onChunk: ((chunk: Uint8Array) => void) | null = null;
  const world: FakeVoiceprintWorld = {
    calls: [],
    answers: {},
    closed: 0,
    recording: false,
    micError: null,
    recent: [],
    emitEvent: (event) => listener?.(event),
    speak: (chunk) => onChunk?.(chunk),
    options(flow) {
      Object.assign(world.answers, { ...defaultAnswers(flow), ...world.answers });
      const port: VoiceprintSocketPort = {
        emit(event, payload) {
          world.calls.push({ event, payload });
          const answer = world.answers[event];
          if (typeof answer === 'function') return Promise.resolve(answer(payload));
          if (!answer || answer.length === 0) return Promise.reject(new Error(`no answer for ${event}`));
          return Promise.resolve(answer.length > 1 ? answer.shift() : answer[0]);
        },
        onEvent(next) {
          listener = next;
          return () => (listener = null);
        },
        close: () => void (world.closed += 1),
      };
      const microphone: VoiceprintMicrophone = {
        start(next) {
          if (world.micError) return Promise.reject(world.micError);
          onChunk = next as (chunk: Uint8Array) => void;
          world.recording = true;
          return Promise.resolve({
            stop() {
              next(new Uint8Array([9, 9]));
              onChunk = null;
              world.recording = false;
            },
          });
        },
      };
      return { flow, connect: () => Promise.resolve(port), microphone, recentAccounts: () => world.recent };
    },
  };
  return world;
}
