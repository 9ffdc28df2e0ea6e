import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import type { MediaProgress } from '../schemas/learnerTasks.js';
import type { MediaProgressActions, MediaProgressDeps, MediaProgressState } from './progressPort.js';
import type { ReportOutcome } from './progressReport.js';
import { createStopwatch, type Stopwatch } from './stopwatch.js';

/** How often study time is reported while the learner reads or watches (the spec leaves it open; docs/decisions.md). */
export const REPORT_INTERVAL_MS = 10_000;
const TICK_MS = 1000;
/** The longest wait between two retries of a report that could not reach the server. */
export const MAX_RETRY_MS = 5 * 60_000;

export type MediaProgressStore = ReturnType<typeof createMediaProgressStore>;

type ProgressStoreState = MediaProgressState & MediaProgressActions;
type ProgressApi = Pick<StoreApi<ProgressStoreState>, 'setState' | 'getState'>;

/** What the store's slices share besides the state: the stopwatch, the last report, the retry and tick timers. */
interface ProgressRun {
  deps: MediaProgressDeps;
  stopwatch: Stopwatch;
  newStopwatch(): Stopwatch;
  last: { at: number; position: number; atRequired: boolean };
  failures: number;
  retry: unknown;
  tick: unknown;
}

const initialProgressState: MediaProgressState = { media: null, counting: false, offline: false, pending: 0, learned: 0 };

/** The seconds pending for the open media (measured, or waiting in the outbox), and learned with them. */
function refresh(run: ProgressRun, { setState, getState }: ProgressApi): void {
  const open = getState().media;
  const pending = open ? run.deps.port.pendingSeconds(open.id) + run.stopwatch.peekSeconds() : 0;
  setState({ pending, learned: open ? open.credited + pending : 0 });
}

/** A report that could not reach the server is retried with a doubling wait (up to MAX_RETRY_MS). */
function scheduleRetry(run: ProgressRun, outcome: ReportOutcome, report: () => unknown): void {
  const { clock } = run.deps;
  if (run.retry !== null) clock.clearTimeout(run.retry);
  run.retry = null;
  run.failures = outcome.kind === 'offline' ? run.failures + 1 : 0;
  if (run.failures === 0) return;
  run.retry = clock.setTimeout(
    () => {
      run.retry = null;
      void report();
    },
    Math.min(REPORT_INTERVAL_MS * 2 ** (run.failures - 1), MAX_RETRY_MS),
  );
}

/** Reporting: what is measured goes through the app's port; the answer's numbers are kept, a failure retried. */
const createReportSlice =
  (run: ProgressRun): StateCreator<ProgressStoreState, [], [], Pick<MediaProgressActions, 'report'>> =>
  (setState, getState) => ({
    async report({ finish = false, keepalive = false } = {}) {
      const { deps, stopwatch } = run;
      const open = getState().media;
      if (!open) return { kind: 'nothing' };
      const seconds = stopwatch.takeSeconds();
      const position = deps.position();
      const idle = seconds === 0 && position === run.last.position && deps.port.pendingSeconds(open.id) === 0;
      if (idle && !finish) return { kind: 'nothing' };
      run.last = { ...run.last, at: deps.clock.now(), position };
      const outcome = await deps.port.report(open.id, { seconds, position }, { finish, keepalive });
      if (getState().media?.id !== open.id) return outcome;
      // Only an answer carries the server's numbers: a report that found nothing left keeps the newer ones.
      if (outcome.kind === 'sent') setState({ media: outcome.response.media });
      setState({ offline: outcome.kind === 'offline' });
      refresh(run, { setState, getState });
      scheduleRetry(run, outcome, () => getState().report());
      deps.onOutcome?.(outcome, { finish, justDone: outcome.kind === 'sent' && open.done !== 1 && outcome.response.media.done === 1 });
      return outcome;
    },
  });

/** Starts or stops the stopwatch for what the app says and the learner does; stopping reports at once. */
function apply(run: ProgressRun, getState: () => ProgressStoreState): void {
  const { media: open, counting } = getState();
  const on = open !== null && counting && (run.deps.engaged?.() ?? true);
  if (on === run.stopwatch.running()) return;
  if (on) {
    run.stopwatch.start();
    return;
  }
  run.stopwatch.stop();
  void getState().report();
}

/** Every second: counting follows the app, and a report goes on schedule or when the required time is reached. */
function everySecond(run: ProgressRun, api: ProgressApi): void {
  run.tick = run.deps.clock.setTimeout(() => everySecond(run, api), TICK_MS);
  apply(run, api.getState);
  const open = api.getState().media;
  if (!open || !run.stopwatch.running()) return;
  refresh(run, api);
  const reached = open.done !== 1 && api.getState().learned >= open.required && !run.last.atRequired;
  if (reached) run.last.atRequired = true;
  if (reached || (run.failures === 0 && run.deps.clock.now() - run.last.at >= REPORT_INTERVAL_MS)) void api.getState().report();
}

/** Counting: the media opened, the app's word on counting, leaving, and the store's timers and subscriptions. */
const createCountingSlice =
  (run: ProgressRun): StateCreator<ProgressStoreState, [], [], Omit<MediaProgressActions, 'report'>> =>
  (setState, getState) => {
    const { clock } = run.deps;
    run.tick = clock.setTimeout(() => everySecond(run, { setState, getState }), TICK_MS);
    // The connection or the app is back: what was measured goes now.
    const sendNow = () => void getState().report();
    const unsubscribers = [run.deps.onReconnect?.(sendNow), run.deps.onForeground?.(sendNow)];
    return {
      open(next) {
        run.stopwatch = run.newStopwatch();
        run.last = { at: clock.now(), position: next?.position ?? -1, atRequired: false };
        setState({ media: next });
        refresh(run, { setState, getState });
        apply(run, getState);
      },
      setCounting(counting) {
        setState({ counting });
        apply(run, getState);
      },
      leave(options) {
        run.stopwatch.stop();
        setState({ counting: false });
        return getState().report(options);
      },
      dispose() {
        for (const handle of [run.tick, run.retry]) if (handle !== null) clock.clearTimeout(handle);
        run.tick = run.retry = null;
        for (const unsubscribe of unsubscribers) unsubscribe?.();
      },
    };
  };

/**
 * One page's reading or watching time (zustand, vanilla, from a reporting and a counting slice):
 * counted on the injected clock only while the app says the learner studies, reported through the
 * app's outbox every REPORT_INTERVAL_MS, at once when the required time is reached, whenever
 * counting stops and when the connection returns. A report that cannot reach the server is retried
 * with a doubling wait (up to MAX_RETRY_MS).
 */
export function createMediaProgressStore(deps: MediaProgressDeps, media: MediaProgress | null = null) {
  const newStopwatch = () => createStopwatch(deps.clock.now, { maxGapMs: deps.maxGapMs });
  const run: ProgressRun = {
    deps,
    newStopwatch,
    stopwatch: newStopwatch(),
    last: { at: deps.clock.now(), position: -1, atRequired: false },
    failures: 0,
    retry: null,
    tick: null,
  };
  const store = createStore<ProgressStoreState>()((...api) => ({
    ...initialProgressState,
    ...createReportSlice(run)(...api),
    ...createCountingSlice(run)(...api),
  }));
  if (media) store.getState().open(media);
  return store;
}
