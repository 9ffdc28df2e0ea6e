import { createStore, type StoreApi } from 'zustand/vanilla';
import { ERRORS } from '../errors/catalog.js';
import { callPracticeSession, type PracticeCallPayload, type PracticeSessionCall } from '../realtime/table.js';
import type { PracticeCustomerLine, PracticeSessionView } from '../schemas/practiceSession.js';
import { customerVoice } from './customerVoice.js';
import { keepRunning, keepSession, keptSession } from './keptSession.js';
import type { PracticeSocketPort } from './sessionPort.js';
import { attachSocket } from './sessionSocket.js';
import type { PracticeError, PracticeSession, PracticeSessionDeps } from './sessionTypes.js';

export type PracticeSessionStore<Recording = never> = StoreApi<PracticeSession<Recording>>;

/** The last call's failure as the learner reads it: the server's words, or the network failure in `t`'s language. */
export function practiceErrorMessage(error: PracticeError | null, t: (key: 'errors.network' | 'errors.timeout') => string): string {
  if (!error) return '';
  return 'errmsg' in error ? error.errmsg : t(error.key);
}

const PAUSE_EXPIRED = ERRORS['errors.practiceSession.pauseExpired'].errcode;
const NOT_FOUND = ERRORS['errors.practiceSession.notFound'].errcode;

/**
 * A live practice session (docs/practice.md "Live sessions") over an injected socket: joins the
 * session again on every (re)connect so no turn is lost, keeps the typed answer until the server has
 * stored it, plays the customer's lines as they arrive, runs the silence and answer-time rules on
 * the injected clock, and keeps a free practice's running session in storage.
 */
export function createPracticeSessionStore<Recording = never>(deps: PracticeSessionDeps<Recording>): PracticeSessionStore<Recording> {
  const { storage, audio, scenarioId, childId } = deps;
  let port: PracticeSocketPort | null = null;
  /** The answer sent last: its acknowledgement may be lost with the connection. */
  let pending: { text: string; turns: number; recording: Recording | null } | null = null;

  return createStore<PracticeSession<Recording>>()((set, get, store) => {
    const customer = customerVoice(audio, (customerSpeaking) => set({ customerSpeaking }));

    function apply(session: PracticeSessionView, lines: PracticeCustomerLine[]): void {
      audio.keep(lines);
      set({ session, sessionId: session.id, error: null });
      // An answer whose acknowledgement was lost with the connection: stored if the session now has it.
      const stored = session.turns.at(-1);
      if (pending && stored && session.turns.length > pending.turns && stored.text === pending.text) {
        if (pending.recording !== null) deps.recordings?.stored(session.id, stored.seq, pending.recording);
        pending = null;
        set({ draft: '' });
      }
      keepRunning(storage, session, { scenarioId, childId });
      deps.onSession?.(session);
      if (lines.length > 0) customer.speak(lines);
    }

    async function join(joined: PracticeSocketPort): Promise<void> {
      const id = get().sessionId;
      if (!id) return;
      try {
        const reply = await callPracticeSession(joined.emit, 'join', { sessionId: id });
        if (port !== joined) return;
        if (reply.ok) apply(reply.session, reply.lines);
        else if (reply.errcode !== NOT_FOUND) set({ error: { errmsg: reply.errmsg } });
        else {
          set({ error: { errmsg: reply.errmsg }, sessionId: '' });
          if (!childId) keepSession(storage, scenarioId, '');
          deps.onLost?.();
        }
      } catch {
        // The connection dropped again: the next connect joins again.
      }
    }

    async function call<N extends PracticeSessionCall>(name: N, payload: PracticeCallPayload<N>): Promise<boolean> {
      if (!port?.connected()) {
        set({ error: { key: 'errors.network' } });
        return false;
      }
      set({ busy: true });
      try {
        const reply = await callPracticeSession(port.emit, name, payload);
        if (reply.ok) apply(reply.session, reply.lines);
        else set({ error: { errmsg: reply.errmsg }, pauseExpired: get().pauseExpired || (name === 'resume' && reply.errcode === PAUSE_EXPIRED) });
        return reply.ok;
      } catch {
        set({ error: { key: 'errors.timeout' } });
        return false;
      } finally {
        set({ busy: false });
      }
    }

    const sessionCall = (name: 'pause' | 'resume' | 'silence' | 'timeout') => async () => void (await call(name, { sessionId: get().sessionId }));

    return {
      connection: 'connecting',
      connectError: '',
      sessionId: deps.sessionId || (childId ? '' : keptSession(storage, scenarioId)),
      session: null,
      busy: false,
      error: null,
      pauseExpired: false,
      draft: '',
      customerSpeaking: false,
      learnerSpeaking: false,
      attach(next, connectivity) {
        port = next;
        const detach = attachSocket(next, connectivity, {
          store,
          clock: deps.clock,
          setConnection: (state) => set(state),
          join,
          connected: () => deps.recordings?.flush(),
        });
        return () => {
          detach();
          if (port === next) port = null;
          customer.stop();
        };
      },
      setDraft: (draft) => set({ draft }),
      setLearnerSpeaking: (learnerSpeaking) => set({ learnerSpeaking }),
      async start(scenario) {
        pending = null;
        set({ draft: '' });
        // A child task's practice starts by the task: the server resolves its scenario and checks its gate.
        if (await call('start', childId ? { childId } : { scenarioId: scenario })) set({ pauseExpired: false });
      },
      async answer(text, recording = null) {
        pending = { text: text.trim(), turns: get().session?.turns.length ?? 0, recording };
        if (await call('answer', { sessionId: get().sessionId, text })) {
          pending = null;
          set({ draft: '' });
        }
      },
      pause: sessionCall('pause'),
      resume: sessionCall('resume'),
      silence: sessionCall('silence'),
      timeout: sessionCall('timeout'),
      async end() {
        const ended = await call('end', { sessionId: get().sessionId });
        if (ended) set({ pauseExpired: false });
        return ended;
      },
    };
  });
}
