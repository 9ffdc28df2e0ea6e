import type { StateCreator, StoreApi } from 'zustand/vanilla';
import { systemClock, type Clock } from '../time/clock.js';
import { createAttemptOutbox, type AttemptOutbox } from './attemptOutbox.js';
import { timingOf, waitingOf } from './attemptSelectors.js';
import type { AnsweringState, ExamAttemptActions, ExamAttemptOptions, SubmitResult } from './attemptTypes.js';
import { clockOffset } from './timing.js';

/** How often the server's clock is asked again while answering. */
export const QUERY_TIME_EVERY_MS = 30_000;
const TICK_MS = 1000;

type SetAttempt = StoreApi<AnsweringState>['setState'];
type GetAttempt = StoreApi<AnsweringState>['getState'];
type AttemptSlice<T> = StateCreator<AnsweringState, [], [], T>;

/** What the attempt's slices share besides the state: its options, clock, outbox and how it ends. */
export interface AttemptKit {
  options: ExamAttemptOptions;
  clock: Clock;
  outbox: AttemptOutbox;
  /** The attempt's address in the exam calls. */
  key: { id: string; key: string };
  /** The server's clock as the device estimates it. */
  serverNow(): number;
  /** False once disposed: the answers of calls still out are dropped. */
  live(): boolean;
  /** Stops the attempt: nothing more is heard from it. */
  end(): void;
  /** The attempt is submitted (by the learner, the deadline or another device): `onSubmitted`, once, while live. */
  finish(): void;
}

/** The attempt's kit: its outbox writes the store's answers, and its end is heard once. */
export function createAttemptKit(options: ExamAttemptOptions, set: SetAttempt, get: GetAttempt): AttemptKit {
  const clock = options.clock ?? systemClock;
  const run = { live: true, finished: false };
  const serverNow = () => clock.now() + get().offset;
  const finish = () => {
    if (!run.live || run.finished) return;
    run.finished = true;
    options.onSubmitted();
  };
  const outbox = createAttemptOutbox({
    ...options,
    attemptKey: options.start.key,
    clock,
    serverNow,
    read: get,
    write: (change) => set(change),
    onSubmitted: finish,
  });
  return {
    options,
    clock,
    outbox,
    key: { id: options.childId, key: options.start.key },
    serverNow,
    live: () => run.live,
    end: () => void (run.live = false),
    finish,
  };
}

/** The answers on the device and their outbox. */
export const createAnswersSlice =
  ({ options, outbox }: AttemptKit): AttemptSlice<Pick<AnsweringState, 'answers' | 'writing' | 'offline' | 'answer' | 'flush'>> =>
  () => ({ answers: options.answers, writing: 0, offline: false, answer: outbox.answer, flush: outbox.flush });

/** The countdown on the server's clock, from the offset the attempt opened with. */
export const createCountdownSlice =
  ({ options, clock }: AttemptKit): AttemptSlice<Pick<AnsweringState, 'offset' | 'clock' | 'now'>> =>
  () => {
    const { startedAt, deadline, minSubmitAt } = options.start.attempt;
    return { offset: options.offset, clock: { startedAt, deadline, minSubmitAt }, now: clock.now() + options.offset };
  };

/** Submitting: send what waits, ask the learner, then submit under the attempt's one submit key. */
export const createSubmitSlice =
  (kit: AttemptKit): AttemptSlice<Pick<AnsweringState, 'submitting' | 'submit'>> =>
  (set, get) => ({
    submitting: null,
    async submit(confirm) {
      if (get().submitting) return { kind: 'cancelled' };
      set({ submitting: 'checking' });
      try {
        return await submitAttempt(kit, set, get, confirm);
      } catch (error) {
        return { kind: 'failed', error };
      } finally {
        set({ submitting: null });
      }
    },
  });

async function submitAttempt(kit: AttemptKit, set: SetAttempt, get: GetAttempt, confirm: (unanswered: number) => Promise<boolean>): Promise<SubmitResult> {
  const { options, outbox } = kit;
  const flushed = await outbox.flush();
  if (flushed.left > 0) return { kind: 'unsynced', left: flushed.left };
  if (flushed.submitted) return { kind: 'submitted' };
  const unanswered = options.start.paper.questions.filter((question) => !get().answers[question.id]).length;
  if (!(await confirm(unanswered))) return { kind: 'cancelled' };
  set({ submitting: 'sending' });
  const saveid = await options.device.submitKey(options.start.key, options.nextSaveId());
  const items = Object.values(get().answers).map(({ questionid, choices, fills, at }) => ({ questionid, choices, fills, at }));
  await options.calls.submit(kit.key, { answer: { saveid, at: kit.serverNow(), items } });
  kit.finish();
  return { kind: 'submitted' };
}

/** The countdown's timers: a tick a second, and the server's clock asked again every half minute. */
function countdownTimers(kit: AttemptKit, set: SetAttempt) {
  const { clock, options } = kit;
  const timers: { tick: unknown; query: unknown } = { tick: null, query: null };
  async function queryTime(): Promise<void> {
    const sentAt = clock.now();
    try {
      const answer = await options.calls.querytime(kit.key);
      if (!kit.live()) return;
      const offset = clockOffset(answer.servertime, sentAt, clock.now());
      set({ offset, now: clock.now() + offset, clock: { startedAt: answer.startedAt, deadline: answer.deadline, minSubmitAt: answer.minSubmitAt } });
      if (answer.status === 'submitted') kit.finish();
    } catch {
      // Offline: the countdown runs on the last offset.
    }
  }
  const tick = () => {
    set({ now: kit.serverNow() });
    timers.tick = clock.setTimeout(tick, TICK_MS);
  };
  const queryAgain = () => {
    timers.query = clock.setTimeout(() => {
      void queryTime();
      queryAgain();
    }, QUERY_TIME_EVERY_MS);
  };
  return {
    start() {
      tick();
      if (options.fromCache) void queryTime();
      queryAgain();
    },
    stop() {
      for (const handle of Object.values(timers)) if (handle !== null) clock.clearTimeout(handle);
    },
  };
}

/**
 * At the deadline the server submits what it has: send what is left (it counts within the grace
 * window, so keep trying while offline), and the attempt is over once nothing waits.
 */
const deadlineWatch =
  ({ outbox, finish }: AttemptKit) =>
  (state: AnsweringState, previous?: AnsweringState) => {
    if (!timingOf(state).expired) return;
    const waiting = waitingOf(state);
    if (previous && timingOf(previous).expired && waitingOf(previous) === waiting) return;
    if (waiting === 0) finish();
    else void outbox.flush();
  };

/** Starting the countdown, the clock queries, the outbox and the deadline's watch; disposing of them all. */
export const createLifecycleSlice =
  (kit: AttemptKit): AttemptSlice<Pick<ExamAttemptActions, 'start' | 'dispose'>> =>
  (set, get, api) => {
    const timers = countdownTimers(kit, set);
    const watch = deadlineWatch(kit);
    const unsubscribe = api.subscribe(watch);
    return {
      start() {
        kit.outbox.start();
        timers.start();
        watch(get());
      },
      dispose() {
        kit.end();
        kit.outbox.stop();
        unsubscribe();
        timers.stop();
      },
    };
  };
