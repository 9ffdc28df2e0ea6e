import { createStore } from 'zustand/vanilla';
import { VOICEPRINT_HEARTBEAT_MS, VOICEPRINT_SUCCESS_COUNTDOWN_S } from '../limits.js';
import { VOICEPRINT_CALLS } from '../realtime/voiceprint.js';
import { sendCall } from '../realtime/table.js';
import type { SocketCall } from '../realtime/table.js';
import type { AccountChoice } from '../schemas/auth.js';
import type { VprResult } from '../schemas/voiceprint.js';
import {
  VoiceprintMicrophoneError,
  type VoiceprintOptions,
  type VoiceprintRecorder,
  type VoiceprintSocketPort,
  type VoiceprintTimers,
} from './voiceprintPort.js';
import { nextAfterResult, type VoiceprintNotice } from './voiceprintResult.js';
import type { VoiceprintState, VoiceprintStore, VoiceprintStoreState } from './voiceprintTypes.js';

const NETWORK: VoiceprintNotice = { key: 'errors.network' };
const SECOND_MS = 1000;
/** 16 kHz 16-bit samples: 32 bytes a millisecond. */
const chunkMs = (audio: ArrayBuffer | Uint8Array) => audio.byteLength / 32;

const platformTimers: VoiceprintTimers = {
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

const initialState = (options: VoiceprintOptions): VoiceprintState => ({
  flow: options.flow,
  phase: 'idle',
  text: '',
  registered: false,
  notice: null,
  failure: null,
  recent: [],
  users: [],
  chosen: null,
  countdown: 0,
  login: null,
  outcome: null,
  recordedMs: 0,
});

/** A call's refusal or a lost connection ends what the flow was doing. */
class Stopped extends Error {}

/**
 * The voiceprint dialog's state machine (learner §2.3, §2.6, §7; docs/voiceprint.md), one store for
 * the PWA and the mini-program: each app injects the `/vpr` socket, the microphone and the device's
 * recent accounts. The `login` flow records, compares with the recent accounts (then with an
 * account typed in), welcomes the match with a countdown and signs in (`signedIn` with the login
 * answer: the app completes it as a password sign-in); the `register` flow records, checks its
 * quality and confirms the identity. Every answer is parsed with the call table's schemas.
 */
export function createVoiceprintStore(options: VoiceprintOptions): VoiceprintStore {
  const timers = options.timers ?? platformTimers;
  let port: VoiceprintSocketPort | null = null;
  let stopListening: (() => void) | null = null;
  let heartbeat: unknown = null;
  let ticking: unknown = null;
  let recorder: VoiceprintRecorder | null = null;
  // The microphone being started: a stop pressed meanwhile waits for it.
  let starting: Promise<unknown> = Promise.resolve();
  let chunks: Promise<unknown> = Promise.resolve();
  // Each connection's number: answers arriving after a close or restart are dropped.
  let generation = 0;

  const store = createStore<VoiceprintStoreState>()((set, get) => {
    const stopTimers = () => {
      if (heartbeat !== null) timers.clearInterval(heartbeat);
      if (ticking !== null) timers.clearInterval(ticking);
      heartbeat = ticking = null;
    };
    const release = () => {
      generation += 1;
      stopTimers();
      void recorder?.stop();
      recorder = null;
      stopListening?.();
      stopListening = null;
      port?.close();
      port = null;
    };
    const fail = (failure: VoiceprintNotice) => {
      release();
      set({ phase: 'failed', failure, notice: null });
    };

    /** Sends one call on the current connection; a lost or superseded connection throws `Stopped`. */
    async function call<P extends SocketCall['payload'], R extends SocketCall['reply']>(definition: SocketCall<string, P, R>, payload: unknown) {
      const mine = generation;
      if (!port) throw new Stopped();
      let reply;
      try {
        reply = await sendCall(port.emit, definition, payload as never);
      } catch (error) {
        if (mine === generation) fail(NETWORK);
        throw new Stopped(String(error));
      }
      if (mine !== generation) throw new Stopped();
      return reply;
    }
    /** Runs a step; a `Stopped` step has already shown why. */
    const step = async (run: () => Promise<void>) => {
      try {
        await run();
      } catch (error) {
        if (!(error instanceof Stopped)) throw error;
      }
    };

    async function init(): Promise<void> {
      const reply = await call(VOICEPRINT_CALLS.init, {});
      if (!reply.ok) return fail({ text: reply.errmsg });
      set({ phase: 'ready', text: reply.text, registered: reply.registered });
    }

    function welcome(user: AccountChoice) {
      set({ phase: 'welcome', chosen: user, users: [], notice: null, countdown: VOICEPRINT_SUCCESS_COUNTDOWN_S });
      ticking = timers.setInterval(() => {
        const left = get().countdown - 1;
        set({ countdown: Math.max(left, 0) });
        if (left <= 0) void get().loginNow();
      }, SECOND_MS);
    }

    async function settle(result: VprResult): Promise<void> {
      const next = nextAfterResult(get().flow, result);
      if (next.to === 'failed') return fail(next.notice);
      if (next.to === 'welcome') return welcome(next.user);
      if (next.to === 'choose') return set({ phase: 'choose', users: next.users, notice: null });
      if (next.to === 'account') return set({ phase: 'account', notice: next.notice, recent: options.recentAccounts() });
      if (next.to === 'confirm') return set({ phase: 'confirm', notice: null });
      if (next.to === 'verified') return set({ phase: 'done', notice: null });
      if (next.reset) {
        set({ phase: 'connecting' });
        await init();
        if (get().phase !== 'ready') return;
      }
      set({ phase: 'ready', notice: next.notice });
    }

    return {
      ...initialState(options),

      async open() {
        release();
        const mine = generation;
        set({ ...initialState(options), phase: 'connecting' });
        let opened: VoiceprintSocketPort;
        try {
          opened = await options.connect(options.flow);
        } catch (error) {
          if (mine === generation) fail(error instanceof Error && error.message ? { text: error.message } : NETWORK);
          return;
        }
        if (mine !== generation) return opened.close();
        port = opened;
        stopListening = opened.onEvent((event) => {
          if (event.type === 'connectError') fail(event.message ? { text: event.message } : NETWORK);
          else if (!['done', 'signedIn', 'failed'].includes(get().phase)) fail(NETWORK);
        });
        await step(async () => {
          await init();
          if (get().phase !== 'ready') return;
          heartbeat = timers.setInterval(
            () => void call(VOICEPRINT_CALLS.heartbeat, {}).catch(() => undefined),
            options.heartbeatMs ?? VOICEPRINT_HEARTBEAT_MS,
          );
        });
      },

      startRecording: () =>
        step(async () => {
          if (get().phase !== 'ready') return;
          set({ phase: 'recording', notice: null, recordedMs: 0 });
          const opened = await call(VOICEPRINT_CALLS.open, {});
          if (!opened.ok) return fail({ text: opened.errmsg });
          chunks = Promise.resolve();
          const mine = generation;
          try {
            const pending = options.microphone.start((audio) => {
              set({ recordedMs: get().recordedMs + chunkMs(audio) });
              chunks = chunks.then(() => call(VOICEPRINT_CALLS.record, { audio })).catch(() => undefined);
            });
            starting = pending.catch(() => undefined);
            const started = await pending;
            if (mine !== generation) return void started.stop();
            recorder = started;
          } catch (error) {
            if (mine !== generation) return;
            const key = error instanceof VoiceprintMicrophoneError ? error.key : 'microphone.checkPermission';
            set({ phase: 'ready', notice: { key } });
          }
        }),

      stopRecording: () =>
        step(async () => {
          if (get().phase !== 'recording') return;
          await starting;
          if (get().phase !== 'recording' || !recorder) return;
          const stopping = recorder.stop();
          recorder = null;
          set({ phase: 'checking' });
          const mine = generation;
          await stopping;
          if (mine !== generation) return;
          await chunks;
          const compareusers = get().flow === 'login' ? options.recentAccounts() : [];
          await settle(await call(VOICEPRINT_CALLS.close, get().flow === 'login' ? { compareusers } : {}));
        }),

      compare: (account) =>
        step(async () => {
          if (!account.trim()) return set({ notice: { key: 'validation.accountRequired' } });
          set({ phase: 'comparing', notice: null });
          await settle(await call(VOICEPRINT_CALLS.compare, { account: account.trim() }));
        }),

      choose(userid) {
        const user = get().users.find((choice) => choice.id === userid);
        if (get().phase === 'choose' && user) welcome(user);
      },

      loginNow: () =>
        step(async () => {
          const user = get().chosen;
          if (get().phase !== 'welcome' || !user) return;
          if (ticking !== null) timers.clearInterval(ticking);
          ticking = null;
          set({ phase: 'signingIn' });
          const reply = await call(VOICEPRINT_CALLS.login, { userid: user.id });
          if (!reply.ok) return fail({ text: reply.errmsg });
          release();
          set({ phase: 'signedIn', login: reply.login });
        }),

      validate: (body) =>
        step(async () => {
          if (get().phase !== 'confirm') return;
          set({ phase: 'validating', notice: null });
          const reply = await call(VOICEPRINT_CALLS.validate, body);
          if (!reply.ok) return set({ phase: 'confirm', notice: { text: reply.errmsg } });
          release();
          set({ phase: 'done', outcome: reply.outcome });
        }),

      restart: () => get().open(),

      close() {
        release();
        set({ ...initialState(options) });
      },
    };
  });
  return store;
}
