import type { BoundTable } from '../api/endpoint.js';
import type { Awaitable } from '../outbox/deviceStorage.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { ExamStartResponse } from '../schemas/exam.js';
import type { StoredAnswer } from './answers.js';
import { flushOutbox, type FlushResult, type LocalAnswer } from './localAnswers.js';

/**
 * What the exam stores are given by each app: the device's copy of the exam, the exam calls and
 * the platform's word on the connection. Nothing here is trusted beyond the device: the server
 * merges and scores.
 */

/** The attempt the device last saw in progress, with the server clock's offset from the device's (ms). */
export interface CachedAttempt {
  start: ExamStartResponse;
  offset: number;
}

/** One learner's copy of one exam (a child task) on the device. */
export interface ExamDevice {
  /** The attempt kept for opening the exam offline, if any. */
  attempt(): Awaitable<CachedAttempt | null>;
  keepAttempt(attempt: CachedAttempt): Awaitable<void>;
  /** Every answer of an attempt kept on the device. */
  answers(attemptKey: string): Awaitable<LocalAnswer[]>;
  /** Keeps an answer as its question's latest, not yet synced; done once this settles. */
  put(attemptKey: string, answer: StoredAnswer): Awaitable<void>;
  /** Marks an answer synced if it is still the save the server acknowledged (a newer one stays unsynced). */
  markSynced(attemptKey: string, questionid: string, saveid: string): Awaitable<boolean>;
  /** The submit's save id, made once per attempt (`fresh` the first time) so that pressing submit again is the same submit. */
  submitKey(attemptKey: string, fresh: string): Awaitable<string>;
  /** Drops an attempt the server has settled, once nothing of it waits to be sent (where the device tidies up). */
  forget?(attemptKey: string): Awaitable<void>;
}

/** An `ExamDevice` whose storage answers at once (WeChat storage): every answer synchronous. */
export type SyncExamDevice = {
  [Name in keyof ExamDevice]-?: ExamDevice[Name] extends ((...args: infer A) => infer R) | undefined ? (...args: A) => Awaited<R> : never;
};

/** The learner's exam calls, as bound from the shared endpoint table (`learnerApi.exam`). */
export type ExamCalls = Pick<BoundTable<LearnerEndpoints>['exam'], 'token' | 'start' | 'save' | 'submit' | 'querytime' | 'result' | 'logs'>;

/** The moments worth sending again, and the platform's own word on the connection where it has one. */
export interface ExamConnectivity {
  /**
   * Whether the platform says it is online (the browser's `navigator.onLine`). Where it says,
   * the store's `offline` follows it and its events; without it `offline` follows the sends.
   */
  online?(): boolean;
  /**
   * Calls `resume` when the connection returns or the app comes back to the foreground and
   * `lost` when the platform says the connection dropped; returns the unsubscribe.
   */
  watch(on: { resume(): void; lost(): void }): () => void;
}

/**
 * Sends an attempt's unsynced answers kept on the device, each as its own idempotent save (shared
 * `flushOutbox`); `acknowledged` hears of each answer the server now holds and the device marked.
 */
export function sendExamOutbox(
  { device, calls, childId, attemptKey }: { device: ExamDevice; calls: Pick<ExamCalls, 'save'>; childId: string; attemptKey: string },
  acknowledged?: (answer: LocalAnswer) => void,
): Promise<FlushResult> {
  return flushOutbox({
    pending: async () => (await device.answers(attemptKey)).filter((answer) => !answer.synced),
    save: ({ questionid, choices, fills, at, saveid }) =>
      calls.save({ id: childId, key: attemptKey }, { answer: { saveid, at, items: [{ questionid, choices, fills, at }] } }),
    acknowledge: async (answer) => {
      if (await device.markSynced(attemptKey, answer.questionid, answer.saveid)) acknowledged?.(answer);
    },
  });
}
