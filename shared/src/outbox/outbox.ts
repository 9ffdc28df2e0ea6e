import { isNetworkFailure } from '../api/client.js';
import type { Clock } from '../time/clock.js';
import type { Awaitable } from './deviceStorage.js';

/**
 * The one outbox of the learner's apps (docs/architecture.md "Kept until the server confirms"):
 * whatever a learner gives — an exam answer, reading time, a quick Q&A answer, a spoken answer's
 * recording — is on the device before it is sent, and is sent from here until the server has it.
 * The items and how each is settled are the flow's; the sending is this: in order, one run at a
 * time, stopping at a failure worth retrying and retrying it with back-off on the injected clock,
 * and at once when the connection returns or the app comes back.
 */

/** Retry delays after failed sends: 1 s doubling to 30 s. */
export function outboxBackoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

/** The moments worth sending again, and the platform's own word on the connection where it has one. */
export interface OutboxConnectivity {
  /**
   * Whether the platform says it is online (the browser's `navigator.onLine`). Where it says,
   * `offline` follows it and its events; without it `offline` follows the sends.
   */
  online?(): boolean;
  /**
   * Calls `resume` when the connection returns or the app comes back to the foreground and
   * `lost` when the platform says the connection dropped; returns the unsubscribe.
   */
  watch(on: { resume(): void; lost(): void }): () => void;
}

export interface OutboxOptions<T, R> {
  /** What waits on the device, in sending order. */
  pending(): Awaitable<readonly T[]>;
  /** Sends one item; settles once the server has it. The server must take a repeated send as the same one. */
  send(item: T): Promise<R>;
  /** The server has the item: the flow removes it from the device or marks it. */
  sent(item: T, reply: R): Awaitable<void>;
  /** Whether a failed send is worth sending again later (default: every failure is). */
  retryable?(error: unknown): boolean;
  /** The server refused the item for good: the flow drops it and says whether the run goes on to the next. */
  refused?(item: T, error: unknown): Awaitable<'next' | 'stop'>;
  /** The flow is over on the server's side (an exam submitted): nothing is sent again. */
  finished?(): boolean;
  clock: Clock;
  connectivity?: OutboxConnectivity;
  /** Hears whether the learner is offline: from the platform where it says, else from the last send. */
  onOffline?(offline: boolean): void;
  /** Hears how each flush ended. */
  onFlushed?(result: OutboxFlush): void;
}

/** How a flush ended. */
export interface OutboxFlush {
  /** Items the server took in this flush. */
  sent: number;
  /** Items still waiting. */
  left: number;
  /** The failure the flush stopped at: worth retrying when `retry`, else a refusal for good; null when none. */
  error: unknown;
  retry: boolean;
}

export interface Outbox {
  /** Sends what waits now, cancelling a pending retry. A flush asked for during one shares it, and it runs once more. */
  flush(): Promise<OutboxFlush>;
  /** Something new waits: sent now, unless sends are failing — then the retry, the connection's return or the app's return sends it. */
  added(): void;
  /** Sends what waits and listens for the moments to send again. */
  start(): void;
  /** Stops the retries and the listening; what waits stays on the device. */
  stop(): void;
}

type Run = Omit<OutboxFlush, 'left'>;

/** What one pass over a flow's items needs: the items, their send and how each is settled. */
export type OutboxItems<T, R> = Pick<OutboxOptions<T, R>, 'pending' | 'send' | 'sent' | 'retryable' | 'refused'>;

/**
 * One pass over what waits: in order, stopping at a failure worth retrying or a refusal that ends
 * the run. Never retries: on its own it sends what a flow left where no outbox runs for it.
 */
export async function sendWaiting<T, R>(options: OutboxItems<T, R>): Promise<OutboxFlush> {
  const waiting = await options.pending();
  const retryable = options.retryable ?? (() => true);
  const run: Run = { sent: 0, error: null, retry: false };
  let index = 0;
  for (; index < waiting.length; index += 1) {
    const item = waiting[index] as T;
    let reply: R;
    try {
      reply = await options.send(item);
    } catch (error) {
      if (retryable(error)) return { ...run, error, retry: true, left: waiting.length - index };
      const next = (await options.refused?.(item, error)) ?? 'stop';
      if (next === 'stop') return { ...run, error, left: waiting.length - index - 1 };
      continue;
    }
    await options.sent(item, reply);
    run.sent += 1;
  }
  return { ...run, left: 0 };
}

/** Where an outbox is between flushes: the flush in course, one asked for during it, failures in a row, the pending retry. */
interface OutboxRun {
  flushing: Promise<OutboxFlush> | null;
  again: boolean;
  failures: number;
  retryTimer: unknown;
  live: boolean;
  unwatch: (() => void) | null;
}

const finishedOf = <T, R>(options: OutboxOptions<T, R>) => options.finished?.() ?? false;

function cancelRetry<T, R>({ clock }: OutboxOptions<T, R>, run: OutboxRun): void {
  if (run.retryTimer !== null) clock.clearTimeout(run.retryTimer);
  run.retryTimer = null;
}

/** Passes over what waits until nothing new was asked for during a pass (or it failed, or the flow finished). */
async function sendUntilQuiet<T, R>(options: OutboxOptions<T, R>, run: OutboxRun): Promise<OutboxFlush> {
  let result: OutboxFlush;
  do {
    run.again = false;
    result = await sendWaiting(options);
  } while (run.again && result.error === null && !finishedOf(options));
  return result;
}

/** After a flush: the offline flag where the sends say it, the retry of a failure worth retrying, and who listens. */
function settle<T, R>(options: OutboxOptions<T, R>, run: OutboxRun, result: OutboxFlush, flush: () => Promise<OutboxFlush>): OutboxFlush {
  run.flushing = null;
  if (!run.live) return result;
  if (typeof options.connectivity?.online !== 'function') options.onOffline?.(result.retry && isNetworkFailure(result.error));
  if (result.retry && !finishedOf(options)) {
    run.failures += 1;
    run.retryTimer = options.clock.setTimeout(() => {
      run.retryTimer = null;
      void flush();
    }, outboxBackoffMs(run.failures));
  } else if (!result.retry) run.failures = 0;
  options.onFlushed?.(result);
  return result;
}

/** Listens for the moments to send again; the offline flag follows the platform where it says. */
function watchConnectivity<T, R>(options: OutboxOptions<T, R>, run: OutboxRun, flush: () => Promise<OutboxFlush>): void {
  const { connectivity } = options;
  const platformSays = typeof connectivity?.online === 'function';
  if (platformSays) options.onOffline?.(!connectivity?.online?.());
  run.unwatch =
    connectivity?.watch({
      resume: () => {
        run.failures = 0;
        if (platformSays) options.onOffline?.(false);
        void flush();
      },
      lost: () => options.onOffline?.(true),
    }) ?? null;
}

/** Builds an outbox over a flow's items; `start` it where the flow opens and `stop` it where it closes. */
export function createOutbox<T, R>(options: OutboxOptions<T, R>): Outbox {
  const run: OutboxRun = { flushing: null, again: false, failures: 0, retryTimer: null, live: true, unwatch: null };

  function flush(): Promise<OutboxFlush> {
    if (run.flushing) {
      run.again = true;
      return run.flushing;
    }
    cancelRetry(options, run);
    run.flushing = sendUntilQuiet(options, run)
      .catch((error: unknown): OutboxFlush => ({ sent: 0, left: 1, error, retry: true }))
      .then((result) => settle(options, run, result, flush));
    return run.flushing;
  }

  return {
    flush,
    added() {
      if (run.failures === 0) void flush();
    },
    start() {
      run.live = true;
      watchConnectivity(options, run, flush);
      void flush();
    },
    stop() {
      run.live = false;
      cancelRetry(options, run);
      run.unwatch?.();
      run.unwatch = null;
    },
  };
}
