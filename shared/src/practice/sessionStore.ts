import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { ERRORS } from '../errors/catalog.js';
import {
  callPracticeSession,
  onPush,
  PRACTICE_CALLS,
  PRACTICE_PUSHES,
  sendCall,
  type PracticeCallPayload,
  type PracticeSessionCall,
} from '../realtime/table.js';
import type { PracticeCustomerLine, PracticeSentence, PracticeSessionView } from '../schemas/practiceSession.js';
import { callSounds, type CallSounds } from './callSounds.js';
import { customerVoice, type HeardReply } from './customerVoice.js';
import { keepRunning, keepSession, keptSession } from './keptSession.js';
import type { PracticeSocketPort } from './sessionPort.js';
import { attachSocket } from './sessionSocket.js';
import type { PracticeError, PracticeSession, PracticeSessionActions, PracticeSessionDeps, PracticeSessionState } from './sessionTypes.js';

export type PracticeSessionStore<Recording = never> = StoreApi<PracticeSession<Recording>>;

/** The last call's failure as the learner reads it: the server's words, or the network failure in `t`'s language. */
export function practiceErrorMessage(error: PracticeError | null, t: (key: 'errors.network' | 'errors.timeout') => string): string {
  if (!error) return '';
  return 'errmsg' in error ? error.errmsg : t(error.key);
}

const PAUSE_EXPIRED = ERRORS['errors.practiceSession.pauseExpired'].errcode;
const NOT_FOUND = ERRORS['errors.practiceSession.notFound'].errcode;

type SessionApi<Recording> = Pick<PracticeSessionStore<Recording>, 'setState' | 'getState'>;

/** What the session's slices share besides the state: the attached socket, the answer awaiting its turn, the customer's voice, the call's sounds. */
interface SessionRun<Recording> {
  deps: PracticeSessionDeps<Recording>;
  port: PracticeSocketPort | null;
  /** The answer sent last: its acknowledgement may be lost with the connection. */
  pending: { text: string; turns: number; recording: Recording | null } | null;
  customer: ReturnType<typeof customerVoice>;
  sounds: CallSounds;
  /** The reply the learner cut short last, and how much of it they heard: its later sentences may still be on their way. */
  cut: HeardReply | null;
}

/**
 * Takes the server's session and the customer's new lines: an answer whose turn now exists is
 * settled, a free practice kept. A call just started (`fresh`) rings its ringtone first, the opening after it.
 */
function applySession<Recording>(
  run: SessionRun<Recording>,
  { setState, getState }: SessionApi<Recording>,
  session: PracticeSessionView,
  lines: PracticeCustomerLine[],
  fresh = false,
): void {
  const { deps, pending } = run;
  deps.audio.keep(lines);
  // Before the session is shown: the ambience waits for the ringtone.
  const ringing = fresh ? run.sounds.ring(session) : null;
  const live = getState().liveReply;
  // A role-play's reply is in the session once its turn is.
  const replied = live !== null && session.id === getState().sessionId && session.turns.length >= live.seq;
  setState({ session, sessionId: session.id, error: null, ...(replied ? { liveReply: null } : {}) });
  // An answer whose acknowledgement was lost with the connection: stored if the session now has it.
  const stored = session.turns.at(-1);
  if (pending && stored && session.turns.length > pending.turns && stored.text === pending.text) {
    if (pending.recording !== null) deps.recordings?.stored(session.id, stored.seq, pending.recording);
    run.pending = null;
    setState({ draft: '' });
  }
  keepRunning(deps.storage, session, { scenarioId: deps.scenarioId, childId: deps.childId });
  deps.onSession?.(session);
  if (lines.length > 0 || ringing) run.customer.speak(lines, ringing ?? undefined);
}

/** Joins the kept session on a (re)connect; a session that is gone is forgotten and reported lost. */
async function joinSession<Recording>(run: SessionRun<Recording>, api: SessionApi<Recording>, joined: PracticeSocketPort): Promise<void> {
  const { deps } = run;
  const id = api.getState().sessionId;
  if (!id) return;
  try {
    const reply = await callPracticeSession(joined.emit, 'join', { sessionId: id });
    if (run.port !== joined) return;
    if (reply.ok) applySession(run, api, reply.session, reply.lines);
    else if (reply.errcode !== NOT_FOUND) api.setState({ error: { errmsg: reply.errmsg } });
    else {
      api.setState({ error: { errmsg: reply.errmsg }, sessionId: '' });
      if (!deps.childId) keepSession(deps.storage, deps.scenarioId, '');
      deps.onLost?.();
    }
  } catch {
    // The connection dropped again: the next connect joins again.
  }
}

/** One call over the attached socket; true when the server took it. */
async function callSession<Recording, N extends PracticeSessionCall>(
  run: SessionRun<Recording>,
  api: SessionApi<Recording>,
  name: N,
  payload: PracticeCallPayload<N>,
): Promise<boolean> {
  const { setState, getState } = api;
  if (!run.port?.connected()) {
    setState({ error: { key: 'errors.network' } });
    return false;
  }
  setState({ busy: true });
  try {
    const reply = await callPracticeSession(run.port.emit, name, payload);
    if (reply.ok) applySession(run, api, reply.session, reply.lines, name === 'start');
    else setState({ error: { errmsg: reply.errmsg }, pauseExpired: getState().pauseExpired || (name === 'resume' && reply.errcode === PAUSE_EXPIRED) });
    return reply.ok;
  } catch {
    setState({ error: { key: 'errors.timeout' } });
    return false;
  } finally {
    setState({ busy: false });
  }
}

/** A role-play sentence pushed for the session: kept for replay, shown with the reply so far, played in its place. */
function takeSentence<Recording>(run: SessionRun<Recording>, { getState, setState }: SessionApi<Recording>, sentence: PracticeSentence): void {
  if (sentence.sessionId !== getState().sessionId) return;
  const live = getState().liveReply;
  if (live && sentence.seq < live.seq) return;
  // Sent before the server heard of the cut: not heard, so neither shown nor kept.
  if (run.cut?.seq === sentence.seq && sentence.index >= run.cut.heard) return;
  run.deps.audio.keep([sentence.line]);
  const lines = live?.seq === sentence.seq ? [...live.lines] : [];
  lines[sentence.index] = sentence.line;
  setState({ liveReply: { seq: sentence.seq, lines } });
  run.customer.sentence(sentence.seq, sentence.index, sentence.line);
}

/** What the learner heard of a reply they cut short, in the session as shown: the rest of its lines go. */
function keepHeard<Recording>({ getState, setState }: SessionApi<Recording>, { seq, heard }: HeardReply): void {
  const { liveReply: live, session } = getState();
  if (live?.seq === seq) setState({ liveReply: { seq, lines: live.lines.slice(0, heard) } });
  if (!session) return;
  const turns = session.turns.map((turn) => (turn.seq === seq ? { ...turn, lines: turn.lines.slice(0, heard) } : turn));
  setState({ session: { ...session, turns, opening: seq === 0 ? session.opening.slice(0, heard) : session.opening } });
}

/** Whether the learner may cut the customer short now: a running role-play whose customer speaks or whose reply is on the way. */
export const canInterrupt = ({ session, customerSpeaking, busy }: Pick<PracticeSessionState, 'session' | 'customerSpeaking' | 'busy'>): boolean =>
  session?.roleplay === true && session.status === 'running' && (customerSpeaking || busy);

/** Cuts a role-play's customer short while it speaks or its reply is on the way, and tells the server what was heard. */
async function interruptReply<Recording>(run: SessionRun<Recording>, api: SessionApi<Recording>): Promise<void> {
  const state = api.getState();
  const { session, busy } = state;
  if (!session || !canInterrupt(state)) return;
  // An answer on its way: its reply may not have begun yet.
  const heard = run.customer.cut(busy && run.pending ? run.pending.turns + 1 : undefined);
  if (!heard) return;
  run.cut = heard;
  keepHeard(api, heard);
  if (!run.port?.connected()) return;
  try {
    await sendCall(run.port.emit, PRACTICE_CALLS.interrupt, { sessionId: session.id, ...heard });
  } catch {
    // The connection dropped: the reply is kept whole, as the learner sees once joined again.
  }
}

/** The session's data before the socket is attached: the session from the address, or the one kept for a free practice. */
function initialSessionState<Recording>({ deps }: SessionRun<Recording>): PracticeSessionState {
  return {
    connection: 'connecting',
    connectError: '',
    sessionId: deps.sessionId || (deps.childId ? '' : keptSession(deps.storage, deps.scenarioId)),
    session: null,
    busy: false,
    error: null,
    pauseExpired: false,
    draft: '',
    customerSpeaking: false,
    learnerSpeaking: false,
    liveReply: null,
  };
}

type ConnectionActions = Pick<PracticeSessionActions<unknown>, 'attach' | 'setDraft' | 'setLearnerSpeaking'>;

/** The connection and the learner's side: attaching a socket (joining on every connect), the draft, speaking. */
const createConnectionSlice =
  <Recording>(run: SessionRun<Recording>): StateCreator<PracticeSession<Recording>, [], [], ConnectionActions> =>
  (setState, getState, store) => ({
    attach(next, connectivity) {
      run.port = next;
      const stopSentences = onPush(next.listen, PRACTICE_PUSHES.sentence, (sentence) => takeSentence(run, { setState, getState }, sentence));
      // The call's sounds follow the session while a socket is attached.
      const sounds = () => run.sounds.follow({ session: getState().session, learnerSpeaking: getState().learnerSpeaking });
      sounds();
      const stopSounds = store.subscribe(sounds);
      const detach = attachSocket(next, connectivity, {
        store,
        clock: run.deps.clock,
        setConnection: (state) => setState(state),
        join: (joined) => joinSession(run, { setState, getState }, joined),
        connected: () => run.deps.recordings?.flush(),
      });
      return () => {
        stopSentences();
        stopSounds();
        detach();
        if (run.port === next) run.port = null;
        run.customer.stop();
        run.sounds.stop();
      };
    },
    setDraft: (draft) => setState({ draft }),
    setLearnerSpeaking(learnerSpeaking) {
      // Speaking over a role-play's customer cuts it short (smart break).
      if (learnerSpeaking) void interruptReply(run, { setState, getState });
      setState({ learnerSpeaking });
    },
  });

type TurnActions<Recording> = Omit<PracticeSessionActions<Recording>, keyof ConnectionActions>;

/** The session's calls: starting, answering (kept until its turn is stored), pausing, the timers' calls, ending. */
const createTurnSlice =
  <Recording>(run: SessionRun<Recording>): StateCreator<PracticeSession<Recording>, [], [], TurnActions<Recording>> =>
  (setState, getState) => {
    const call = <N extends PracticeSessionCall>(name: N, payload: PracticeCallPayload<N>) => callSession(run, { setState, getState }, name, payload);
    const sessionCall = (name: 'pause' | 'resume' | 'silence' | 'timeout') => async () => void (await call(name, { sessionId: getState().sessionId }));
    return {
      async start(scenario) {
        // The learner's tap: the platform readies its call sounds before anything is awaited.
        run.sounds.prime();
        run.pending = null;
        setState({ draft: '' });
        // A child task's practice starts by the task: the server resolves its scenario and checks its gate.
        if (await call('start', run.deps.childId ? { childId: run.deps.childId } : { scenarioId: scenario })) setState({ pauseExpired: false });
      },
      async answer(text, recording = null) {
        await interruptReply(run, { setState, getState });
        // An answer the server never took keeps its recording for the learner's next try.
        const kept = recording ?? run.pending?.recording ?? null;
        run.pending = { text: text.trim(), turns: getState().session?.turns.length ?? 0, recording: kept };
        if (await call('answer', { sessionId: getState().sessionId, text })) {
          run.pending = null;
          setState({ draft: '' });
        }
      },
      pause: sessionCall('pause'),
      resume: sessionCall('resume'),
      silence: sessionCall('silence'),
      timeout: sessionCall('timeout'),
      interrupt: () => interruptReply(run, { setState, getState }),
      async end() {
        const ended = await call('end', { sessionId: getState().sessionId });
        if (ended) setState({ pauseExpired: false });
        return ended;
      },
    };
  };

/**
 * A live practice session (docs/practice.md "Live sessions") over an injected socket: joins the
 * session again on every (re)connect so no turn is lost, keeps the typed answer until the server has
 * stored it, plays the customer's lines as they arrive — a new call's after its ringtone, the
 * ambience under them (`callSounds.ts`) — runs the silence and answer-time rules on the injected
 * clock, and keeps a free practice's running session in storage. Built from a connection slice and
 * a turn slice.
 */
export function createPracticeSessionStore<Recording = never>(deps: PracticeSessionDeps<Recording>): PracticeSessionStore<Recording> {
  return createStore<PracticeSession<Recording>>()((...api) => {
    const customer = customerVoice(deps.audio, (customerSpeaking) => api[0]({ customerSpeaking }));
    const run: SessionRun<Recording> = { deps, port: null, pending: null, customer, sounds: callSounds(deps.callAudio), cut: null };
    return { ...initialSessionState(run), ...createConnectionSlice(run)(...api), ...createTurnSlice(run)(...api) };
  });
}
