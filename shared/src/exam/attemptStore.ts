import { createStore } from 'zustand/vanilla';
import { systemClock, type Clock } from '../time/clock.js';
import type { ExamStartResponse } from '../schemas/exam.js';
import type { AnswerItem } from './answers.js';
import { createAttemptOutbox, type OutboxState } from './attemptOutbox.js';
import type { ExamCalls, ExamConnectivity, ExamDevice } from './attemptPorts.js';
import type { FlushResult, LocalAnswer } from './localAnswers.js';
import { clockOffset, examTiming, type AttemptClock, type ExamTiming } from './timing.js';

/** How often the server's clock is asked again while answering. */
export const QUERY_TIME_EVERY_MS = 30_000;
const TICK_MS = 1000;

export interface ExamAttemptState extends OutboxState {
  /** The server's clock minus the device's, ms (`clockOffset`). */
  offset: number;
  clock: AttemptClock;
  /** The server's time at the countdown's last tick (once a second). */
  now: number;
  /** Submitting: flushing and asking the learner (`checking`), then sending the submission. */
  submitting: 'checking' | 'sending' | null;
}

/** What pressing submit came to; the screen tells the learner of `unsynced` and `failed`. */
export type SubmitResult = { kind: 'submitted' } | { kind: 'unsynced'; left: number } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

export interface ExamAttemptActions {
  /** Keeps an answer on the device, shows it given, then sends it; settles once it is on the device. */
  answer(item: Omit<AnswerItem, 'at'>): void | Promise<void>;
  /** Sends every answer still waiting; a flush asked for during one runs again after it. */
  flush(): Promise<FlushResult>;
  /**
   * Sends what waits, asks `confirm` (with the number of unanswered questions), then submits
   * under the attempt's one submit key, so pressing again after a lost answer is the same submit.
   */
  submit(confirm: (unanswered: number) => Promise<boolean>): Promise<SubmitResult>;
  /** Starts the countdown, the clock queries and the outbox. */
  start(): void;
  dispose(): void;
}

export type AnsweringState = ExamAttemptState & ExamAttemptActions;
export type ExamAttemptStore = ReturnType<typeof createExamAttemptStore>;

export interface ExamAttemptOptions {
  childId: string;
  start: ExamStartResponse;
  offset: number;
  /** The answers to begin with (shared `mergeLocalAnswers`). */
  answers: Record<string, LocalAnswer>;
  /** Opened from the device's copy: the server's clock is asked at once. */
  fromCache: boolean;
  device: ExamDevice;
  calls: ExamCalls;
  connectivity: ExamConnectivity;
  nextSaveId: () => string;
  /** The attempt is submitted (by the learner, the deadline or another device): called once. */
  onSubmitted: () => void;
  clock?: Clock;
}

/** Answers still waiting to be sent. */
export const waitingOf = (state: Pick<ExamAttemptState, 'answers'>): number => Object.values(state.answers).filter((answer) => !answer.synced).length;

/** The countdown, may-submit and expiry at the last tick. */
export const timingOf = (state: Pick<ExamAttemptState, 'clock' | 'now'>): ExamTiming => examTiming(state.clock, state.now);

/** A question's mark on the answer sheet. */
export const answerStateOf = (answer: LocalAnswer | undefined): 'unanswered' | 'synced' | 'unsynced' =>
  !answer ? 'unanswered' : answer.synced ? 'synced' : 'unsynced';

/**
 * One exam attempt as a learner's device runs it: the answers and their outbox (see
 * `createAttemptOutbox`), the countdown on the server's clock (asked again every half minute), the
 * deadline (the server submits what it has: what is left is sent, then the attempt is over) and
 * submit. Storage, calls, connectivity and the clock are injected.
 */
export function createExamAttemptStore(options: ExamAttemptOptions) {
  const { childId, start: opened, calls, device, clock = systemClock } = options;
  const key = { id: childId, key: opened.key };
  let live = true;
  let finished = false;
  const timers: { tick: unknown; query: unknown } = { tick: null, query: null };
  const serverNow = () => clock.now() + store.getState().offset;
  const finish = () => {
    if (!live || finished) return;
    finished = true;
    options.onSubmitted();
  };
  const outbox = createAttemptOutbox({
    ...options,
    attemptKey: opened.key,
    clock,
    serverNow,
    read: () => store.getState(),
    write: (change) => store.setState(change),
    onSubmitted: finish,
  });

  async function queryTime(): Promise<void> {
    const sentAt = clock.now();
    try {
      const answer = await calls.querytime(key);
      if (!live) return;
      const offset = clockOffset(answer.servertime, sentAt, clock.now());
      store.setState({ offset, now: clock.now() + offset, clock: { startedAt: answer.startedAt, deadline: answer.deadline, minSubmitAt: answer.minSubmitAt } });
      if (answer.status === 'submitted') finish();
    } catch {
      // Offline: the countdown runs on the last offset.
    }
  }
  const tick = () => {
    store.setState({ now: serverNow() });
    timers.tick = clock.setTimeout(tick, TICK_MS);
  };
  const queryAgain = () => {
    timers.query = clock.setTimeout(() => {
      void queryTime();
      queryAgain();
    }, QUERY_TIME_EVERY_MS);
  };

  // At the deadline the server submits what it has: send what is left (it counts within the grace
  // window, so keep trying while offline), and the attempt is over once nothing waits.
  const watchDeadline = (state: AnsweringState, previous?: AnsweringState) => {
    if (!timingOf(state).expired) return;
    const waiting = waitingOf(state);
    if (previous && timingOf(previous).expired && waitingOf(previous) === waiting) return;
    if (waiting === 0) finish();
    else void outbox.flush();
  };

  async function submit(confirm: (unanswered: number) => Promise<boolean>): Promise<SubmitResult> {
    if (store.getState().submitting) return { kind: 'cancelled' };
    store.setState({ submitting: 'checking' });
    try {
      const flushed = await outbox.flush();
      if (flushed.left > 0) return { kind: 'unsynced', left: flushed.left };
      if (flushed.submitted) return { kind: 'submitted' };
      const unanswered = opened.paper.questions.filter((question) => !store.getState().answers[question.id]).length;
      if (!(await confirm(unanswered))) return { kind: 'cancelled' };
      store.setState({ submitting: 'sending' });
      const saveid = await device.submitKey(opened.key, options.nextSaveId());
      const items = Object.values(store.getState().answers).map(({ questionid, choices, fills, at }) => ({ questionid, choices, fills, at }));
      await calls.submit(key, { answer: { saveid, at: serverNow(), items } });
      finish();
      return { kind: 'submitted' };
    } catch (error) {
      return { kind: 'failed', error };
    } finally {
      store.setState({ submitting: null });
    }
  }

  const { startedAt, deadline, minSubmitAt } = opened.attempt;
  const store = createStore<AnsweringState>()(() => ({
    answers: options.answers,
    writing: 0,
    offline: false,
    offset: options.offset,
    clock: { startedAt, deadline, minSubmitAt },
    now: clock.now() + options.offset,
    submitting: null,
    answer: outbox.answer,
    flush: outbox.flush,
    submit,
    start() {
      outbox.start();
      tick();
      if (options.fromCache) void queryTime();
      queryAgain();
      watchDeadline(store.getState());
    },
    dispose() {
      live = false;
      outbox.stop();
      unsubscribe();
      for (const handle of Object.values(timers)) if (handle !== null) clock.clearTimeout(handle);
    },
  }));
  const unsubscribe = store.subscribe(watchDeadline);
  return store;
}
