import { isNetworkFailure } from '../api/client.js';
import { createStore } from 'zustand/vanilla';
import { systemClock, type Clock } from '../time/clock.js';
import type { ExamLogsResponse, ExamResultResponse, ExamStartResponse, ExamTokenResponse } from '../schemas/exam.js';
import { sendExamOutbox, type CachedAttempt, type ExamCalls, type ExamConnectivity, type ExamDevice } from './attemptPorts.js';
import { createExamAttemptStore, type ExamAttemptStore } from './attemptStore.js';
import { mergeLocalAnswers } from './localAnswers.js';
import { clockOffset } from './timing.js';

/** Where the exam page is: loading, the cover, answering, the result, or a failure. */
export type ExamPhase =
  | { kind: 'loading' }
  | { kind: 'cover'; cover: ExamTokenResponse }
  | { kind: 'taking'; start: ExamStartResponse; fromCache: boolean; attempt: ExamAttemptStore }
  | { kind: 'result'; result: ExamResultResponse; cover: ExamTokenResponse | null; timedOut: boolean; history: ExamHistory }
  | { kind: 'failed'; error: unknown };

/** The learner's attempts, oldest first (`.../logs`); null when they could not be read. */
export type ExamHistory = ExamLogsResponse['rows'] | null;

export interface ExamSessionState {
  phase: ExamPhase;
  /** Opens the exam: online from the server (after sending what a settled attempt left), offline from the device's copy. */
  load(): Promise<void>;
  /** Starts (or resumes) the attempt of `key` on the server's clock. */
  begin(key: string): Promise<void>;
  /** The result, with the cover asked again (a retake may be allowed). */
  showResult(): Promise<void>;
  /** Stops the attempt running and drops the answers of calls still out; `load` may start again. */
  stop(): void;
}

export type ExamSessionStore = ReturnType<typeof createExamSessionStore>;

export interface ExamSessionOptions {
  childId: string;
  device: ExamDevice;
  calls: ExamCalls;
  connectivity: ExamConnectivity;
  /** Makes the save ids of one opened attempt (each call of the maker gives a fresh one). */
  newSaveIds: () => Promise<() => string>;
  /** Hears of what failed without stopping the learner (no offline copy, answers left unsent). */
  report?: (what: string, error: unknown) => void;
  clock?: Clock;
}

/**
 * The exam of a child task as a learner's device opens it: the cover, the attempt (its own store,
 * `createExamAttemptStore`, running while the phase is `taking`), the result. An attempt in
 * progress opens offline from the copy the device keeps; an attempt the server settled meanwhile
 * has its unsent answers sent first (they count within the grace window).
 */
export function createExamSessionStore(options: ExamSessionOptions) {
  const { childId, device, calls, clock = systemClock } = options;
  const report = options.report ?? (() => undefined);
  let run = 0;
  let cover: ExamTokenResponse | null = null;

  /** Sets the phase unless the session was stopped since `from`; an attempt left behind stops. */
  const setPhase = (from: number, phase: ExamPhase) => {
    const current = store.getState().phase;
    if (from !== run) {
      if (phase.kind === 'taking') phase.attempt.getState().dispose();
      return;
    }
    if (current.kind === 'taking' && (phase.kind !== 'taking' || phase.attempt !== current.attempt)) current.attempt.getState().dispose();
    store.setState({ phase });
    if (phase.kind === 'taking') phase.attempt.getState().start();
  };
  const kept = async (): Promise<CachedAttempt | null> => {
    try {
      return await device.attempt();
    } catch (error) {
      report('no offline copy to read', error);
      return null;
    }
  };

  // The history is a side view of the result: without it the result still shows.
  const history = (): Promise<ExamHistory> =>
    calls.logs({ id: childId }).then(
      (answer) => answer.rows,
      (error: unknown) => {
        report('no attempt history', error);
        return null;
      },
    );

  async function result(from: number, shownCover: ExamTokenResponse | null): Promise<void> {
    const [answer, attempts] = await Promise.all([calls.result({ id: childId }), history()]);
    const settled = await kept();
    if (settled) await Promise.resolve(device.forget?.(settled.start.key)).catch((error: unknown) => report('settled attempt not forgotten', error));
    // The learner is told when the deadline, not they, handed the paper in.
    setPhase(from, { kind: 'result', result: answer, cover: shownCover, timedOut: answer.submittedBy === 'deadline', history: attempts });
  }

  async function showResult(from: number): Promise<void> {
    setPhase(from, { kind: 'loading' });
    try {
      cover = await calls.token({ id: childId }).catch(() => cover);
      await result(from, cover);
    } catch (error) {
      setPhase(from, { kind: 'failed', error });
    }
  }

  async function enter(from: number, start: ExamStartResponse, offset: number, fromCache: boolean): Promise<void> {
    if (!fromCache) await Promise.resolve(device.keepAttempt({ start, offset })).catch((error: unknown) => report('no offline copy', error));
    if (start.attempt.status === 'submitted') return showResult(from);
    const answers = mergeLocalAnswers(start.attempt.answers, await device.answers(start.key));
    const nextSaveId = await options.newSaveIds();
    const onSubmitted = () => void showResult(run);
    const attempt = createExamAttemptStore({ ...options, clock, start, offset, answers, fromCache, nextSaveId, onSubmitted });
    setPhase(from, { kind: 'taking', start, fromCache, attempt });
  }

  async function begin(from: number, key: string): Promise<void> {
    setPhase(from, { kind: 'loading' });
    try {
      const sentAt = clock.now();
      const start = await calls.start({ id: childId, key });
      await enter(from, start, clockOffset(start.attempt.servertime, sentAt, clock.now()), false);
    } catch (error) {
      setPhase(from, { kind: 'failed', error });
    }
  }

  // Answers of an attempt the server settled meanwhile (the deadline passed while the device was
  // offline or closed) still count when they arrive within the grace window: send them first.
  async function sendLeftovers(): Promise<void> {
    const settled = await kept();
    if (settled)
      await sendExamOutbox({ device, calls, childId, attemptKey: settled.start.key }).catch((error: unknown) => report('unsent answers remain', error));
  }

  async function load(): Promise<void> {
    const from = run;
    if (!childId) return setPhase(from, { kind: 'failed', error: null });
    setPhase(from, { kind: 'loading' });
    try {
      const token = await calls.token({ id: childId });
      cover = token;
      if (token.status !== 'inProgress') await sendLeftovers();
      if (token.status === 'inProgress' && token.key) await begin(from, token.key);
      else if (token.status === 'submitted' && token.attempts > 0) await result(from, token);
      else setPhase(from, { kind: 'cover', cover: token });
    } catch (error) {
      const offline = isNetworkFailure(error) ? await kept() : null;
      if (offline?.start.attempt.status === 'inProgress')
        await enter(from, offline.start, offline.offset, true).catch(() => setPhase(from, { kind: 'failed', error }));
      else setPhase(from, { kind: 'failed', error });
    }
  }

  const store = createStore<ExamSessionState>()(() => ({
    phase: { kind: 'loading' },
    load,
    begin: (key) => begin(run, key),
    showResult: () => showResult(run),
    stop() {
      run += 1;
      const { phase } = store.getState();
      if (phase.kind === 'taking') phase.attempt.getState().dispose();
      store.setState({ phase: { kind: 'loading' } });
    },
  }));
  return store;
}
