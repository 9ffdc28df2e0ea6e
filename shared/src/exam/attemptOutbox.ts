import type { Clock } from '../time/clock.js';
import type { ExamSaveResponse } from '../schemas/exam.js';
import { createOutbox, sendWaiting, type OutboxConnectivity, type OutboxFlush, type OutboxItems } from '../outbox/outbox.js';
import type { AnswerItem, StoredAnswer } from './answers.js';
import type { ExamCalls, ExamDevice } from './attemptPorts.js';
import type { LocalAnswer } from './localAnswers.js';

/** The part of the attempt's state the outbox writes. */
export interface OutboxState {
  /** Each question's latest answer on the device; `synced` once the server acknowledged that very save. */
  answers: Record<string, LocalAnswer>;
  /** Answers given whose write to the device has not finished: the screen says "saving" until it has. */
  writing: number;
  /** No connection: the platform said so, or (where it cannot say) the last send failed for it. */
  offline: boolean;
}

/** How a flush of an attempt's answers ended. */
export interface FlushResult extends OutboxFlush {
  /** The server says the attempt is submitted (by the learner, the deadline or another device) and nothing waits. */
  submitted: boolean;
}

/** Where an attempt's answers are kept and where they go. */
export interface ExamSavePorts {
  device: ExamDevice;
  calls: Pick<ExamCalls, 'save'>;
  childId: string;
  attemptKey: string;
}

export interface AttemptOutboxOptions extends ExamSavePorts {
  connectivity: OutboxConnectivity;
  clock: Clock;
  nextSaveId: () => string;
  /** The server's clock as the device estimates it: an answer's time. */
  serverNow: () => number;
  read: () => OutboxState;
  write: (change: (state: OutboxState) => Partial<OutboxState>) => void;
  /** The server says the attempt is submitted (by the deadline, or elsewhere) and nothing waits. */
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
 * An attempt's answers as the items of the one outbox: its unsynced answers on the device, oldest
 * first, each sent as its own save under the save id it was given when the learner answered — so
 * a save sent twice (a lost response, a retry, a reopened app) is the same save to the server. An
 * answer the server refused within a save is settled too: it can never be accepted. `settled` hears
 * of each reply, and whether the device marked its answer synced (a newer answer stays unsynced).
 */
export function examSaves(
  { device, calls, childId, attemptKey }: ExamSavePorts,
  settled?: (answer: LocalAnswer, reply: ExamSaveResponse, marked: boolean) => void,
): OutboxItems<LocalAnswer, ExamSaveResponse> {
  return {
    pending: async () => (await device.answers(attemptKey)).filter((answer) => !answer.synced).sort((a, b) => a.at - b.at || (a.saveid < b.saveid ? -1 : 1)),
    send: ({ questionid, choices, fills, at, saveid }) =>
      calls.save({ id: childId, key: attemptKey }, { answer: { saveid, at, items: [{ questionid, choices, fills, at }] } }),
    sent: async (answer, reply) => {
      const marked = await device.markSynced(attemptKey, answer.questionid, answer.saveid);
      settled?.(answer, reply, marked);
    },
  };
}

/**
 * Sends an attempt's unsynced answers kept on the device once, where no attempt runs (one the
 * server settled while the device was offline or closed). Stops at the first failure.
 */
export function sendExamOutbox(ports: ExamSavePorts): Promise<OutboxFlush> {
  return sendWaiting(examSaves(ports));
}

/** Keeps an answer on the device, then calls `given`; counts the write in `writing` while storage is asynchronous. */
function keepAnswer(options: AttemptOutboxOptions, answer: StoredAnswer, given: () => void): void | Promise<void> {
  const { device, write } = options;
  const written = device.put(options.attemptKey, answer);
  if (!isThenable(written)) return given();
  write((state) => ({ writing: state.writing + 1 }));
  const done = () => write((state) => ({ writing: state.writing - 1 }));
  return Promise.resolve(written).then(
    () => {
      done();
      given();
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
}

/**
 * An attempt's answers and their outbox (shared `createOutbox`): an answer is on the device before
 * it is shown given, then sent as an idempotent save; a save acknowledged marks its answer synced
 * only if it is still the answer shown. Once the server says the attempt is submitted and nothing
 * waits, nothing is sent again and `onSubmitted` hears it; until then answers are still sent (they
 * count within the grace window).
 */
export function createAttemptOutbox(options: AttemptOutboxOptions): AttemptOutbox {
  const { read, write } = options;
  let live = true;
  let saidSubmitted = false;
  const finished = () => saidSubmitted && Object.values(read().answers).every((answer) => answer.synced);
  const acknowledged = (answer: LocalAnswer, reply: ExamSaveResponse, marked: boolean) => {
    saidSubmitted ||= reply.status === 'submitted';
    if (!marked) return;
    const current = read().answers[answer.questionid];
    if (live && current?.saveid === answer.saveid && !current.synced) write((state) => shown(state.answers, { ...current, synced: true }));
  };
  const outbox = createOutbox({
    ...examSaves(options, acknowledged),
    finished,
    clock: options.clock,
    connectivity: options.connectivity,
    onOffline: (offline) => write(() => ({ offline })),
    onFlushed: (result) => {
      if (result.error === null && finished()) options.onSubmitted();
    },
  });

  return {
    /** Keeps an answer on the device (at once where its storage is synchronous), shows it, then sends it. */
    answer(item) {
      const answer: StoredAnswer = { ...item, at: options.serverNow(), saveid: options.nextSaveId() };
      return keepAnswer(options, answer, () => {
        write((state) => shown(state.answers, { ...answer, synced: false }));
        // While sends fail (no connection) the retry, the connection's return or the app's return
        // sends it: typing offline must not fire a request per keystroke.
        outbox.added();
      });
    },
    flush: async () => {
      const result = await outbox.flush();
      return { ...result, submitted: result.error === null && finished() };
    },
    start: outbox.start,
    stop() {
      live = false;
      outbox.stop();
    },
  };
}
