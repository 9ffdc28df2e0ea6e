import { createStore } from 'zustand/vanilla';
import type { MediaProgress } from '../schemas/learnerTasks.js';
import type { MediaProgressActions, MediaProgressDeps, MediaProgressState } from './progressPort.js';
import type { ReportOutcome } from './progressReport.js';
import { createStopwatch } from './stopwatch.js';

/** How often study time is reported while the learner reads or watches (the spec leaves it open; docs/decisions.md). */
export const REPORT_INTERVAL_MS = 10_000;
const TICK_MS = 1000;
/** The longest wait between two retries of a report that could not reach the server. */
export const MAX_RETRY_MS = 5 * 60_000;

export type MediaProgressStore = ReturnType<typeof createMediaProgressStore>;

/**
 * One page's reading or watching time (zustand, vanilla): counted on the injected clock only while
 * the app says the learner studies, reported through the app's outbox every REPORT_INTERVAL_MS, at
 * once when the required time is reached, whenever counting stops and when the connection returns.
 * A report that cannot reach the server is retried with a doubling wait (up to MAX_RETRY_MS).
 */
export function createMediaProgressStore(deps: MediaProgressDeps, media: MediaProgress | null = null) {
  const { clock, port } = deps;
  const newStopwatch = () => createStopwatch(clock.now, { maxGapMs: deps.maxGapMs });
  let stopwatch = newStopwatch();
  let last = { at: clock.now(), position: -1, atRequired: false };
  let failures = 0;
  let retry: unknown = null;
  let tick: unknown = null;

  const store = createStore<MediaProgressState & MediaProgressActions>()((set, get) => {
    function refresh(): void {
      const open = get().media;
      const pending = open ? port.pendingSeconds(open.id) + stopwatch.peekSeconds() : 0;
      set({ pending, learned: open ? open.credited + pending : 0 });
    }

    function scheduleRetry(outcome: ReportOutcome): void {
      if (retry !== null) clock.clearTimeout(retry);
      retry = null;
      failures = outcome.kind === 'offline' ? failures + 1 : 0;
      if (failures === 0) return;
      retry = clock.setTimeout(
        () => {
          retry = null;
          sendWaiting();
        },
        Math.min(REPORT_INTERVAL_MS * 2 ** (failures - 1), MAX_RETRY_MS),
      );
    }

    async function report({ finish = false, keepalive = false } = {}): Promise<ReportOutcome> {
      const open = get().media;
      if (!open) return { kind: 'nothing' };
      const seconds = stopwatch.takeSeconds();
      const position = deps.position();
      const idle = seconds === 0 && position === last.position && port.pendingSeconds(open.id) === 0;
      if (idle && !finish) return { kind: 'nothing' };
      last = { ...last, at: clock.now(), position };
      const outcome = await port.report(open.id, { seconds, position }, { finish, keepalive });
      if (get().media?.id !== open.id) return outcome;
      // Only an answer carries the server's numbers: a report that found nothing left keeps the newer ones.
      if (outcome.kind === 'sent') set({ media: outcome.response.media });
      set({ offline: outcome.kind === 'offline' });
      refresh();
      scheduleRetry(outcome);
      deps.onOutcome?.(outcome, { finish, justDone: outcome.kind === 'sent' && open.done !== 1 && outcome.response.media.done === 1 });
      return outcome;
    }

    /** Starts or stops the stopwatch for what the app says and the learner does; stopping reports at once. */
    function apply(): void {
      const { media: open, counting } = get();
      const on = open !== null && counting && (deps.engaged?.() ?? true);
      if (on === stopwatch.running()) return;
      if (on) {
        stopwatch.start();
        return;
      }
      stopwatch.stop();
      void report();
    }

    function everySecond(): void {
      tick = clock.setTimeout(everySecond, TICK_MS);
      apply();
      const open = get().media;
      if (!open || !stopwatch.running()) return;
      refresh();
      const reached = open.done !== 1 && get().learned >= open.required && !last.atRequired;
      if (reached) last.atRequired = true;
      if (reached || (failures === 0 && clock.now() - last.at >= REPORT_INTERVAL_MS)) void report();
    }

    /** The connection or the app is back: what waits in the outbox goes now. */
    function sendWaiting(): void {
      void report();
      void port.flush?.();
    }

    tick = clock.setTimeout(everySecond, TICK_MS);
    const unsubscribers = [deps.onReconnect?.(sendWaiting), deps.onForeground?.(sendWaiting)];

    return {
      media: null,
      counting: false,
      offline: false,
      pending: 0,
      learned: 0,
      open(next) {
        stopwatch = newStopwatch();
        last = { at: clock.now(), position: next?.position ?? -1, atRequired: false };
        set({ media: next });
        refresh();
        apply();
      },
      setCounting(counting) {
        set({ counting });
        apply();
      },
      report,
      leave(options) {
        stopwatch.stop();
        set({ counting: false });
        return report(options);
      },
      dispose() {
        for (const handle of [tick, retry]) if (handle !== null) clock.clearTimeout(handle);
        tick = retry = null;
        for (const unsubscribe of unsubscribers) unsubscribe?.();
      },
    };
  });
  if (media) store.getState().open(media);
  return store;
}
