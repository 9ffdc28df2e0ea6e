import { isNetworkFailure } from '../api/client.js';
import type { Clock } from '../time/clock.js';
import type { AnswerItem, StoredAnswer } from './answers.js';
import { sendExamOutbox, type ExamCalls, type ExamConnectivity, type ExamDevice } from './attemptPorts.js';
import { outboxBackoffMs } from '../outbox/outbox.js';
import type { FlushResult, LocalAnswer } from './localAnswers.js';

/** The part of the attempt's state the outbox writes. */
export interface OutboxState {
  /** Each question's latest answer on the device; `synced` once the server acknowledged that very save. */
  answers: Record<string, LocalAnswer>;
  /** Answers given whose write to the device has not finished: the screen says "saving" until it has. */
  writing: number;
  /** No connection: the platform said so, or (where it cannot say) the last send failed for it. */
  offline: boolean;
}

export interface AttemptOutboxOptions {
  childId: string;
  attemptKey: string;
  device: ExamDevice;
  calls: Pick<ExamCalls, 'save'>;
  connectivity: ExamConnectivity;
  clock: Clock;
  nextSaveId: () => string;
  /** The server's clock as the device estimates it: an answer's time. */
  serverNow: () => number;
  read: () => OutboxState;
  write: (change: (state: OutboxState) => Partial<OutboxState>) => void;
  /** The server says the attempt is submitted (by the deadline, or elsewhere). */
  onSubmitted: () => void;
}

export interface AttemptOutbox {
  answer(item: Omit<AnswerItem, 'at'>): void | Promise<void>;
  flush(): Promise<FlushResult>;
  /** Sends what waits and listens for the moments to send again. */
  start(): void;
  stop(): void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

const shown = (answers: Record<string, LocalAnswer>, answer: LocalAnswer) => ({ answers: { ...answers, [answer.questionid]: answer } });

/**
 * An attempt's answers and their outbox: an answer is on the device before it is shown given, then
 * sent as an idempotent save. A failed send is retried with back-off on the injected clock, and at
 * once when the connection returns or the app comes back; a save acknowledged marks its answer
 * synced only if it is still the answer shown.
 */
export function createAttemptOutbox(options: AttemptOutboxOptions): AttemptOutbox {
  const { device, connectivity, clock, read, write } = options;
  const platformSays = typeof connectivity.online === 'function';
  let flushing: Promise<FlushResult> | null = null;
  let again = false;
  let failures = 0;
  let retry: unknown = null;
  let live = true;
  let unwatch: (() => void) | null = null;

  const acknowledged = (answer: LocalAnswer) => {
    const current = read().answers[answer.questionid];
    if (live && current?.saveid === answer.saveid && !current.synced) write((state) => shown(state.answers, { ...current, synced: true }));
  };

  const settled = (result: FlushResult): FlushResult => {
    flushing = null;
    if (!live) return result;
    if (!platformSays) write(() => ({ offline: isNetworkFailure(result.error) }));
    if (result.submitted) options.onSubmitted();
    else if (result.error) {
      failures += 1;
      retry = clock.setTimeout(() => void flush(), outboxBackoffMs(failures));
    } else failures = 0;
    return result;
  };

  function flush(): Promise<FlushResult> {
    if (flushing) {
      again = true;
      return flushing;
    }
    if (retry !== null) clock.clearTimeout(retry);
    retry = null;
    const run = async (): Promise<FlushResult> => {
      let result: FlushResult;
      do {
        again = false;
        result = await sendExamOutbox(options, acknowledged);
      } while (again && !result.error && !result.submitted);
      return result;
    };
    flushing = run()
      .catch((error: unknown): FlushResult => ({ sent: 0, left: 1, submitted: false, error }))
      .then(settled);
    return flushing;
  }

  const given = (answer: StoredAnswer) => {
    write((state) => shown(state.answers, { ...answer, synced: false }));
    // While sends fail (no connection) the retry timer, the connection's return or the app's
    // return sends it: typing offline must not fire a request per keystroke.
    if (failures === 0) void flush();
  };

  return {
    /** Keeps an answer on the device (at once where its storage is synchronous), shows it, then sends it. */
    answer(item) {
      const answer: StoredAnswer = { ...item, at: options.serverNow(), saveid: options.nextSaveId() };
      const written = device.put(options.attemptKey, answer);
      if (!isThenable(written)) return given(answer);
      write((state) => ({ writing: state.writing + 1 }));
      const done = () => write((state) => ({ writing: state.writing - 1 }));
      return Promise.resolve(written).then(
        () => {
          done();
          given(answer);
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    },
    flush,
    start() {
      if (platformSays) write(() => ({ offline: !connectivity.online?.() }));
      unwatch = connectivity.watch({
        resume: () => {
          failures = 0;
          if (platformSays) write(() => ({ offline: false }));
          void flush();
        },
        lost: () => write(() => ({ offline: true })),
      });
      void flush();
    },
    stop() {
      live = false;
      if (retry !== null) clock.clearTimeout(retry);
      unwatch?.();
    },
  };
}
