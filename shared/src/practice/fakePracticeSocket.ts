import { ERRORS } from '../errors/catalog.js';
import { PRACTICE_PAUSE_LIMIT_MS } from '../limits.js';
import type { PracticeCallSound, PracticeCustomerLine, PracticeSessionReply, PracticeSessionView, PracticeTurn } from '../schemas/practiceSession.js';
import type { Clock } from '../time/clock.js';
import type { PracticeSocketEvent, PracticeSocketPort } from './sessionPort.js';

/** Test support (not exported from the package): a practice server on a fake clock behind a socket that drops when told. */

const refusal = (key: keyof typeof ERRORS, errmsg: string): PracticeSessionReply => ({ ok: false, errcode: ERRORS[key].errcode, errmsg });

const line = (text: string): PracticeCustomerLine => ({ text, emotion: 0, cause: 'flow', audio: null, notice: null });

const turn = (seq: number, text: string): PracticeTurn => ({
  seq,
  text,
  outcome: 'matched',
  nodeid: `n${seq}`,
  intentid: null,
  intentlabel: null,
  match: null,
  similarity: 1,
  keywords: null,
  sensitive: [],
  polite: [],
  score: 100,
  quality: null,
  lines: [line('好的')],
  timings: { engineMs: 1, audioMs: 1, sentMs: 1 },
  learneraudio: false,
  createdat: '2026-01-01T00:00:00.000Z',
});

const TASK_SCENARIO = 'sc1';

export interface ServerRules {
  silencems: number | null;
  answertimeoutms: number | null;
  /** Sessions are role-plays: interrupts are acknowledged, the replies pushed by the test. */
  roleplay?: boolean;
  /** The call's ringtone and ambience. */
  ringtone?: PracticeCallSound | null;
  ambience?: PracticeCallSound | null;
}

/** A fresh running session of a scenario, as the server answers `practice:start`. */
function startedView(id: string, scenarioId: string, rules: ServerRules): PracticeSessionView {
  return {
    id,
    scenarioid: scenarioId,
    scenarioname: '试驾',
    mode: 'free',
    status: 'running',
    endreason: null,
    score: null,
    passed: null,
    result: null,
    opening: [line('你好')],
    turns: [],
    hints: [],
    pausable: true,
    roleplay: false,
    ringtone: null,
    ambience: null,
    ...rules,
    startedat: '2026-01-01T00:00:00.000Z',
    pausedat: null,
    finishedat: null,
  };
}

type KeptSession = { view: PracticeSessionView; pausedAt: number };

/** Changes a kept session and answers its fresh view; an unknown session is `notFound`. */
function answerWith(kept: KeptSession | undefined, change: Partial<PracticeSessionView>, lines: PracticeCustomerLine[] = []): PracticeSessionReply {
  if (!kept) return refusal('errors.practiceSession.notFound', '会话不存在');
  kept.view = { ...kept.view, ...change };
  return { ok: true, session: kept.view, lines };
}

/** One call on a session: answering adds a turn, pausing notes the time, resuming checks the pause limit, ending scores. */
function serveSessionCall(clock: Clock, event: string, kept: KeptSession | undefined, text: string): PracticeSessionReply {
  switch (event) {
    case 'practice:answer': {
      const turns = [...(kept?.view.turns ?? []), turn((kept?.view.turns.length ?? 0) + 1, text.trim())];
      // A role-play's reply comes as pushed sentences, not with the acknowledgement.
      return answerWith(kept, { turns }, kept?.view.roleplay ? [] : [line('好的')]);
    }
    case 'practice:pause':
      if (kept) kept.pausedAt = clock.now();
      return answerWith(kept, { status: 'paused' });
    case 'practice:resume':
      if (kept && clock.now() - kept.pausedAt > PRACTICE_PAUSE_LIMIT_MS) return refusal('errors.practiceSession.pauseExpired', '暂停已超过30分钟');
      return answerWith(kept, { status: 'running' });
    case 'practice:end':
      return answerWith(kept, { status: 'finished', score: 80, passed: true, pausable: false, ringtone: null, ambience: null });
    default:
      return answerWith(kept, {});
  }
}

/**
 * The server's side of the practice calls, as docs/practice.md "Live sessions" words them: every
 * call answers a fresh view of the session; `resume` after more than the pause limit on the clock is
 * refused with `pauseExpired`; an unknown session is `notFound`.
 */
export function fakePracticeServer(clock: Clock, rules: ServerRules) {
  const sessions = new Map<string, KeptSession>();
  const calls: { event: string; payload: Record<string, string> }[] = [];
  let started = 0;

  function serve(event: string, payload: Record<string, string>): PracticeSessionReply | { ok: true } {
    calls.push({ event, payload });
    if (event === 'practice:interrupt') return { ok: true };
    if (event !== 'practice:start') return serveSessionCall(clock, event, sessions.get(payload.sessionId ?? ''), payload.text ?? '');
    // A child task's scenario is the test's one.
    const view = startedView(`s${++started}`, payload.scenarioId ?? TASK_SCENARIO, rules);
    sessions.set(view.id, { view, pausedAt: 0 });
    return { ok: true, session: view, lines: [line('你好')] };
  }

  return { serve, calls, sessions, events: () => calls.map((call) => call.event) };
}

/** A socket over the fake server: connects when told; `loseNextReply` drops the connection after the server has handled the next call. */
export function fakePracticeSocket(serve: (event: string, payload: Record<string, string>) => unknown) {
  let listener: ((event: PracticeSocketEvent) => void) | null = null;
  const pushes = new Map<string, (payload: unknown) => void>();
  let connected = false;
  let loseNextReply = false;
  /** While held, the answers to session calls wait (an interrupt is answered at once). */
  let held: (() => void)[] | null = null;
  const up = () => {
    connected = true;
    listener?.({ type: 'connect' });
  };
  const down = () => {
    connected = false;
    listener?.({ type: 'disconnect' });
  };
  const port: PracticeSocketPort = {
    emit: (event, payload) => {
      if (!connected) return Promise.reject(new Error('not connected'));
      const reply = serve(event, payload as Record<string, string>);
      const waiting = held;
      if (waiting && event !== 'practice:interrupt') return new Promise((resolve) => waiting.push(() => resolve(reply)));
      if (!loseNextReply) return Promise.resolve(reply);
      loseNextReply = false;
      down();
      return Promise.reject(new Error('operation has timed out'));
    },
    listen(event, handler) {
      pushes.set(event, handler);
      return () => void pushes.delete(event);
    },
    connected: () => connected,
    onEvent(next) {
      listener = next;
      return () => void (listener = null);
    },
    disconnect: down,
    connect: up,
    close: () => {
      connected = false;
    },
  };
  return {
    port,
    up,
    down,
    fail: (retrying: boolean) => listener?.({ type: 'connectError', retrying, message: '登录已失效' }),
    loseNextReply: () => void (loseNextReply = true),
    /** Holds the answers to the next session calls until `release` (a reply still on its way). */
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((answer) => answer());
    },
    /** The server pushes `payload` as `event` to the store listening. */
    push: (event: string, payload: unknown) => pushes.get(event)?.(payload),
  };
}
