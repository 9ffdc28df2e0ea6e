import type { StateCreator, StoreApi } from 'zustand/vanilla';
import { isNetworkFailure } from '../api/client.js';
import { systemClock, type Clock } from '../time/clock.js';
import type { ExamStartResponse, ExamTokenResponse } from '../schemas/exam.js';
import { sendExamOutbox } from './attemptOutbox.js';
import type { CachedAttempt } from './attemptPorts.js';
import { createExamAttemptStore } from './attemptStore.js';
import type { ExamHistory, ExamPhase, ExamSessionOptions, ExamSessionState } from './examSessionTypes.js';
import { mergeLocalAnswers } from './localAnswers.js';
import { keepPaper, startWithKeptPaper, type PaperKeeping } from './keptPaper.js';
import { clockOffset } from './timing.js';

type SetSession = StoreApi<ExamSessionState>['setState'];
type GetSession = StoreApi<ExamSessionState>['getState'];
type SessionSlice<T> = StateCreator<ExamSessionState, [], [], T>;

/** What the session's slices share besides the state: its options, the opening in course and the cover last read. */
export interface SessionKit {
  options: ExamSessionOptions;
  clock: Clock;
  report: (what: string, error: unknown) => void;
  /** The opening calls belong to: `stop` moves on, so the answers of calls still out are dropped. */
  run: number;
  cover: ExamTokenResponse | null;
  /** Sets the phase unless the session was stopped since `from`; an attempt left behind stops. */
  setPhase(from: number, phase: ExamPhase): void;
  /** The phase now. */
  phase(): ExamPhase;
  /** The attempt the device keeps, if it can be read. */
  kept(): Promise<CachedAttempt | null>;
}

/** The session's kit over its store. */
export function createSessionKit(options: ExamSessionOptions, set: SetSession, get: GetSession): SessionKit {
  const kit: SessionKit = {
    options,
    clock: options.clock ?? systemClock,
    report: options.report ?? (() => undefined),
    run: 0,
    cover: null,
    setPhase(from, phase) {
      const current = get().phase;
      if (from !== kit.run) {
        if (phase.kind === 'taking') phase.attempt.getState().dispose();
        return;
      }
      if (current.kind === 'taking' && (phase.kind !== 'taking' || phase.attempt !== current.attempt)) current.attempt.getState().dispose();
      set({ phase });
      if (phase.kind === 'taking') phase.attempt.getState().start();
    },
    phase: () => get().phase,
    async kept() {
      try {
        return await options.device.attempt();
      } catch (error) {
        kit.report('no offline copy to read', error);
        return null;
      }
    },
  };
  return kit;
}

/** What the kept paper's calls need of the session. */
const paperKeeping = ({ options, report }: SessionKit): PaperKeeping => ({ ...options, report });

/** The history is a side view of the result: without it the result still shows. */
const history = ({ options, report }: SessionKit): Promise<ExamHistory> =>
  options.calls.logs({ id: options.childId }).then(
    (answer) => answer.rows,
    (error: unknown) => {
      report('no attempt history', error);
      return null;
    },
  );

async function result(kit: SessionKit, from: number, shownCover: ExamTokenResponse | null): Promise<void> {
  const { calls, childId, device } = kit.options;
  const [answer, attempts] = await Promise.all([calls.result({ id: childId }), history(kit)]);
  const settled = await kit.kept();
  if (settled) await Promise.resolve(device.forget?.(settled.start.key)).catch((error: unknown) => kit.report('settled attempt not forgotten', error));
  // The learner is told when the deadline, not they, handed the paper in.
  kit.setPhase(from, { kind: 'result', result: answer, cover: shownCover, timedOut: answer.submittedBy === 'deadline', history: attempts });
}

async function showResult(kit: SessionKit, from: number): Promise<void> {
  kit.setPhase(from, { kind: 'loading' });
  try {
    kit.cover = await kit.options.calls.token({ id: kit.options.childId }).catch(() => kit.cover);
    await result(kit, from, kit.cover);
  } catch (error) {
    kit.setPhase(from, { kind: 'failed', error });
  }
}

async function enter(kit: SessionKit, from: number, start: ExamStartResponse, offset: number, fromCache: boolean): Promise<void> {
  const { options, clock } = kit;
  if (!fromCache) await Promise.resolve(options.device.keepAttempt({ start, offset })).catch((error: unknown) => kit.report('no offline copy', error));
  if (start.attempt.status === 'submitted') return showResult(kit, from);
  const answers = mergeLocalAnswers(start.attempt.answers, await options.device.answers(start.key));
  const nextSaveId = await options.newSaveIds();
  const onSubmitted = () => void showResult(kit, kit.run);
  const attempt = createExamAttemptStore({ ...options, clock, start, offset, answers, fromCache, nextSaveId, onSubmitted });
  kit.setPhase(from, { kind: 'taking', start, fromCache, attempt });
}

async function begin(kit: SessionKit, from: number, key: string): Promise<void> {
  kit.setPhase(from, { kind: 'loading' });
  try {
    const sentAt = kit.clock.now();
    const start = await startWithKeptPaper(paperKeeping(kit), key);
    await enter(kit, from, start, clockOffset(start.attempt.servertime, sentAt, kit.clock.now()), false);
  } catch (error) {
    kit.setPhase(from, { kind: 'failed', error });
  }
}

/**
 * Answers of an attempt the server settled meanwhile (the deadline passed while the device was
 * offline or closed) still count when they arrive within the grace window: send them first.
 */
async function sendLeftovers(kit: SessionKit): Promise<void> {
  const settled = await kit.kept();
  const { device, calls, childId } = kit.options;
  if (settled)
    await sendExamOutbox({ device, calls, childId, attemptKey: settled.start.key }).catch((error: unknown) => kit.report('unsent answers remain', error));
}

/** Longest wait for a window to open on the cover (timers overflow past 24.8 days); later, the learner opens the exam again. */
const OPENING_WAIT_MAX_MS = 24 * 60 * 60_000;

/**
 * A cover shown before the window (`opensAt`) offers Start when the window opens, on the server's
 * clock and without asking the server again: the start itself still checks everything.
 */
function offerStartWhenOpen(kit: SessionKit, from: number, cover: ExamTokenResponse): void {
  if (cover.opensAt === null || cover.canStart) return;
  const wait = cover.opensAt - cover.servertime;
  if (wait > OPENING_WAIT_MAX_MS) return;
  kit.clock.setTimeout(
    () => {
      const shown = kit.phase();
      if (shown.kind === 'cover' && shown.cover === cover)
        kit.setPhase(from, { kind: 'cover', cover: { ...cover, canStart: true, blocked: '', opensAt: null } });
    },
    Math.max(0, wait),
  );
}

/** Opens the exam from the cover the server gives; offline, from the attempt the device keeps. */
async function load(kit: SessionKit): Promise<void> {
  const from = kit.run;
  const { calls, childId } = kit.options;
  if (!childId) return kit.setPhase(from, { kind: 'failed', error: null });
  kit.setPhase(from, { kind: 'loading' });
  try {
    const token = await calls.token({ id: childId });
    kit.cover = token;
    if (token.status !== 'inProgress') await sendLeftovers(kit);
    if (token.status === 'inProgress' && token.key) await begin(kit, from, token.key);
    else if (token.status === 'submitted' && token.attempts > 0) await result(kit, from, token);
    else {
      kit.setPhase(from, { kind: 'cover', cover: token });
      offerStartWhenOpen(kit, from, token);
      await keepPaper(paperKeeping(kit), token);
    }
  } catch (error) {
    const offline = isNetworkFailure(error) ? await kit.kept() : null;
    if (offline?.start.attempt.status === 'inProgress')
      await enter(kit, from, offline.start, offline.offset, true).catch(() => kit.setPhase(from, { kind: 'failed', error }));
    else kit.setPhase(from, { kind: 'failed', error });
  }
}

/** Where the page is, and stopping: the attempt running stops and the answers of calls still out are dropped. */
export const createPhaseSlice =
  (kit: SessionKit): SessionSlice<Pick<ExamSessionState, 'phase' | 'stop'>> =>
  (set, get) => ({
    phase: { kind: 'loading' },
    stop() {
      kit.run += 1;
      const { phase } = get();
      if (phase.kind === 'taking') phase.attempt.getState().dispose();
      set({ phase: { kind: 'loading' } });
    },
  });

/** Opening the exam, beginning an attempt and showing the result. */
export const createOpeningSlice =
  (kit: SessionKit): SessionSlice<Pick<ExamSessionState, 'load' | 'begin' | 'showResult'>> =>
  () => ({
    load: () => load(kit),
    begin: (key) => begin(kit, kit.run, key),
    showResult: () => showResult(kit, kit.run),
  });
